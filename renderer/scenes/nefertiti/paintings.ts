import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { createAtlas } from '../common/atlas';
import { contentKey } from '../common/contentKey';
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

/** The base of the name the card atlas of `data` is kept under (its texts are added by textsKept). */
export const cardsKept = (data: NefertitiData): string => `nefertiti:cards:${contentKey(data)}`;

/**
 * The name the board of `data` is kept under, with the texts of `textKey`. The board's picture depends on the data and
 * its texts only: the layout's markets, river and track come from the data, not from the seats (test/renderer).
 */
export const boardKept = (data: NefertitiData, textKey: string): string => textsKept(`nefertiti:board:${contentKey(data)}`, textKey);

/**
 * The name the stalls' sheet of `data` is kept under: it shows the markets' names in the table's bold face (textsKept:
 * painted again once the fonts are in).
 */
export const stallsKept = (data: NefertitiData): string => textsKept(`nefertiti:stalls:${contentKey(data)}`, 'names');

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
