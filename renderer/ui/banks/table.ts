import { BanksAnimator } from '../../scenes/banks/animator';
import { BanksChoices } from '../../scenes/banks/choices';
import { banksEmphasisTargets } from '../../scenes/banks/emphasis';
import { createBanksTableStore } from '../../scenes/banks/tableStore';
import type { TableKit } from '../table/kit';
import { BanksBoard } from './Board';
import { banksActing, banksHud, banksPrompt } from './hudParts';
import type { BanksFacts, BanksKit } from './kitTypes';
import { banksPicks } from './picks';
import { useBanksModel } from './useBanksModel';

/** The An den Ufern des Nils table (the table kit's contract: ui/table/kit.ts). */
export const banksTable: TableKit<BanksKit> = {
  game: 'banks',
  label: 'banksTable.scene',
  createStore: createBanksTableStore,
  useModel: useBanksModel,
  animator: ({ store, pacing, reveal, model }) => new BanksAnimator({ store, layout: () => model().layout(), reveal, ...pacing }),
  choices: (offer, all) => new BanksChoices(offer, all),
  picks: banksPicks,
  marks: (e, choices, pick) => banksEmphasisTargets(e, choices, pick),
  acting: banksActing,
  // Round 0 is the set-up (start bidding, the opening water and sowing): rounds count from 1, as the rules do.
  turnNote: (t, d) => (d.round === 0 ? t('banksTable.setUp') : t('banksTable.round', { n: d.round })),
  round: (d) => (d.round === 0 ? null : { n: d.round, unit: 'round' }),
  prompt: banksPrompt,
  hud: banksHud,
  Board: BanksBoard,
  facts: (c): BanksFacts => ({
    decision: c.display.decision,
    lit: Object.fromEntries(c.choices ? c.choices.lit(c.pick) : []),
    tide: c.display.tide,
    round: c.display.round,
    pawns: c.display.pawns,
    obelisk: c.display.obelisk,
    pick: c.pick,
  }),
};
