import type { Tables } from '../../../engine/banks/material/compile';

/**
 * Where a field lies as a player reads the board: its bank, its row counted from the north (the far side, rows in data
 * order), its place counted from the Nile. The one reading both the tips and the HUD's words use.
 */
export function fieldPlace(t: Tables, f: number): { bank: 'W' | 'E'; row: number; pos: number; palms: number } {
  const r = t.fieldRow[f]!;
  const bank = t.data.rows[r]!.bank;
  const row = t.data.rows.slice(0, r + 1).filter((x) => x.bank === bank).length;
  return { bank, row, pos: t.fieldD[f]!, palms: t.palms[f]! };
}
