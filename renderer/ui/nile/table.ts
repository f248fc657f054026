import { e2ePage } from '../../app/probes';
import { expandCounts } from '../../scenes/nile/model';
import { NileAnimator } from '../../scenes/nile/animator';
import { Choices, emphasisTargets } from '../../scenes/nile/choices';
import { createNileTableStore } from '../../scenes/nile/tableStore';
import type { TableKit } from '../table/kit';
import { NileBoard } from './Board';
import { nileHud, nilePrompt } from './hudParts';
import type { NileKit } from './kitTypes';
import { handOf, nilePicks, selectedCards } from './picks';
import { useNileModel } from './useNileModel';

/** The NILE table (the table kit's contract: ui/table/kit.ts). */
export const nileTable: TableKit<NileKit> = {
  game: 'nile',
  label: 'a11y.table3d',
  createStore: createNileTableStore,
  useModel: useNileModel,
  animator: ({ store, pacing, reveal, model }) => new NileAnimator({ store, frames: () => model().frames, reveal, ...pacing }),
  // The very start of a game is shown with its deal.
  start: (a, v, seq) => a.reset(v, seq, seq === 0 && v.turn === 1),
  choices: (offer) => new Choices(offer),
  picks: nilePicks,
  marks: (e, _choices, pick, { display, reveal }) => {
    const cards = handOf(display, reveal);
    return emphasisTargets(e.actions, cards, new Set(pick.hand), selectedCards(pick, cards), e.labels);
  },
  acting: (d) => d.active,
  turnNote: (t, d) => t('table.turn', { n: d.turn }),
  round: (d) => ({ n: d.turn, unit: 'turn' }),
  prompt: nilePrompt,
  hud: nileHud,
  Board: NileBoard,
  // The 3D hand's height along the screen's bottom: the HUD stands above it.
  handRoom: (c) => (c.table.reveal !== null && !c.table.handoff && c.model.handCards.length > 0 ? Math.round(c.model.cardPx * 1.4 + 10) : 0),
  facts: (c) => ({
    hand: c.table.handoff ? [] : [...c.model.handCards],
    // Tests compare what is shown with what each held seat's own view says.
    ...(e2ePage() ? { handOf: Object.fromEntries(c.table.held.map((s) => [s, expandCounts(c.table.viewOf(s)?.seats[s]?.hand)])) } : {}),
  }),
};
