import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { sha256Hex } from '../../../engine/core/sha256';
import { createAtlas } from '../common/atlas';
import { keepPainted, textsKept } from '../common/painted';
import { boardSizePx, paintBoard, type BoardTexts } from './boardArt';
import { nefertitiPainters, type CardTexts } from './cardArt';
import { layoutFor } from './layout';
import { SHEET_TEXELS, SHEET_W, paintStallSheet, sheetHeight } from './stallArt';
import { stallsGeometry } from './stallGeometry';

/**
 * The Nefertiti table's two large paintings, the card atlas and the board, are kept for the page's life under names
 * that say what they show (the data set, the language, the fonts: painted.ts textsKept), so Home paints them ahead
 * for the default data set and the table's opening only uploads them (painting them was a tenth of Nefertiti's first
 * frame at low quality).
 */

/** A data set's content, short: every snapshot brings a fresh copy of it, and a custom set paints other cards. */
const keys = new WeakMap<NefertitiData, string>();
/**
 * The keys of the data sets met last, by their text: hashing a set took 20 ms of a table's opening, and the table's
 * copy has the same text as the set its paintings were made ahead for.
 */
const byText = new Map<string, string>();
const TEXTS_KEPT = 4;
function dataKey(data: NefertitiData): string {
  let k = keys.get(data);
  if (k) return k;
  const text = JSON.stringify(data);
  k = byText.get(text) ?? sha256Hex(text).slice(0, 16);
  byText.delete(text);
  byText.set(text, k);
  if (byText.size > TEXTS_KEPT) byText.delete(byText.keys().next().value!);
  keys.set(data, k);
  return k;
}

/** The base of the name the card atlas of `data` is kept under (its texts are added by textsKept). */
export const cardsKept = (data: NefertitiData): string => `nefertiti:cards:${dataKey(data)}`;

/**
 * The name the board of `data` is kept under, with the texts of `textKey`. The board's picture depends on the data and
 * its texts only: the layout's markets, river and track come from the data, not from the seats (test/renderer).
 */
export const boardKept = (data: NefertitiData, textKey: string): string => textsKept(`nefertiti:board:${dataKey(data)}`, textKey);

/**
 * The name the stalls' sheet of `data` is kept under: it shows the markets' names in the table's bold face (textsKept:
 * painted again once the fonts are in).
 */
export const stallsKept = (data: NefertitiData): string => textsKept(`nefertiti:stalls:${dataKey(data)}`, 'names');

/**
 * Paint the card atlas, the board and the stalls' sheet of `data` with these texts ahead, and build its stalls, while
 * the page is idle (ui/nefertiti/prepare).
 */
export function paintAhead(data: NefertitiData, cards: CardTexts, board: BoardTexts, textKey: string): void {
  createAtlas(nefertitiPainters(data, cards), { keep: textsKept(cardsKept(data), textKey) }).dispose();
  // Any seats: they are not on the board.
  const layout = layoutFor(data, 2, 0, false);
  const [w, h] = boardSizePx();
  keepPainted(boardKept(data, textKey), w, h, (ctx) => paintBoard(ctx, data, layout, board));
  const names = layout.markets.map((m) => m.name);
  keepPainted(stallsKept(data), SHEET_W * SHEET_TEXELS, sheetHeight(names.length) * SHEET_TEXELS, (ctx) => paintStallSheet(ctx, names));
  stallsGeometry(layout.markets.map((m) => m.x)).dispose();
}
