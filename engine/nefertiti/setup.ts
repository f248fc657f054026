import { RuleError } from '../core/errors';
import { resolveOptions } from '../core/options';
import { createRng, randInt, shuffle, type RngState } from '../core/rng';
import { DEFAULT_DATA } from './material/default-data';
import { tables } from './material/compile';
import { parseData, type NefertitiData, type PlayerCountData } from './material/schema';
import { nefertitiOptionSchema, type NefertitiOptions } from './options';
import { refill } from './rules/rotation';
import { AKH, EMPTY, type MarketState, type NefertitiState } from './state';

export const NEFERTITI_PLAYERS = { min: 2, max: 5 };

/** Player-count rules of the data set (spec §3.2–3.6), or BAD_SETUP naming the missing field. */
export function playerCount(data: NefertitiData, players: number): PlayerCountData {
  const pc = data.playerCounts[String(players) as '2' | '3' | '4' | '5'];
  if (!pc) throw new RuleError('BAD_SETUP', `Nefertiti data set field "data.playerCounts.${players}" is missing`, { field: `data.playerCounts.${players}` });
  return pc;
}

/** The expansion's pieces are in use (its 2 extra seals and 7 Deben): 2 or 5 players, Memphis or its characters. */
function expansionInUse(players: number, o: NefertitiOptions): boolean {
  return players === 2 || players === 5 || o.memphis || o.characters !== 'base';
}

/** Gift cards in the game per card index (spec §3, §6.1): base deck, player-count changes, Memphis changes. */
export function composition(data: NefertitiData, players: number, memphis: boolean): number[] {
  const t = tables(data);
  const counts = new Array<number>(t.cardIds.length).fill(0);
  const add = (rec: Record<string, number>, k: number, where: string) => {
    for (const [id, n] of Object.entries(rec)) {
      const i = t.cardIndex.get(id)!;
      counts[i]! += k * n;
      if (counts[i]! < 0) throw new RuleError('BAD_SETUP', `Nefertiti data set field "data.${where}.${id}": removes more "${id}" cards than the deck has`, { field: `data.${where}.${id}` });
    }
  };
  add(data.deck, 1, 'deck');
  const pc = playerCount(data, players);
  add(pc.addCards, 1, `playerCounts.${players}.addCards`);
  add(pc.removeCards, -1, `playerCounts.${players}.removeCards`);
  if (memphis) {
    add(data.memphis.removeCards, -1, 'memphis.removeCards');
    add(data.memphis.addCards, 1, 'memphis.addCards');
    add(data.memphis.perPlayerCards, players, 'memphis.perPlayerCards');
  }
  return counts;
}

/** Characters on display (spec §3.1 step 5, §3.7): Scribes and Merchants always, plus the base set, a draw or a scenario. */
function displayCharacters(data: NefertitiData, players: number, o: NefertitiOptions, rng: RngState): number[] {
  const t = tables(data);
  const counts = new Array<number>(data.characters.length).fill(0);
  const usable = (i: number) => !(o.vizierEffect === 'removed' && data.characters[i]!.effect === 'vizier');
  data.characters.forEach((c, i) => {
    if (c.always || (o.characters === 'base' && c.set === 'base')) counts[i] = c.copies;
  });
  if (o.characters === 'random') {
    const pool: number[] = [];
    data.characters.forEach((c, i) => {
      if (!c.always && usable(i)) for (let k = 0; k < c.copies; k++) pool.push(i);
    });
    shuffle(rng, pool);
    for (const i of pool.slice(0, data.characterDraw)) counts[i]!++;
  } else if (o.characters !== 'base') {
    for (const id of data.scenarios[o.characters] ?? []) counts[t.charIndex.get(id)!]!++;
  }
  for (let i = 0; i < counts.length; i++) if (!usable(i)) counts[i] = 0;
  for (const [id, n] of Object.entries(playerCount(data, players).removeCharacters)) {
    const i = t.charIndex.get(id)!;
    counts[i] = Math.max(0, counts[i]! - n);
  }
  return counts;
}

/**
 * Spec §3: reserves with 1 Deben, Louqsor closed, characters out, servants, the gift deck with Akhenaton among the last
 * `akhenatonDepth` cards, 4 gifts (and a seal) on each open market, foreign gifts to Memphis, a random first player
 * and the starting Deben in turn order. A replacement data set is given as `options.data` and validated.
 */
export function nefertitiSetup(p: { players: number; seed: string; options?: Partial<NefertitiOptions> }): NefertitiState {
  const { players, seed } = p;
  if (!Number.isInteger(players) || players < NEFERTITI_PLAYERS.min || players > NEFERTITI_PLAYERS.max) {
    throw new RuleError('BAD_SETUP', `Nefertiti is for 2 to 5 players, got ${String(players)}`);
  }
  if (typeof seed !== 'string') throw new RuleError('BAD_SETUP', 'seed must be a string');
  const raw = p.options;
  let rest: unknown = raw;
  let rawData: unknown;
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'data' in raw) {
    const { data, ...others } = raw as Record<string, unknown>;
    rawData = data;
    rest = others;
  }
  const options = resolveOptions(nefertitiOptionSchema, rest);
  const data = rawData === undefined || rawData === null ? DEFAULT_DATA : parseData(rawData);
  const pc = playerCount(data, players);
  if (pc.memphis === 'required') {
    if ((rest as Record<string, unknown> | undefined)?.memphis === false) {
      throw new RuleError('BAD_OPTION', `option "memphis" cannot be off with ${players} players (the Memphis port is required)`, { option: 'memphis' });
    }
    options.memphis = true;
  }
  if (options.firstPlayer !== null && options.firstPlayer >= players) {
    throw new RuleError('BAD_OPTION', `option "firstPlayer" must be a seat from 0 to ${players - 1}, got ${options.firstPlayer}`, { option: 'firstPlayer' });
  }
  const t = tables(data);
  const expansion = expansionInUse(players, options);
  const rng = createRng(seed);

  // Step 7: shuffle, then Akhenaton among the last cards (the deck's top is its last element).
  const counts = composition(data, players, options.memphis);
  const cards: number[] = [];
  counts.forEach((n, c) => {
    for (let k = 0; k < n; k++) cards.push(c);
  });
  shuffle(rng, cards);
  const bottom = cards.splice(cards.length - Math.min(data.akhenatonDepth - 1, cards.length));
  bottom.push(AKH);
  shuffle(rng, bottom);
  const deck = [...bottom, ...cards];

  const markets: MarketState[] = data.markets.map((m) => ({
    open: m.id !== data.closedAtStart,
    stall: options.reservePlacement === 'printed' ? m.printedActiveStall : randInt(rng, 2),
    reserve: data.reserveStart,
    slots: new Array<number>(t.slots).fill(EMPTY),
    down: 0,
    seal: false,
    bidSpace: [],
    bidPiece: [],
  }));
  const characters = displayCharacters(data, players, options, rng);
  const first = options.firstPlayer ?? randInt(rng, players);
  const sealTotal = data.seals.base + (expansion ? data.seals.expansion : 0);
  const s: NefertitiState = {
    game: 'nefertiti',
    players,
    options,
    data,
    rng,
    deck,
    markets,
    memphis: options.memphis ? { reserve: data.memphis.reserveStart, cards: [], bidSpace: [], bidPiece: [], closed: false } : null,
    closed: t.locIndex.get(data.closedAtStart)!,
    akhenaton: -1,
    ps: Array.from({ length: players }, (_, seat) => ({
      money: pc.startingDeben[(seat - first + players) % players]!,
      servants: pc.servants,
      collectors: players === 2 ? pc.collectors : 0,
      seals: 0,
      score: 0,
      gifts: new Array<number>(t.cardIds.length).fill(0),
      priestOfAmun: false,
      royalScribe: false,
    })),
    neutral: players === 2 && pc.collectors > 0 ? new Array<number>(t.cardIds.length).fill(0) : null,
    characters,
    sealSupply: sealTotal,
    sealsOut: 0,
    debenOut: 0,
    removed: new Array<number>(t.cardIds.length).fill(0),
    wtGone: false,
    debenTotal: 0,
    sealTotal,
    active: first,
    turn: 1,
    passes: 0,
    tasks: [],
    decision: { k: 'turn', seat: first, char: false, hp: false },
    over: false,
    endReason: null,
    final: null,
  };
  // The money is a closed economy: starting purses and reserves must fit in the coins of the box.
  let deben = markets.length * data.reserveStart + (s.memphis ? s.memphis.reserve : 0);
  for (const pl of s.ps) deben += pl.money;
  const coins = data.coins.base + (expansion ? data.coins.expansion : 0);
  if (deben > coins) {
    throw new RuleError('BAD_SETUP', `Nefertiti data set field "data.coins": ${deben} Deben are needed at setup but the box has ${coins}`, { field: 'data.coins' });
  }
  s.debenTotal = deben;
  for (let m = 0; m < markets.length; m++) {
    if (!markets[m]!.open) continue;
    if (refill(s, m, null).akhenaton) {
      throw new RuleError('BAD_SETUP', 'Nefertiti data set field "data.deck": too few gifts to fill the open markets before Akhenaton', { field: 'data.deck' });
    }
  }
  return s;
}
