import { countOrNull, flag, type OptionPreset, type OptionSchema, type OptionsFrom } from '../core/options';

/** Every named variant of spec §11/§13, plus the ASSUMPTIONs that are behaviour choices. All default to the spec. */
export type NileOptions = OptionsFrom<typeof nileOptionSchema>;

/** The one source of truth for NILE options: keys, defaults, limits and the new-game screen's texts. */
export const nileOptionSchema = {
  noLocustReplacement: flag(false, { variant: 'NO_LOCUST_REPLACEMENT', label: 'Locust counts as a drawn card', help: 'A locust drawn into a hand is not replaced: you get one card fewer (Japanese BGA wiki).' }),
  bgaFloodBurn: flag(false, { variant: 'BGA_FLOOD_BURN', label: 'Burn a card after a flood locust', help: 'When the locust is flipped as the flood, one extra card is burned face down onto the flood pile (BGA quirk); a locust met there is announced and another card burned.' }),
  tradeCropsOnly: flag(false, { variant: 'TRADE_CROPS_ONLY', label: 'Trade with crops only', help: 'Market and Offering may be paid with crop cards only, not speculation cards.' }),
  specIgnoresFlood: flag(false, { variant: 'SPEC_IGNORES_FLOOD', label: 'Flood does not block speculation', help: 'Speculation cards showing a flooded crop may still be played.' }),
  discardOnlyRebuild: flag(false, { variant: 'DISCARD_ONLY_REBUILD', label: 'Rebuild from discards only', help: 'A new deck is shuffled from the discard pile alone; the flood pile stays out (not recommended).' }),
  replayOnFullTie: flag(false, { variant: 'REPLAY_ON_FULL_TIE', label: 'Full tie: nobody wins', help: 'Players tied on all five piles for first place do not share the win; the rulebook says play again.' }),
  frSmallGame: flag(false, { variant: 'FR_SMALL_GAME', label: 'Smaller deck for 2–3 players', help: '2 players: remove 2 of each crop and 5 random speculations; 3 players: remove 1 of each crop.' }),
  payoutFlat3: flag(false, { variant: 'PAYOUT_FLAT_3', label: 'Speculation pays 3 in total', help: 'A successful speculation pays 3 cards however many of your cards succeed (not recommended).' }),
  payoutPerSymbol: flag(false, { variant: 'PAYOUT_PER_SYMBOL', label: 'Speculation pays per symbol', help: 'Pay 3 cards per matching crop symbol instead of per successful card (same result with unique pairs).' }),
  lazyRebuild: flag(false, { variant: 'LAZY_REBUILD', label: 'Rebuild only when a card is needed', help: 'The empty deck is rebuilt when the next card is drawn, not as soon as it runs out.' }),
  keepCurrentFlood: flag(false, { variant: 'KEEP_CURRENT_FLOOD', label: 'Keep the current flood card out of rebuilds', help: 'The top flood card stays in place when the deck is rebuilt.' }),
  endImmediately: flag(false, { variant: 'END_IMMEDIATELY', label: 'Final flood does not harvest', help: 'The game ends the moment the last card is drawn, without its harvest (BGA before 2022).' }),
  bgaPayoutEndsGame: flag(false, { variant: 'BGA_PAYOUT_ENDS_GAME', label: 'Final payout skips the harvest', help: 'If the last card is drawn during a speculation payout, the game ends without that flood’s harvest (BGA).' }),
  hidePileSizes: flag(false, { variant: 'HIDE_PILE_SIZES', label: 'Hide hand and storage sizes', help: 'Other players’ hand and storage sizes are hidden, as on BGA by default.' }),
  bgaDiscardBeforePayout: flag(false, { variant: 'BGA_DISCARD_BEFORE_PAYOUT', label: 'Discard a winning speculation before its payout', help: 'A successful speculation card goes to the discard pile before its payout is drawn, so a rebuild during the payout shuffles it in (BGA).' }),
  bgaLocustAfterBurn: flag(false, { variant: 'BGA_LOCUST_AFTER_BURN', label: 'Flood locust strikes after the burn', help: 'With the burned card: a locust flipped as the flood strikes only after the burned card is drawn (and any rebuild it causes), once however many locusts that draw met (BGA).' }),
  bgaEndBeforeLocust: flag(false, { variant: 'BGA_END_BEFORE_LOCUST', label: 'No locust strike in the final draw', help: 'A locust drawn into a hand by the draw that takes the last card of the game never strikes: the game ends first (BGA).' }),
  hideTradePayment: flag(false, { variant: 'HIDE_TRADE_PAYMENT', label: 'Hide the cards paid in trades', help: 'Only the payer sees which cards paid for a Market or Offering and whether they came from hand or storage (BGA).' }),
  /** null = chosen at random from the seed (spec §3 DEFAULT). */
  firstPlayer: countOrNull(0, 4, null, { label: 'First player', help: 'Seat that takes the first turn; empty for a random choice.' }),
} satisfies OptionSchema;

export const nilePresets: OptionPreset<NileOptions>[] = [
  {
    id: 'bga', label: 'Board Game Arena parity',
    help: 'The BGA behaviours listed in the spec: burned card after a flood locust (the locust strikes after it), a final payout skips its harvest, a winning speculation is discarded before its payout, no locust strike in the final draw, hidden pile sizes and hidden trade payments.',
    values: {
      bgaFloodBurn: true, bgaLocustAfterBurn: true, bgaPayoutEndsGame: true, bgaDiscardBeforePayout: true, bgaEndBeforeLocust: true,
      hidePileSizes: true, hideTradePayment: true, lazyRebuild: false, keepCurrentFlood: false, noLocustReplacement: false,
    },
  },
  { id: 'rulebook', label: 'French rulebook', help: 'The printed rules: full ties are replayed, and the smaller deck for 2–3 players.', values: { replayOnFullTie: true, frSmallGame: true } },
];
