import { SEAT_PAINTS } from '../common/marks';
import { tableTopAhead, type Ahead } from '../common/prepare';
import { FELT } from '../common/Table';
import { cardAtlas } from './assets';
import { TABLE, banksLayout } from './layout';
import { KINDS, discGeometry, plantGeometries } from './markers';
import { tables } from '../../../engine/banks/material/compile';
import { DEFAULT_DATA } from '../../../engine/banks/data-set';
import { keptGeometry } from '../common/keptGeometry';
import { keepPainted } from '../common/painted';
import { COVER_PX, EDGE_PX, SOIL_PX, WATER_PX, paintBankEdge, paintCover, paintSoil, paintWater } from './bankArt';
import { bankEdgeGeometry } from './BankEdges';
import { fieldTop } from './bankGeometry';
import { crownGeometry, trunkGeometry } from './Palms';
import { keptDeck, keptHull } from './boatGeometry';

/** The An den Ufern des Nils table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables). */
export const ahead: Ahead[] = [
  ...tableTopAhead(FELT.banks, TABLE.rx, TABLE.rz),
  () => SEAT_PAINTS.forEach((p) => discGeometry(p.mark).dispose()),
  () => cardAtlas().dispose(),
  () => [trunkGeometry(), crownGeometry(), keptHull(), keptDeck(), keptGeometry('banks:field-top', fieldTop)].forEach((g) => g.dispose()),
  () => KINDS.forEach((k) => Object.values(plantGeometries(k)).forEach((g) => g.dispose())),
  () => bankEdgeGeometry(banksLayout(tables(DEFAULT_DATA), 4), tables(DEFAULT_DATA)).dispose(),
  () => keepPainted('banks:soil', SOIL_PX.w, SOIL_PX.h, paintSoil),
  () => keepPainted('banks:bank-edge', EDGE_PX.w, EDGE_PX.h, paintBankEdge),
  () => keepPainted('banks:nile', WATER_PX.w, WATER_PX.h, paintWater),
  () => keepPainted('banks:cover', COVER_PX.w, COVER_PX.h, paintCover),
];
