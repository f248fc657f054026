import { DEFAULT_DATA } from '../../../engine/nefertiti/data-set';
import { i18next } from '../../i18n';
import { tableFontsReady } from '../../scenes/common/fonts';
import { ahead as pieces } from '../../scenes/nefertiti/prepare';
import { paintAhead } from '../../scenes/nefertiti/paintings';
import type { Ahead } from '../../scenes/common/prepare';
import { nefTexts } from './texts';

/**
 * The Nefertiti table made ahead (ui/tables prepareTables): its fixed pieces, then its card atlas and board for the
 * default data set in the page's language. Not before the table fonts are in: a canvas painted in a fallback face is
 * kept under a name of its own (painted.ts textsKept), which the table, opened once they are, would not use.
 */
export const ahead: Ahead[] = [
  ...pieces,
  () => {
    if (!tableFontsReady()) return;
    const { cards, board } = nefTexts(i18next.t);
    paintAhead(DEFAULT_DATA, cards, board, i18next.language);
  },
];
