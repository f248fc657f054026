import { SEAT_PAINTS } from '../common/marks';
import { prepareTableTop } from '../common/prepare';
import { FELT } from '../common/Table';
import { TABLE } from './layout';
import { discGeometry } from './markers';

/** The An den Ufern des Nils table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables). */
export function prepare(): void {
  prepareTableTop(FELT.banks, TABLE.rx, TABLE.rz);
  for (const p of SEAT_PAINTS) discGeometry(p.mark).dispose();
}
