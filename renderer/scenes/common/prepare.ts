import { keptRim } from './tableTop';
import { prepareTableTextures } from './textures';

/** One piece of work done ahead (each in an idle moment of its own: ui/tables prepareTables). */
export type Ahead = () => void;

/**
 * What every table draws, made ahead for a table of this felt and size: its textures painted (wood, floor, glow, the
 * felt) and its rim built, kept for the page's life (painted.ts, keptGeometry.ts), so a table's opening uploads them
 * without building them.
 */
export function tableTopAhead(felt: string, rx: number, rz: number): Ahead[] {
  return [() => prepareTableTextures([felt]), () => keptRim(rx, rz).dispose()];
}
