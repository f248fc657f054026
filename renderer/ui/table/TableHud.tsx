import { useRef, type ReactNode } from 'react';
import { usePanelPlace } from './usePanelPlace';
import { useScrolls } from './useScrolls';
import './hud.css';

/**
 * The named regions of every table's HUD, laid out by one CSS grid (hud.css) so that no two can overlap and none
 * leaves the screen: each region is a cell of the grid and scrolls within it when its content is taller.
 * - status: whose turn, the turn or round, the game's phase and facts;
 * - tools: Undo, Hint, the phone's fold button, the Menu;
 * - players: every seat, its name, colour and mark, and its facts;
 * - toasts: refusals and notes;
 * - notice: a line across the table's middle (a market closing; that the game is no longer being saved);
 * - panel: what is open beside the table: the menu, a hint, an undo question, the tutorial, the game's own panel (it
 *   moves to its layout's other place while it would hide what a tutorial step or a hint points at: usePanelPlace);
 * - log: the game log;
 * - prompt: what to do now, or whom the table waits for;
 * - actions: what the player can do now.
 * A kiosk's HUD (kioskHud.ts) has three more: its header, the caption and the QR code (its exit is in tools).
 */
export const HUD_REGIONS = ['status', 'tools', 'players', 'toasts', 'notice', 'panel', 'log', 'prompt', 'actions'] as const;
export const KIOSK_REGIONS = ['header', 'caption', 'scan'] as const;
export type HudRegion = (typeof HUD_REGIONS)[number] | (typeof KIOSK_REGIONS)[number];

export type HudRegions = Partial<Record<HudRegion, ReactNode>>;

/**
 * One region's cell (`data-region` names it for the layout tests; `ref` for a region others draw into, or one whose
 * scrolling is watched). On a kiosk every region is a panel over the stage that its camera keeps the play clear of
 * (`data-kiosk-panel`). `scrolls`: its content is taller than the cell (`data-scrolls`).
 */
function Region({ name, children, cellRef, kiosk, scrolls }: { name: HudRegion; children: ReactNode; cellRef?: (el: HTMLDivElement | null) => void; kiosk: boolean; scrolls?: boolean }) {
  return (
    <div className={`hud-region region-${name}`} data-region={name} ref={cellRef} data-kiosk-panel={kiosk ? name : undefined} data-scrolls={scrolls ? '' : undefined}>
      {children}
    </div>
  );
}

/**
 * The HUD of a table: its regions in the grid, then what floats over them (the pointer's tip, the screen reader's live
 * region, covers). `handRoom`: the height (page pixels, as the stage draws it) of a hand the game draws in 3D along the
 * bottom, which the grid stops above. `toastsRef`: the toasts region's element, where the app's toasts are drawn while
 * the table is shown.
 */
export function TableHud(p: { regions: HudRegions; className: string; handRoom?: number; toastsRef?: (el: HTMLDivElement | null) => void; floating: ReactNode; kiosk?: boolean }) {
  const grid = useRef<HTMLDivElement>(null);
  const place = usePanelPlace(grid);
  // Whether the actions scroll: a phone's turn-ending button then takes the region's foot on a line of its own.
  const [actionsRef, actionsScroll] = useScrolls();
  // The HUD is zoomed by the UI scale (access.css) and the stage is not: its hand's height is divided by the zoom.
  const style = p.handRoom ? { paddingBottom: `calc(var(--hud-gap) + ${p.handRoom}px / var(--zoom, 1))` } : undefined;
  return (
    <div ref={grid} className={`table-hud ${p.className}${place === 'away' ? ' panel-away' : ''}`} style={style}>
      {[...HUD_REGIONS, ...(p.kiosk ? KIOSK_REGIONS : [])].map((name) => (
        <Region key={name} name={name} cellRef={name === 'toasts' ? p.toastsRef : name === 'actions' ? actionsRef : undefined} kiosk={!!p.kiosk} scrolls={name === 'actions' && actionsScroll}>
          {p.regions[name]}
        </Region>
      ))}
      {p.floating}
    </div>
  );
}
