import { tableTopAhead, type Ahead } from '../common/prepare';
import { FELT } from '../common/Table';
import { preparePieces } from './assets';
import { TABLE } from './layout';
import { tilesAhead } from './Tile';

/** The Nefertiti table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables). */
export const ahead: Ahead[] = [...tableTopAhead(FELT.nefertiti, TABLE.rx, TABLE.rz), preparePieces, tilesAhead];
