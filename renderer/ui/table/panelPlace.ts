/**
 * Where the HUD's panel region sits: its own place in the layout, or the other one the layout gives it (hud.css
 * `.panel-away`), and the rule that moves it between the two so it never hides what a tutorial step or a hint points
 * at on the table.
 */
export type PanelPlace = 'home' | 'away';

/** What the panel remembers between looks: the scene it saw, and where it was found covering that scene's targets. */
export interface PlaceMemory {
  /** Names the targets where they are and the screen they are on. */
  scene: string;
  /** Looks in a row, at this scene, with a target under the panel. */
  covering: number;
  /** The places found covering a target of this scene. */
  covered: readonly PanelPlace[];
}

export const FRESH_MEMORY: PlaceMemory = { scene: '', covering: 0, covered: [] };

const other = (p: PanelPlace): PanelPlace => (p === 'home' ? 'away' : 'home');

/**
 * One look at the panel: at `place`, seeing `scene`, a target under it or not (`covers`). A panel that covered a target
 * on two looks in a row moves to its other place (twice: the targets are at rest, a camera still moving to them changes
 * the scene), unless that place covered this scene too: then it stays, and does not swing between the two.
 */
export function lookAgain(place: PanelPlace, memory: PlaceMemory, scene: string, covers: boolean): { place: PanelPlace; memory: PlaceMemory } {
  const m = memory.scene === scene ? memory : { ...FRESH_MEMORY, scene };
  if (!covers) return { place, memory: { ...m, covering: 0 } };
  if (m.covering < 1) return { place, memory: { ...m, covering: m.covering + 1 } };
  const covered = m.covered.includes(place) ? m.covered : [...m.covered, place];
  return { place: covered.includes(other(place)) ? place : other(place), memory: { scene, covering: 0, covered } };
}
