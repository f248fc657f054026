import type { TFunction } from 'i18next';
import type { HintValueWords } from '../game/gameUi';
import { DEFAULT_DATA } from '../../../engine/banks/data-set';
import { tables, type Tables } from '../../../engine/banks/material/compile';
import type { BanksData } from '../../../engine/banks/material/schema';
import { fieldPlace, rowPlace } from '../../scenes/banks/places';

/**
 * The board's things in a player's words: the engine names them by data ids ('W4-1', 'M2', 'flax'); a player reads
 * the board by bank, row and distance from the Nile. Every table text that names a field, row or kind goes through here.
 */
const tablesOf = (data: BanksData | null): Tables => tables(data ?? DEFAULT_DATA);

export const kindName = (t: TFunction, kind: string): string => t(`banksTable.kinds.${kind}`, { defaultValue: kind });

/** "4 × Flax": a count of markers of one kind. */
export const kindCount = (t: TFunction, kind: string, n: number): string => t('banksTable.names.kindCount', { n, kind: kindName(t, kind) });

/** Whose marker: "your" own colour, else the seat's. */
export const colourName = (t: TFunction, colour: number, seat: number): string =>
  colour === seat ? t('banksTable.names.yourColour') : t('banksTable.names.seatColour', { n: colour + 1 });

/** "West bank, row 2, field 1 from the Nile". */
export function fieldName(t: TFunction, data: BanksData | null, id: string): string {
  const tb = tablesOf(data);
  const f = tb.fieldIndex.get(id);
  if (f === undefined) return t('banksTable.names.unknown');
  const p = fieldPlace(tb, f);
  return t('banksTable.names.field', { bank: t(`banksTable.names.bank${p.bank}`), row: p.row, pos: p.pos });
}

/** A market row: "market row 2 (value 3 or more)". */
export function marketRowName(t: TFunction, data: BanksData | null, id: string): string {
  const tb = tablesOf(data);
  const m = tb.marketIndex.get(id);
  if (m === undefined) return t('banksTable.names.unknown');
  return t('banksTable.names.marketRow', { n: m + 1, min: tb.minValue[m]! });
}

/** A board row by its data id ('W3' → "West bank, row 3"), or null for an id the board has not. */
export function boardRowName(t: TFunction, data: BanksData | null, id: string): string | null {
  const tb = tablesOf(data);
  const r = tb.rowIds.indexOf(id);
  if (r < 0) return null;
  const p = rowPlace(tb, r);
  return t('banksTable.names.boardRow', { bank: t(`banksTable.names.bank${p.bank}`), row: p.row });
}

/** Hint reasons name a board row by its id: in words, on the standard board (a reason's row, `hintValues`). */
export const banksHintValues: HintValueWords = (t, v) => {
  const row = typeof v.row === 'string' ? boardRowName(t, null, v.row) : null;
  const words: Record<string, string> = {};
  if (row) words.row = row;
  return words;
};
