import { RuleError } from '../core/errors';
import { createRng, randInt, shuffle } from '../core/rng';
import { resolveOptions } from '../core/options';
import type { BanksEvent } from './events';
import { DEFAULT_DATA } from './material/default-data';
import { coveredFields, tables } from './material/compile';
import { parseData, type BanksData } from './material/schema';
import { banksOptionSchema, type BanksOptions } from './options';
import { placeDesertCard } from './rules/deserts';
import { proceed } from './rules/flow';
import { afterStartPlayer, startDesertFields } from './rules/opening';
import type { BanksState } from './state';

export const BANKS_PLAYERS = { min: 2, max: 5 } as const;

/** Split `options.data` (a replacement data set) from the ordinary options. */
function splitOptions(raw: unknown): { rest: unknown; data: BanksData; custom: boolean } {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && Object.prototype.hasOwnProperty.call(raw, 'data')) {
    const { data, ...rest } = raw as Record<string, unknown>;
    if (data !== undefined && data !== null) return { rest, data: parseData(data), custom: true };
    return { rest, data: DEFAULT_DATA, custom: false };
  }
  return { rest: raw, data: DEFAULT_DATA, custom: false };
}

const badSetup = (field: string, msg: string): RuleError => new RuleError('BAD_SETUP', `${field}: ${msg}`, { field });

/**
 * Setup by player count (spec §4): covered rows, pawns on space 1 and the obelisk on 30, tide on FLUT, desert cards
 * (3 on the board, 2 jokers each, the rest face down), water cards dealt into two piles per player (the remainder
 * out of the game unseen), then the opening steps. A replacement data set goes in `options.data`.
 */
export function banksSetup(p: { players: number; seed: string; options?: Partial<BanksOptions> & { data?: unknown } }): BanksState {
  const n = p.players;
  if (!Number.isInteger(n) || n < BANKS_PLAYERS.min || n > BANKS_PLAYERS.max) {
    throw new RuleError('BAD_SETUP', `An den Ufern des Nils is for 2 to 5 players, not ${String(n)}`, { field: 'players' });
  }
  if (typeof p.seed !== 'string') throw new RuleError('BAD_SETUP', 'seed must be a string', { field: 'seed' });
  const { rest, data, custom } = splitOptions(p.options);
  const opts = resolveOptions(banksOptionSchema, rest);
  if (opts.firstPlayer !== null && opts.firstPlayer >= n) {
    throw new RuleError('BAD_OPTION', `option "firstPlayer" must be a seat from 0 to ${n - 1}, got ${opts.firstPlayer}`, { option: 'firstPlayer' });
  }
  const t = tables(data);
  const covered = coveredFields(t, n, opts.twoPlayerCover);
  const needDesert = data.startDeserts + opts.startingJokers * n;
  if (data.desert.length < needDesert) throw badSetup('data.desert', `expected at least ${needDesert} desert cards for ${n} players, got ${data.desert.length}`);
  if (data.water.length < 2 * n) throw badSetup('data.water', `expected at least ${2 * n} water cards for ${n} players, got ${data.water.length}`);
  let edges = 0;
  for (let f = 0; f < t.F; f++) if (t.desertEdge[f] && !covered[f]) edges++;
  if (edges < data.startDeserts) throw badSetup('data.startDeserts', `expected at most ${edges} (free desert-edge fields with ${n} players), got ${data.startDeserts}`);

  const rng = createRng(p.seed);
  const K = t.K;
  const s: BanksState = {
    game: 'banks',
    players: n,
    opts,
    data,
    customData: custom,
    rng,
    round: 0,
    step: 'startBid',
    sp: 0,
    cur: 0,
    done: 0,
    left: 0,
    tide: 0,
    tMode: 0,
    tDone: 0,
    tSwitched: false,
    covered,
    water: new Array<number>(t.F).fill(-1),
    desert: new Array<number>(t.F).fill(-1),
    fm: new Array<number>(2 * t.F).fill(-1),
    market: t.cap.map(() => []),
    supply: Array.from({ length: n * K }, (_, i) => t.kindCount[i % K]!),
    frozen: new Array<number>(n * K).fill(0),
    boat: new Array<number>(n * K).fill(0),
    lost: new Array<number>(n).fill(0),
    pawns: new Array<number>(n).fill(data.track.pawnStart),
    obelisk: data.track.obeliskStart,
    piles: [],
    wOut: [],
    wDiscard: [],
    dPile: shuffle(rng, [...data.desert.keys()]),
    dDiscard: [],
    jokers: [],
    actor: 0,
    ap: 0,
    jokersBought: 0,
    noJokers: false,
    ectx: null,
    hippo: null,
    bids: new Array<number>(n).fill(-1),
    bidRound: 0,
    payLeft: new Array<number>(n).fill(0),
    sig: '',
    idle: 0,
    over: false,
    capped: false,
    stalemate: false,
  };
  // Water: floor(W / N) each, split into two piles of about equal size; the remainder leaves the game unseen (§12.21).
  const water = shuffle(rng, [...data.water.keys()]);
  const per = Math.floor(water.length / n);
  for (let q = 0; q < n; q++) {
    const hand = water.slice(q * per, (q + 1) * per);
    const half = Math.ceil(hand.length / 2);
    s.piles.push(hand.slice(0, half), hand.slice(half));
  }
  s.wOut = water.slice(n * per);
  const ev: BanksEvent[] = [];
  if (opts.startDesert === 'random') {
    for (let i = 0; i < data.startDeserts; i++) {
      const free = startDesertFields(s, t);
      placeDesertCard(s, t, ev, free[randInt(rng, free.length)]!, 'start');
    }
  }
  for (let q = 0; q < n; q++) s.jokers.push(s.dPile.splice(s.dPile.length - opts.startingJokers, opts.startingJokers));
  if (!opts.startBidding) {
    s.sp = opts.firstPlayer ?? randInt(rng, n);
    proceed(s, t, ev, afterStartPlayer(s, t, ev));
  }
  return s;
}
