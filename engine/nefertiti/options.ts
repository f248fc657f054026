import type { OptionPreset, OptionSchema } from '../core/options';

/**
 * Every named variant of the spec and every ASSUMPTION of its §10 that is a behaviour choice; all default to the spec.
 * Numbers that are printed data (stall values, prices, character strengths, starting Deben…) live in the data set
 * instead (material/default-data.ts), which `data` replaces.
 */
export interface NefertitiOptions {
  /** Memphis port and foreign gifts (always on with 5 players). */
  memphis: boolean;
  /** Which non-Scribe, non-Merchant characters are on display (spec §3.7). */
  characters: 'base' | 'random' | 'curseOfAmun' | 'palaceIntrigues' | 'raceForTheNile';
  /** Reserve tiles: random side (later games) or the printed positions (first game). */
  reservePlacement: 'random' | 'printed';
  /** null = chosen by the dice (at random from the seed). */
  firstPlayer: number | null;
  afterAkhenaton: 'closeOut' | 'immediate';
  stallAlternation: 'flip' | 'fixed';
  bidOverMoney: boolean;
  sameStallServants: boolean;
  unpaidTopBid: 'nothing' | 'half';
  laterBuyUpper: boolean;
  coinSpace: 'reserve' | 'none';
  memphisFirstBonus: boolean;
  noServantClose: 'must' | 'may';
  recycleSeals: boolean;
  debenPoints: number;
  vizierEffect: 'standIn' | 'removed';
  merchantPays: boolean;
  thiefMarkets: 'open' | 'any';
  scribeScope: 'allOfType' | 'someOfType';
  highPriestClosing: 'afterBoth' | 'afterEach';
  royalServantChooser: 'victim' | 'player';
  partialForeignBonus: 'owned' | 'scored';
  equalBids: 'earlierFirst' | 'laterFirst';
  /** A replacement data set (validated at setup); not part of the option schema. */
  data?: unknown;
}

export const nefertitiOptionSchema: OptionSchema = {
  memphis: {
    kind: 'boolean', default: false, label: 'Memphis port (expansion)',
    help: 'Adds the Memphis port, foreign gifts and Papyrus; always used with 5 players.',
  },
  characters: {
    kind: 'enum', default: 'base', label: 'Characters',
    values: [
      { value: 'base', label: 'Base game (13 cards)' },
      { value: 'random', label: 'Expansion: 6 drawn at random' },
      { value: 'curseOfAmun', label: 'Scenario: Curse of Amun' },
      { value: 'palaceIntrigues', label: 'Scenario: Palace Intrigues' },
      { value: 'raceForTheNile', label: 'Scenario: Race for the Nile' },
    ],
    help: 'Scribes and Merchants are always out; the other characters are the base set, a random draw of 6, or a scenario.',
  },
  reservePlacement: {
    kind: 'enum', default: 'random', label: 'Reserve tiles',
    values: [{ value: 'random', label: 'Random side' }, { value: 'printed', label: 'Printed positions (first game)' }],
    help: 'Which stall of each market starts active: at random (later games) or as printed on the board.',
  },
  firstPlayer: {
    kind: 'int', default: null, nullable: true, min: 0, max: 4, label: 'First player',
    help: 'Seat that takes the first turn and the smallest starting purse; empty for the dice roll.',
  },
  afterAkhenaton: {
    kind: 'enum', default: 'closeOut', variant: 'immediate', label: 'After Akhenaton is drawn',
    values: [{ value: 'closeOut', label: 'Markets close out, none reopens' }, { value: 'immediate', label: 'Resolve every open market at once' }],
    help: 'Close out: play on until the last open market closes. Immediate: resolve the open markets with servants now, then end (spec Q12).',
  },
  stallAlternation: {
    kind: 'enum', default: 'flip', label: 'Stall alternation',
    values: [{ value: 'flip', label: 'Reserve moves onto the used stall' }, { value: 'fixed', label: 'Active stall never changes' }],
    help: 'When a market closes its reserve tile covers the stall just used, so the other stall opens next time (spec Q6).',
  },
  bidOverMoney: {
    kind: 'boolean', default: false, label: 'Bid more than you hold',
    help: 'Allow a servant on a space worth more than your Deben (spec Q14; by default you may not).',
  },
  sameStallServants: {
    kind: 'boolean', default: true, label: 'Several servants on one stall',
    help: 'A player may have several servants on the same stall, each resolved on its own (spec §4.3); off: one per stall (the High Priest excepted).',
  },
  unpaidTopBid: {
    kind: 'enum', default: 'nothing', label: 'Top bidder who cannot pay',
    values: [{ value: 'nothing', label: 'Gets nothing' }, { value: 'half', label: 'Takes half the money' }],
    help: 'A top bidder short of money gets nothing (or half the reserve); the top choice passes to the next servant (spec Q14).',
  },
  laterBuyUpper: {
    kind: 'boolean', default: true, label: 'Later bidders may buy the sealed card',
    help: 'A sealed upper card left by the top bidder can be bought by a later bidder, with its seal (spec Q15).',
  },
  coinSpace: {
    kind: 'enum', default: 'reserve', label: 'Coin symbol pays from',
    values: [{ value: 'reserve', label: "The market's reserve" }, { value: 'none', label: 'Nothing (symbol ignored)' }],
    help: "The coin symbol's extra Deben comes from the market's reserve, as there is no bank (spec Q16).",
  },
  memphisFirstBonus: {
    kind: 'boolean', default: true, label: 'First-servant Deben at Memphis',
    help: 'The first servant at Memphis takes 1 Deben from its reserve, as on the markets (spec §5.4).',
  },
  noServantClose: {
    kind: 'enum', default: 'must', label: 'No servant left',
    values: [{ value: 'must', label: 'Must close a market' }, { value: 'may', label: 'May close a market or pass' }],
    help: 'A player with no servant in his supply closes a market where he has a servant (spec §4.2).',
  },
  recycleSeals: {
    kind: 'boolean', default: true, label: 'Spent seals return to the supply',
    help: 'Seals spent on characters or discarded go back to the supply for refills (spec Q20); off: they leave the game.',
  },
  debenPoints: {
    kind: 'int', default: 1, min: 0, max: 3, label: 'Prestige per Deben at the end',
    help: 'Points each remaining Deben scores in the final count (spec Q13).',
  },
  vizierEffect: {
    kind: 'enum', default: 'standIn', label: 'Vizier',
    values: [{ value: 'standIn', label: 'Stand-in effect' }, { value: 'removed', label: 'Not used' }],
    help: "Unknown effect (spec Q7). Stand-in: name a type another player owns; score its price × your cards of it.",
  },
  merchantPays: {
    kind: 'boolean', default: true, label: 'Merchant pays the difference',
    help: 'A Merchant swap for a card of higher max value costs the difference in Deben, paid to the other side (spec Q8).',
  },
  thiefMarkets: {
    kind: 'enum', default: 'open', label: 'Thief steals from',
    values: [{ value: 'open', label: 'Open markets' }, { value: 'any', label: 'Any market' }],
    help: 'Which markets the Thief may steal a gift from (spec Q10).',
  },
  scribeScope: {
    kind: 'enum', default: 'allOfType', label: 'Scribe scores',
    values: [{ value: 'allOfType', label: 'All cards of one type' }, { value: 'someOfType', label: 'Any cards of one type' }],
    help: 'A Scribe scores all your cards of one type (spec Q11), or any number of them.',
  },
  highPriestClosing: {
    kind: 'enum', default: 'afterBoth', label: 'High Priest closing check',
    values: [{ value: 'afterBoth', label: 'Once, after both servants' }, { value: 'afterEach', label: 'After each servant' }],
    help: 'When the closing rule is checked for the High Priest’s two servants (spec Q21).',
  },
  royalServantChooser: {
    kind: 'enum', default: 'victim', label: 'Royal Servant: who picks the card',
    values: [{ value: 'victim', label: 'Each victim' }, { value: 'player', label: 'The player of the card' }],
    help: 'Which card of the named type each victim discards, when it has a choice (spec Q22).',
  },
  partialForeignBonus: {
    kind: 'enum', default: 'owned', label: 'Foreign bonus in partial scoring',
    values: [{ value: 'owned', label: 'Foreign cards owned' }, { value: 'scored', label: 'Foreign cards scored' }],
    help: 'For a Royal Scribe, the foreign bonus comes from the foreign cards of the type you own, or only from those scored (spec §6.3).',
  },
  equalBids: {
    kind: 'enum', default: 'earlierFirst', label: 'Equal bids',
    values: [{ value: 'earlierFirst', label: 'Earlier servant first' }, { value: 'laterFirst', label: 'Later servant first' }],
    help: 'Order of two servants on spaces of equal value (only with a data set that has them, spec §5.3).',
  },
};

export const nefertitiPresets: OptionPreset[] = [
  {
    id: 'expansion',
    label: 'Expansion: Memphis and random characters',
    help: 'The Memphis port with foreign gifts and Papyrus, and 6 characters drawn from the base and expansion sets.',
    values: { memphis: true, characters: 'random' },
  },
  { id: 'curseOfAmun', label: 'The Curse of Amun', help: 'Expansion scenario.', values: { characters: 'curseOfAmun' } },
  { id: 'palaceIntrigues', label: 'Palace Intrigues', help: 'Expansion scenario.', values: { characters: 'palaceIntrigues' } },
  { id: 'raceForTheNile', label: 'Race for the Nile', help: 'Expansion scenario.', values: { characters: 'raceForTheNile' } },
  { id: 'firstGame', label: 'First game', help: 'Reserve tiles in their printed positions.', values: { reservePlacement: 'printed' } },
];
