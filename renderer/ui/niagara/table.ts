import { NiagaraAnimator } from '../../scenes/niagara/animator';
import { NiagaraChoices, emphasisMarks } from '../../scenes/niagara/choices';
import { createNiagaraTableStore } from '../../scenes/niagara/tableStore';
import type { TableKit } from '../table/kit';
import { NiagaraBoard } from './Board';
import { niagaraFacts } from './facts';
import { niagaraHud, niagaraPrompt } from './hudParts';
import type { NiagaraKit } from './kitTypes';
import { niagaraPicks } from './picks';
import { useNiagaraModel } from './useNiagaraModel';

/** The Niagara table (the table kit's contract: ui/table/kit.ts). */
export const niagaraTable: TableKit<NiagaraKit> = {
  game: 'niagara',
  label: 'niagaraTable.scene',
  createStore: createNiagaraTableStore,
  useModel: useNiagaraModel,
  // Players along the top: in the left column they covered the side seats' cards and life ring.
  players: 'top',
  animator: ({ store, pacing, reveal, model }) => new NiagaraAnimator({ store, frames: () => model().frames, reveal, ...pacing }),
  choices: (offer) => new NiagaraChoices(offer),
  picks: niagaraPicks,
  marks: (e, choices, pick) => emphasisMarks(e.actions, e.labels, choices, pick.canoe, pick.dest),
  // The crew resolving its card; nobody's between turns (the river flowing) and while everyone chooses a card.
  acting: (d) => d.turn?.seat ?? null,
  who: (t, c) => t('niagaraTable.round', { n: c.display.round }),
  turnNote: (t, d) => t('niagaraTable.cycle', { n: d.cycleRound }),
  // The round its turn box heads with (`who`), not the card of the cycle its note counts.
  round: (d) => ({ n: d.round, unit: 'round' }),
  prompt: niagaraPrompt,
  hud: niagaraHud,
  Board: NiagaraBoard,
  // Everyone's card choice is secret: nothing of any seat's shows while the screen is handed on.
  hideDuringHandoff: true,
  facts: niagaraFacts,
};
