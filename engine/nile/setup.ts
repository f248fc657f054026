import { RuleError } from '../core/errors';
import { resolveOptions } from '../core/options';
import { createRng, randInt, shuffle } from '../core/rng';
import { zeros } from '../core/zeros';
import { CARD_TYPES, CROP_COUNT, FIRST_SPEC, FR_SMALL_GAME_REMOVAL, LOCUST, NILE_DECK, fullComposition } from './material/cards';
import { nileOptionSchema, type NileOptions } from './options';
import { startTurn } from './rules/turn';
import type { NileState } from './state';
import type { NileEvent } from './events';

export const NILE_PLAYERS = { min: 2, max: 5 };

/** Spec §3: 5 cards each from the 90 non-locust cards, then the locust shuffled into the rest; a random first player. */
export function nileSetup(p: { players: number; seed: string; options?: Partial<NileOptions> }): NileState {
  const { players, seed } = p;
  if (!Number.isInteger(players) || players < NILE_PLAYERS.min || players > NILE_PLAYERS.max) {
    throw new RuleError('BAD_SETUP', `NILE is for 2 to 5 players, got ${String(players)}`);
  }
  if (typeof seed !== 'string') throw new RuleError('BAD_SETUP', 'seed must be a string');
  const options = resolveOptions(nileOptionSchema, p.options);
  if (options.payoutFlat3 && options.payoutPerSymbol) {
    throw new RuleError('BAD_OPTION', 'options "payoutFlat3" and "payoutPerSymbol" cannot both be on', { option: 'payoutPerSymbol' });
  }
  if (options.firstPlayer !== null && options.firstPlayer >= players) {
    throw new RuleError('BAD_OPTION', `option "firstPlayer" must be a seat from 0 to ${players - 1}, got ${options.firstPlayer}`, { option: 'firstPlayer' });
  }
  const rng = createRng(seed);
  const counts = fullComposition();
  const removed = zeros(CARD_TYPES);
  const small = options.frSmallGame ? FR_SMALL_GAME_REMOVAL[players] : undefined;
  if (small) {
    for (let k = 0; k < CROP_COUNT; k++) {
      counts[k]! -= small.perCrop;
      removed[k] = small.perCrop;
    }
    const specs: number[] = [];
    for (let c = FIRST_SPEC; c < LOCUST; c++) for (let n = 0; n < counts[c]!; n++) specs.push(c);
    shuffle(rng, specs);
    for (const c of specs.slice(0, small.speculations)) {
      counts[c]!--;
      removed[c]!++;
    }
  }
  const locusts = counts[LOCUST]!;
  counts[LOCUST] = 0;
  const pool: number[] = [];
  for (let c = 0; c < CARD_TYPES; c++) for (let n = 0; n < counts[c]!; n++) pool.push(c);
  shuffle(rng, pool);
  const hands: number[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const h = zeros(CARD_TYPES);
    for (let i = 0; i < NILE_DECK.handSize; i++) h[pool.pop()!]!++;
    hands.push(h);
  }
  for (let i = 0; i < locusts; i++) pool.push(LOCUST);
  shuffle(rng, pool);
  const zero5 = (): number[] => zeros(CROP_COUNT);
  const s: NileState = {
    game: 'nile',
    players,
    options,
    rng,
    deck: pool,
    discard: zeros(CARD_TYPES),
    floodPile: zeros(CARD_TYPES),
    currentFlood: -1,
    floodOnPile: false,
    reshufflesLeft: players - 1,
    removed,
    hands,
    storage: Array.from({ length: players }, zero5),
    fields: Array.from({ length: players }, zero5),
    specs: Array.from({ length: players }, () => []),
    active: 0,
    turn: 0,
    lastCardDrawn: false,
    over: false,
    locustStrikes: 0,
  };
  const first = options.firstPlayer ?? randInt(rng, players);
  // No flood before the first turn (§3.6): the first player's own Flood step flips the first card.
  const ev: NileEvent[] = [];
  startTurn(s, first, ev);
  return s;
}
