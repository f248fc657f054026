import { tableTopAhead, type Ahead } from '../common/prepare';
import { FELT } from '../common/Table';
import { TABLE } from './layout';

/** The NILE table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables). */
export const ahead: Ahead[] = tableTopAhead(FELT.nile, TABLE.rx, TABLE.rz);
