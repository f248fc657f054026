import { DEFAULT_DATA } from '../../../engine/banks/data-set';
import { tables } from '../../../engine/banks/material/compile';
import { i18next } from '../../i18n';
import { tableFontsReady } from '../../scenes/common/fonts';
import type { Ahead } from '../../scenes/common/prepare';
import { paintBoardAhead } from '../../scenes/banks/boardArt';
import { ahead as pieces } from '../../scenes/banks/prepare';
import { boardWords } from './texts';

/**
 * The An den Ufern des Nils table made ahead (ui/tables prepareTables): its fixed pieces, then its board for the
 * default data set in the page's language. Not before the table fonts are in: a board painted in a fallback face is
 * kept under a name of its own (painted.ts textsKept), which the table, opened once they are, would not use.
 */
export const ahead: Ahead[] = [
  ...pieces,
  () => {
    if (!tableFontsReady()) return;
    paintBoardAhead(tables(DEFAULT_DATA), boardWords(i18next.t));
  },
];
