import { seatPaint } from '../../scenes/common/marks';
import { nefertitiCaption } from '../../showcase/captions/nefertiti';
import { nefertitiTutorial } from '../../tutorial/scripts/nefertiti';
import type { GameUi } from '../game/gameUi';
import { actionWords } from './actionText';
import { NefertitiArt } from './Art';
import { NEF_REFUSALS } from './refusals';
import { secretWords } from './secretWords';
import { nefertitiResultWords } from './resultWords';

export const nefertitiUi: GameUi<'nefertiti'> = {
  id: 'nefertiti',
  Art: NefertitiArt,
  paints: (seat) => [seatPaint(seat)],
  actionWords,
  secretWords,
  resultWords: nefertitiResultWords,
  caption: nefertitiCaption,
  tutorial: nefertitiTutorial,
  refusals: NEF_REFUSALS,
  table: () => Promise.all([import('./table'), import('../table/GameTable')]).then(([m, k]) => k.kitScreen(m.nefertitiTable)),
  ahead: () => import('./prepare').then((m) => m.ahead),
};
