import { CREW_COLOURS } from '../../../engine/niagara/material/colours';
import { crewPaint } from '../../scenes/niagara/palette';
import { niagaraCaption } from '../../showcase/captions/niagara';
import { niagaraTutorial } from '../../tutorial/scripts/niagara';
import type { GameUi, SeatSetup } from '../game/gameUi';
import { actionWords } from './actionText';
import { NiagaraArt } from './Art';
import { NIAGARA_REFUSALS } from './refusals';
import { secretWords } from './secretWords';
import { niagaraResultWords } from './resultWords';

/**
 * The crew colours a seat plays: crew c belongs to seat c mod players (the engine's `seatOfCrew`), with one crew per
 * seat, or four crews between two seats in the two-colours variant.
 */
export function seatCrews(seat: number, { players, options }: SeatSetup) {
  const crews = options?.twoColoursEach === true ? 4 : players;
  return CREW_COLOURS.slice(0, crews).filter((_, c) => c % players === seat);
}

export const niagaraUi: GameUi<'niagara'> = {
  id: 'niagara',
  Art: NiagaraArt,
  paints: (seat, setup) => seatCrews(seat, setup).map(crewPaint),
  actionWords,
  secretWords,
  resultWords: niagaraResultWords,
  caption: niagaraCaption,
  tutorial: niagaraTutorial,
  refusals: NIAGARA_REFUSALS,
  table: () => Promise.all([import('./table'), import('../table/GameTable')]).then(([m, k]) => k.kitScreen(m.niagaraTable)),
  ahead: () => import('../../scenes/niagara/prepare').then((m) => m.ahead),
};
