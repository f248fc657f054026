import { keepPainted } from '../common/painted';
import { tableTopAhead, type Ahead } from '../common/prepare';
import { FELT } from '../common/Table';
import { CENTRE_KEPT, matGeometry, raftGeometry } from './Centre';
import { matSizePx, paintCentre } from './centreArt';
import { TABLE } from './layout';

/** The centre's mat painting and its pieces' geometries (kept for the page's life). */
function centreAhead(): void {
  keepPainted(CENTRE_KEPT, ...matSizePx(), paintCentre);
  for (const g of [matGeometry(), raftGeometry()]) g.dispose();
}

/** The NILE table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables). */
export const ahead: Ahead[] = [...tableTopAhead(FELT.nile, TABLE.rx, TABLE.rz), centreAhead];
