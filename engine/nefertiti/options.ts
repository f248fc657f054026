import { choice, count, countOrNull, flag, type OptionPreset, type OptionSchema, type OptionsFrom } from '../core/options';

/**
 * Every named variant of the spec and every ASSUMPTION of its §10 that is a behaviour choice; all default to the spec.
 * Numbers that are printed data (stall values, prices, character strengths, starting Deben…) live in the data set
 * instead (material/default-data.ts), which `data` replaces.
 */
export type NefertitiOptions = OptionsFrom<typeof nefertitiOptionSchema> & {
  /** A replacement data set (validated at setup); not part of the option schema. */
  data?: unknown;
};

/** The one source of truth for Nefertiti options: keys, defaults, limits and the new-game screen's texts. */
export const nefertitiOptionSchema = {
  /** Memphis port and foreign gifts (always on with 5 players). */
  memphis: flag(false, { label: 'Memphis port (expansion)', help: 'Adds the Memphis port, foreign gifts and Papyrus; always used with 5 players.' }),
  /** Which non-Scribe, non-Merchant characters are on display (spec §3.7). */
  characters: choice([
    ['base', 'Base game (13 cards)'], ['random', 'Expansion: 6 drawn at random'], ['curseOfAmun', 'Scenario: Curse of Amun'], ['palaceIntrigues', 'Scenario: Palace Intrigues'], ['raceForTheNile', 'Scenario: Race for the Nile'],
  ], 'base', { label: 'Characters',
    help: 'Scribes and Merchants are always out; the other characters are the base set, a random draw of 6, or a scenario.' }),
  /** Reserve tiles: random side (later games) or the printed positions (first game). */
  reservePlacement: choice([['random', 'Random side'], ['printed', 'Printed positions (first game)']], 'random', { label: 'Reserve tiles', help: 'Which stall of each market starts active: at random (later games) or as printed on the board.' }),
  /** null = chosen by the dice (at random from the seed). */
  firstPlayer: countOrNull(0, 4, null, { label: 'First player', help: 'Seat that takes the first turn and the smallest starting purse; empty for the dice roll.' }),
  afterAkhenaton: choice([['closeOut', 'Markets close out, none reopens'], ['immediate', 'Resolve every open market at once']], 'closeOut', { variant: 'immediate', label: 'After Akhenaton is drawn', help: 'Close out: play on until the last open market closes. Immediate: resolve the open markets with servants now, then end (spec Q12).' }),
  stallAlternation: choice([['flip', 'Reserve moves onto the used stall'], ['fixed', 'Active stall never changes']], 'flip', { label: 'Stall alternation', help: 'When a market closes its reserve tile covers the stall just used, so the other stall opens next time (spec Q6).' }),
  bidOverMoney: flag(false, { label: 'Bid more than you hold', help: 'Allow a servant on a space worth more than your Deben (spec Q14; by default you may not).' }),
  sameStallServants: flag(true, { label: 'Several servants on one stall', help: 'A player may have several servants on the same stall, each resolved on its own (spec §4.3); off: one per stall (the High Priest excepted).' }),
  unpaidTopBid: choice([['nothing', 'Gets nothing'], ['half', 'Takes half the money']], 'nothing', { label: 'Top bidder who cannot pay', help: 'A top bidder short of money gets nothing (or half the reserve); the top choice passes to the next servant (spec Q14).' }),
  laterBuyUpper: flag(true, { label: 'Later bidders may buy the sealed card', help: 'A sealed upper card left by the top bidder can be bought by a later bidder, with its seal (spec Q15).' }),
  coinSpace: choice([['reserve', "The market's reserve"], ['none', 'Nothing (symbol ignored)']], 'reserve', { label: 'Coin symbol pays from', help: "The coin symbol's extra Deben comes from the market's reserve, as there is no bank (spec Q16)." }),
  memphisFirstBonus: flag(true, { label: 'First-servant Deben at Memphis', help: 'The first servant at Memphis takes 1 Deben from its reserve, as on the markets (spec §5.4).' }),
  noServantClose: choice([['must', 'Must close a market'], ['may', 'May close a market or pass']], 'must', { label: 'No servant left', help: 'A player with no servant in his supply closes a market where he has a servant (spec §4.2).' }),
  recycleSeals: flag(true, { label: 'Spent seals return to the supply', help: 'Seals spent on characters or discarded go back to the supply for refills (spec Q20); off: they leave the game.' }),
  debenPoints: count(0, 3, 1, { label: 'Prestige per Deben at the end', help: 'Points each remaining Deben scores in the final count (spec Q13).' }),
  vizierEffect: choice([['variety', 'Variety of gift types'], ['standIn', 'Old stand-in'], ['removed', 'Not used']], 'variety', { label: 'Vizier',
    help: "Variety (the designer's description): score by how many gift types you own, from the card's table (about 6 for three types, 9 for four or five). Old stand-in: name a type another player owns; score its price × your cards of it (spec Q7)." }),
  merchantPays: flag(true, { label: 'Merchant pays the difference', help: 'A Merchant swap for a card of higher max value costs the difference in Deben, paid to the other side (spec Q8).' }),
  thiefMarkets: choice([['open', 'Open markets'], ['any', 'Any market']], 'open', { label: 'Thief steals from', help: 'Which markets the Thief may steal a gift from (spec Q10).' }),
  scribeScope: choice([['allOfType', 'All cards of one type'], ['someOfType', 'Any cards of one type']], 'allOfType', { label: 'Scribe scores', help: 'A Scribe scores all your cards of one type (spec Q11), or any number of them.' }),
  highPriestClosing: choice([['afterBoth', 'Once, after both servants'], ['afterEach', 'After each servant']], 'afterBoth', { label: 'High Priest closing check', help: 'When the closing rule is checked for the High Priest’s two servants (spec Q21).' }),
  royalServantChooser: choice([['victim', 'Each victim'], ['player', 'The player of the card']], 'victim', { label: 'Royal Servant: who picks the card', help: 'Which card of the named type each victim discards, when it has a choice (spec Q22).' }),
  partialForeignBonus: choice([['owned', 'Foreign cards owned'], ['scored', 'Foreign cards scored']], 'owned', { label: 'Foreign bonus in partial scoring', help: 'For a Royal Scribe, the foreign bonus comes from the foreign cards of the type you own, or only from those scored (spec §6.3).' }),
  equalBids: choice([['earlierFirst', 'Earlier servant first'], ['laterFirst', 'Later servant first']], 'earlierFirst', { label: 'Equal bids', help: 'Order of two servants on spaces of equal value (only with a data set that has them, spec §5.3).' }),
} satisfies OptionSchema;

export const nefertitiPresets: OptionPreset<NefertitiOptions>[] = [
  { id: 'expansion', label: 'Expansion: Memphis and random characters', help: 'The Memphis port with foreign gifts and Papyrus, and 6 characters drawn from the base and expansion sets.', values: { memphis: true, characters: 'random' } },
  { id: 'curseOfAmun', label: 'The Curse of Amun', help: 'Expansion scenario.', values: { characters: 'curseOfAmun' } },
  { id: 'palaceIntrigues', label: 'Palace Intrigues', help: 'Expansion scenario.', values: { characters: 'palaceIntrigues' } },
  { id: 'raceForTheNile', label: 'Race for the Nile', help: 'Expansion scenario.', values: { characters: 'raceForTheNile' } },
  { id: 'firstGame', label: 'First game', help: 'Reserve tiles in their printed positions.', values: { reservePlacement: 'printed' } },
];
