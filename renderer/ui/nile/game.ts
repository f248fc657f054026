import { seatPaint } from '../../scenes/common/marks';
import { nileCaption } from '../../showcase/captions/nile';
import { nileTutorial } from '../../tutorial/scripts/nile';
import type { GameUi } from '../game/gameUi';
import { actionWords } from './actionText';
import { NileArt } from './Art';
import { NILE_REFUSALS } from './refusals';
import { secretWords } from './secretWords';
import { nileResultWords } from './resultWords';
import { ResultPiles } from './ResultPiles';

export const nileUi: GameUi<'nile'> = {
  id: 'nile',
  Art: NileArt,
  paints: (seat) => [seatPaint(seat)],
  actionWords,
  secretWords,
  resultWords: nileResultWords,
  ResultDetail: ResultPiles,
  caption: nileCaption,
  tutorial: nileTutorial,
  refusals: NILE_REFUSALS,
  table: () => Promise.all([import('./table'), import('../table/GameTable')]).then(([m, k]) => k.kitScreen(m.nileTable)),
  ahead: () => import('../../scenes/nile/prepare').then((m) => m.ahead),
};
