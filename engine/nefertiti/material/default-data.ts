import { deepFreeze, type NefertitiData, type SpaceData, type SpaceSymbol } from './schema';

/**
 * The reconstructed Nefertiti data set, from the game's rules specification. Values marked RECONSTRUCTED are the spec's
 * placeholders for printed data that could not be found; the rest is confirmed by the spec's sources.
 */

type Cell = number | [number, SpaceSymbol];

/** One row of spaces, left to right. */
const row = (cells: Cell[], r = 0): SpaceData[] =>
  cells.map((c, col) => (typeof c === 'number' ? { value: c, symbol: 'none', row: r, col } : { value: c[0], symbol: c[1], row: r, col }));

/** A grid of rows, top to bottom. */
const grid = (rows: Cell[][]): SpaceData[] => rows.flatMap((cells, r) => row(cells, r));

export const DEFAULT_DATA: NefertitiData = deepFreeze({
  name: 'Nefertiti (Matagot 2008) with the Memphis expansion, reconstructed board values (spec §5.2, §6.2)',
  // Along the Nile, north to south; "clockwise" order of the immediate end variant (ASSUMPTION).
  markets: [
    {
      id: 'gizeh',
      name: 'Gizeh',
      stalls: [
        // RECONSTRUCTED values and rule (spec §5.2 placeholder).
        { name: 'Gizeh left', spaces: row([0, [1, 'coin'], 2, 3, 4, 5, 6, 8]), closing: { rule: 'line', n: 3 } },
        // Rule CONFIRMED (seed, S6): 3 colours or 4 servants; values RECONSTRUCTED.
        {
          name: 'Gizeh right',
          spaces: row([1, [2, 'coin'], 3, 4, 5, 6, 7, [9, 'singleGift']]),
          closing: { rule: 'any', of: [{ rule: 'colours', n: 3 }, { rule: 'count', n: 4 }] },
        },
      ],
      printedActiveStall: 0, // RECONSTRUCTED
    },
    {
      id: 'akhetaton',
      name: 'Akhet-Aton',
      stalls: [
        { name: 'Akhet-Aton left', spaces: row([0, 1, [2, 'coin'], 3, 4, 5, 6, 7, 10]), closing: { rule: 'line', n: 4 } },
        {
          name: 'Akhet-Aton right',
          spaces: grid([[2, 5, [9, 'extraGift']], [[1, 'coin'], 4, 7], [0, 3, 6]]),
          closing: { rule: 'diagonal', n: 3 },
        },
      ],
      printedActiveStall: 0,
    },
    {
      id: 'louqsor',
      name: 'Louqsor',
      stalls: [
        { name: 'Louqsor left', spaces: row([0, [1, 'coin'], 2, 3, 4, 5, 6, 7, 8]), closing: { rule: 'count', n: 5 } },
        // Stand-in for the unknown dice rule (spec §10 Q3).
        { name: 'Louqsor right', spaces: row([0, 1, [2, 'coin'], 3, 4, 6, 8, 11]), closing: { rule: 'die', sides: 6 } },
      ],
      printedActiveStall: 0,
    },
    {
      id: 'abousimbel',
      name: 'Abou Simbel',
      stalls: [
        // Rule REPORTED (S10: bids total more than 17); side and values RECONSTRUCTED.
        { name: 'Abou Simbel left', spaces: row([1, 2, [3, 'coin'], 4, 5, 6, 8, 10]), closing: { rule: 'sumAbove', total: 17 } },
        {
          name: 'Abou Simbel right',
          spaces: row([0, [1, 'coin'], 2, 3, 4, 5, [7, 'extraGift'], [12, 'singleGift']]),
          closing: { rule: 'any', of: [{ rule: 'spaceTaken', space: 7 }, { rule: 'count', n: 4 }] },
        },
      ],
      printedActiveStall: 0,
    },
  ],
  closedAtStart: 'louqsor',
  reserveStart: 1,
  lowerSlots: 3,
  memphis: {
    spaces: row([0, 1, 2, 3, 4, 5, 6, 8]), // RECONSTRUCTED (spec §10 Q18)
    reserveStart: 1,
    allocationThreshold: 4,
    removeCards: { goldsmith: 1, necklace: 1, statuette: 2, mirror: 2, harp: 2, chair: 2 },
    addCards: {
      harpF1: 1, harpF2: 1, chairF1: 1, chairF2: 1, mirrorF1: 1, mirrorF2: 1,
      statuetteF1: 1, statuetteF2: 1, necklaceF1: 1, goldsmithF1: 1,
    },
    perPlayerCards: { papyrus: 1 },
  },
  // Symbol meanings (spec §5.2): the coin is REPORTED; +1 gift and single gift as the spec reads them (ASSUMPTION).
  symbolEffects: {
    none: { coins: 0, topLower: 2, topUpperExtra: 0, laterBuys: 1 },
    coin: { coins: 1, topLower: 2, topUpperExtra: 0, laterBuys: 1 },
    extraGift: { coins: 0, topLower: 3, topUpperExtra: 1, laterBuys: 2 },
    singleGift: { coins: 0, topLower: 1, topUpperExtra: 0, laterBuys: 1 },
  },
  // Prices by owners: RECONSTRUCTED except Chair 1→9, 2→7 and Statuette 2→8 (seed examples), Papyrus 4, Cup 9.
  giftTypes: [
    { id: 'senet', name: 'Senet', prices: [8, 6, 4, 2, 1], maxValue: 8, sealOnTake: false },
    { id: 'harp', name: 'Harp', prices: [9, 7, 5, 3, 1], maxValue: 9, sealOnTake: false },
    { id: 'chair', name: 'Chair', prices: [9, 7, 5, 3, 1], maxValue: 9, sealOnTake: false },
    { id: 'mirror', name: 'Mirror', prices: [10, 8, 6, 4, 2], maxValue: 10, sealOnTake: false },
    { id: 'statuette', name: 'Statuette', prices: [10, 8, 6, 4, 2], maxValue: 10, sealOnTake: false },
    { id: 'necklace', name: 'Necklace', prices: [11, 9, 7, 5, 3], maxValue: 11, sealOnTake: false },
    { id: 'goldsmith', name: 'Goldsmith work', prices: [11, 9, 7, 5, 3], maxValue: 11, sealOnTake: false },
    { id: 'papyrus', name: 'Papyrus', prices: [4], maxValue: 4, sealOnTake: true },
    { id: 'cup', name: 'Cup', prices: [9], maxValue: 9, sealOnTake: false },
  ],
  cards: [
    { id: 'senet', name: 'Senet', type: 'senet', units: 1, foreign: false, bonus: 0 },
    { id: 'senet2', name: 'Double Senet', type: 'senet', units: 2, foreign: false, bonus: 0 },
    { id: 'harp', name: 'Harp', type: 'harp', units: 1, foreign: false, bonus: 0 },
    { id: 'chair', name: 'Chair', type: 'chair', units: 1, foreign: false, bonus: 0 },
    { id: 'mirror', name: 'Mirror', type: 'mirror', units: 1, foreign: false, bonus: 0 },
    { id: 'statuette', name: 'Statuette', type: 'statuette', units: 1, foreign: false, bonus: 0 },
    { id: 'necklace', name: 'Necklace', type: 'necklace', units: 1, foreign: false, bonus: 0 },
    { id: 'goldsmith', name: 'Goldsmith work', type: 'goldsmith', units: 1, foreign: false, bonus: 0 },
    // Foreign bonuses: +1/+2 pairs per the seed; the lone Necklace and Goldsmith are +1 (ASSUMPTION, spec Q19).
    { id: 'harpF1', name: 'Foreign harp +1', type: 'harp', units: 1, foreign: true, bonus: 1 },
    { id: 'harpF2', name: 'Foreign harp +2', type: 'harp', units: 1, foreign: true, bonus: 2 },
    { id: 'chairF1', name: 'Foreign chair +1', type: 'chair', units: 1, foreign: true, bonus: 1 },
    { id: 'chairF2', name: 'Foreign chair +2', type: 'chair', units: 1, foreign: true, bonus: 2 },
    { id: 'mirrorF1', name: 'Foreign mirror +1', type: 'mirror', units: 1, foreign: true, bonus: 1 },
    { id: 'mirrorF2', name: 'Foreign mirror +2', type: 'mirror', units: 1, foreign: true, bonus: 2 },
    { id: 'statuetteF1', name: 'Foreign statuette +1', type: 'statuette', units: 1, foreign: true, bonus: 1 },
    { id: 'statuetteF2', name: 'Foreign statuette +2', type: 'statuette', units: 1, foreign: true, bonus: 2 },
    { id: 'necklaceF1', name: 'Foreign necklace +1', type: 'necklace', units: 1, foreign: true, bonus: 1 },
    { id: 'goldsmithF1', name: 'Foreign goldsmith work +1', type: 'goldsmith', units: 1, foreign: true, bonus: 1 },
    { id: 'papyrus', name: 'Papyrus', type: 'papyrus', units: 1, foreign: false, bonus: 0 },
    { id: 'cup', name: 'Cup', type: 'cup', units: 1, foreign: false, bonus: 0 },
  ],
  deck: { senet: 5, senet2: 3, harp: 8, chair: 8, mirror: 6, statuette: 6, necklace: 5, goldsmith: 5 },
  akhenatonDepth: 5,
  characters: [
    { id: 'scribe3', name: 'Scribe +3', effect: 'scribe', copies: 1, set: 'base', always: true, params: { bonus: 3 } },
    { id: 'scribe2', name: 'Scribe +2', effect: 'scribe', copies: 2, set: 'base', always: true, params: { bonus: 2 } },
    // 4 Merchants by subtraction (spec §7.1, Q8).
    { id: 'merchant', name: 'Merchant', effect: 'merchant', copies: 4, set: 'base', always: true, params: {} },
    { id: 'royalServant', name: 'Royal Servant', effect: 'royalServant', copies: 2, set: 'base', always: false, params: {} },
    { id: 'thief', name: 'Thief', effect: 'thief', copies: 1, set: 'base', always: false, params: {} },
    { id: 'treasurer', name: 'Treasurer', effect: 'treasurer', copies: 1, set: 'base', always: false, params: { amount: 2 } }, // Q9
    { id: 'highPriest', name: 'High Priest', effect: 'highPriest', copies: 1, set: 'base', always: false, params: { servants: 2 } },
    // Points by gift types owned: the designer's "about 6 with three, about 9 with four or five" (docs/rules-notes.md).
    { id: 'vizier', name: 'Vizier', effect: 'vizier', copies: 1, set: 'base', always: false, params: { byTypes: [0, 0, 3, 6, 9, 9, 12] } },
    { id: 'oracle', name: 'Oracle', effect: 'oracle', copies: 1, set: 'expansion', always: false, params: { cards: 5 } },
    { id: 'beggar', name: 'Beggar', effect: 'beggar', copies: 1, set: 'expansion', always: false, params: { amount: 1 } },
    { id: 'merchantOfAmun', name: 'Merchant of Amun', effect: 'merchantOfAmun', copies: 1, set: 'expansion', always: false, params: { points: 8 } },
    {
      id: 'priestOfAmun', name: 'Priest of Amun', effect: 'priestOfAmun', copies: 1, set: 'expansion', always: false,
      params: { bonusByRank: [0, 6, 9, 12, 15] },
    },
    { id: 'royalScribe', name: 'Royal Scribe', effect: 'royalScribe', copies: 1, set: 'expansion', always: false, params: { bonus: 1 } },
    { id: 'wanderingThief', name: 'Wandering Thief', effect: 'wanderingThief', copies: 1, set: 'expansion', always: false, params: {} },
    { id: 'trader', name: 'Trader', effect: 'trader', copies: 1, set: 'expansion', always: false, params: { exchanges: 2 } },
  ],
  characterDraw: 6,
  scenarios: {
    curseOfAmun: ['priestOfAmun', 'merchantOfAmun', 'vizier', 'treasurer', 'beggar', 'trader'],
    palaceIntrigues: ['royalServant', 'royalServant', 'royalScribe', 'merchantOfAmun', 'wanderingThief', 'oracle'],
    raceForTheNile: ['highPriest', 'treasurer', 'beggar', 'wanderingThief', 'thief', 'trader'],
  },
  playerCounts: {
    '2': {
      startingDeben: [10, 11], servants: 4, collectors: 2, memphis: 'optional',
      addCards: {}, removeCards: { senet: 5, senet2: 3 }, removeCharacters: { scribe3: 1, scribe2: 1 },
    },
    // 3 players: 8, 9, 9 is an ASSUMPTION (spec Q17).
    '3': { startingDeben: [8, 9, 9], servants: 4, collectors: 0, memphis: 'optional', addCards: {}, removeCards: {}, removeCharacters: { scribe2: 1 } },
    '4': { startingDeben: [8, 9, 9, 10], servants: 4, collectors: 0, memphis: 'optional', addCards: {}, removeCards: {}, removeCharacters: {} },
    '5': { startingDeben: [8, 8, 8, 9, 9], servants: 3, collectors: 0, memphis: 'required', addCards: { cup: 4 }, removeCards: {}, removeCharacters: {} },
  },
  seals: { base: 12, expansion: 2, points: 3 },
  coins: { base: 40, expansion: 7 },
});
