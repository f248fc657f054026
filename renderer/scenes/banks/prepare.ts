import { SEAT_PAINTS } from '../common/marks';
import { tableTopAhead, type Ahead } from '../common/prepare';
import { FELT } from '../common/Table';
import { cardAtlas } from './assets';
import { TABLE } from './layout';
import { discGeometry } from './markers';

/** The An den Ufern des Nils table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables). */
export const ahead: Ahead[] = [
  ...tableTopAhead(FELT.banks, TABLE.rx, TABLE.rz),
  () => SEAT_PAINTS.forEach((p) => discGeometry(p.mark).dispose()),
  () => cardAtlas().dispose(),
];
