import { keptRim } from './tableTop';
import { prepareTableTextures } from './textures';

/**
 * What every table draws, made ahead for a table of this felt and size: its textures painted (wood, floor, glow, the
 * felt) and its rim built, kept for the page's life (painted.ts, keptGeometry.ts). Each game's `prepare` calls it
 * while the page is idle (ui/tables prepareTables), so a table's opening uploads them without building them.
 */
export function prepareTableTop(felt: string, rx: number, rz: number): void {
  prepareTableTextures([felt]);
  keptRim(rx, rz).dispose();
}
