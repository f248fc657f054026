import { tableTopAhead, type Ahead } from '../common/prepare';
import { FELT } from '../common/Table';
import { TABLE } from './layout';
import { spacesAhead } from './CardSpace';
import { crewPlaques } from './River';
import { boardTexture, cardAtlas, fallsTexture, foamTexture, waterTexture } from './textures';

/**
 * The Niagara table's fixed pieces, made ahead while the page is idle (ui/tables prepareTables): the printed board,
 * the water, the paddle cards, the crews' plaques and card spaces are kept once made, so what is made here is dropped at once.
 */
export const ahead: Ahead[] = [
  ...tableTopAhead(FELT.niagara, TABLE.rx, TABLE.rz),
  ...[boardTexture, waterTexture, fallsTexture, foamTexture, cardAtlas, crewPlaques].map((make) => () => make().dispose()),
  spacesAhead,
];
