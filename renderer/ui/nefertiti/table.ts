import { NefAnimator } from '../../scenes/nefertiti/animator';
import { NefChoices, emphasisTargets } from '../../scenes/nefertiti/choices';
import { createNefTableStore } from '../../scenes/nefertiti/tableStore';
import type { TableKit } from '../table/kit';
import { NefBoard } from './Board';
import { closingMarket, nefActing, nefHud, nefPrompt, nefWho } from './hudParts';
import type { NefKit } from './kitTypes';
import { nefPicks } from './picks';
import { useNefModel } from './useNefModel';

/** The Nefertiti table (the table kit's contract: ui/table/kit.ts). */
export const nefertitiTable: TableKit<NefKit> = {
  game: 'nefertiti',
  label: 'nefertitiTable.scene',
  createStore: createNefTableStore,
  useModel: useNefModel,
  ready: (m) => !!(m.data && m.layout),
  players: 'top',
  animator: ({ store, pacing, model }) =>
    new NefAnimator({
      store,
      layout: () => {
        const layout = model().layout;
        if (!layout) throw new Error('the Nefertiti table animates before its data set is known');
        return layout;
      },
      ...pacing,
    }),
  choices: (offer, _all, view) => new NefChoices(offer, view?.decision?.k ?? null),
  picks: nefPicks,
  marks: (e, choices) => emphasisTargets(e.actions, e.labels, choices),
  acting: nefActing,
  turnNote: (t, d) => t('nefertitiTable.turn', { n: d.turn }),
  round: (d) => ({ n: d.turn, unit: 'turn' }),
  who: nefWho,
  prompt: nefPrompt,
  hud: nefHud,
  Board: NefBoard,
  facts: (c) => ({
    decision: c.table.myView?.decision?.k ?? null,
    closing: closingMarket(c),
    closings: c.state.closings,
    scoring: !!c.state.scoring,
    legalSpaces: c.choices ? [...c.choices.spaces].sort().join(' ') : '',
  }),
};
