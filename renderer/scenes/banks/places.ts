import type { Tables } from '../../../engine/banks/material/compile';

/**
 * Where a field lies as a player reads the board: its bank, its row counted from the north (the far side, rows in data
 * order), its place counted from the Nile. The one reading both the tips and the HUD's words use.
 */
export function fieldPlace(t: Tables, f: number): { bank: 'W' | 'E'; row: number; pos: number; palms: number } {
  return { ...rowPlace(t, t.fieldRow[f]!), pos: t.fieldD[f]!, palms: t.palms[f]! };
}

/** Board row `r` as a player counts it: its bank, and its number on that bank (1 = the first row of that bank). */
export function rowPlace(t: Tables, r: number): { bank: 'W' | 'E'; row: number } {
  const bank = t.data.rows[r]!.bank;
  return { bank, row: t.data.rows.slice(0, r + 1).filter((x) => x.bank === bank).length };
}
