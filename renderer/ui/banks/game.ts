import { seatPaint } from '../../scenes/common/marks';
import { banksCaption } from '../../showcase/captions/banks';
import { banksTutorial } from '../../tutorial/scripts/banks';
import type { GameUi } from '../game/gameUi';
import { actionWords } from './actionText';
import { BanksArt } from './Art';
import { banksHintValues } from './names';
import { BANKS_REFUSALS } from './refusals';
import { secretWords } from './secretWords';
import { banksResultWords } from './resultWords';

export const banksUi: GameUi<'banks'> = {
  id: 'banks',
  Art: BanksArt,
  paints: (seat) => [seatPaint(seat)],
  actionWords,
  secretWords,
  resultWords: banksResultWords,
  caption: banksCaption,
  tutorial: banksTutorial,
  refusals: BANKS_REFUSALS,
  hintValues: banksHintValues,
  table: () => Promise.all([import('./table'), import('../table/GameTable')]).then(([m, k]) => k.kitScreen(m.banksTable)),
  ahead: () => import('./prepare').then((m) => m.ahead),
};
