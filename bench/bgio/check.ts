/**
 * `npm run bench:bgio -- --check`: the boardgame.io port plays the same games as engine/nile. Both get the same
 * randomness (the port's Chance is engine/nile's RNG seeded alike, so every shuffle and the first player agree) and
 * the same choices (engine/ai/random.ts over the engine's legal list). After every step the port's legal moves must
 * equal the engine's legal actions (same payloads, same order) and its G the engine's state, zone by zone; at the end
 * the same scores and winners. Prints {check, games, steps, mismatches}; exits 1 at the first difference.
 */
import { randomBot } from '../../engine/ai';
import { createRng, randInt, shuffle } from '../../engine/core/rng';
import { nile, type NileAction, type NileState } from '../../engine/nile';
import type { State } from 'boardgame.io';
import { bgioMatch } from './play';
import type { Move } from './nile/legal';
import type { Chance, NileG } from './nile/rules';

let chance: Chance | null = null;
const match = bgioMatch(() => chance!);

const asMove = (a: NileAction): Move => {
  const { type, ...payload } = a;
  const args = Object.values(payload);
  return { move: type, args };
};

/** The zones both engines keep, as JSON (the port's G lacks only the engine's options, RNG and event-only fields). */
function zones(s: NileState | NileG, turn: number, active: number, over: boolean): string {
  const { deck, discard, floodPile, currentFlood, floodOnPile, reshufflesLeft, hands, storage, fields, specs, locustStrikes } = s;
  return JSON.stringify({ deck, discard, floodPile, currentFlood, floodOnPile, reshufflesLeft, hands, storage, fields, specs, locustStrikes, turn, active, over });
}

const portZones = (b: State<NileG>): string => zones(b.G, b.ctx.turn, Number(b.ctx.currentPlayer), b.ctx.gameover !== undefined);
const engineZones = (s: NileState): string => zones(s, s.turn, s.active, s.over);

/** One game on both; returns its number of steps, or throws naming the first difference. */
export function checkGame(seed: string, players: number): number {
  const rng = createRng(seed);
  chance = { shuffle: (cards) => shuffle(rng, cards.slice()), below: (n) => randInt(rng, n) };
  let s = nile.setup({ players, seed });
  let b = match.start(seed, players);
  const botRng = createRng(`${seed}/bots`);
  for (let step = 0; ; step++) {
    const where = `${seed} (${players} players), step ${step}`;
    if (engineZones(s) !== portZones(b)) throw new Error(`${where}: states differ\n engine ${engineZones(s)}\n bgio   ${portZones(b)}`);
    if (s.over) {
      const want = nile.outcome(s)!;
      const got = b.ctx.gameover as { scores: number[]; winners: number[] };
      if (JSON.stringify([want.scores, want.winners]) !== JSON.stringify([got.scores, got.winners])) throw new Error(`${where}: results differ`);
      return step;
    }
    const legal = nile.legalActions(s, s.active);
    if (JSON.stringify(legal.map(asMove)) !== JSON.stringify(match.moves(b))) throw new Error(`${where}: legal moves differ`);
    const a = randomBot({ game: nile, view: null, seat: s.active, legal, rng: botRng, players }) as NileAction;
    s = nile.apply(s, s.active, a).state;
    b = match.play(b, asMove(a));
  }
}

export function checkAll(games: number): { check: string; games: number; steps: number; mismatches: number } {
  let steps = 0;
  for (let i = 0; i < games; i++) steps += checkGame(`check-${i}`, 2 + (i % 4));
  return { check: 'nile vs boardgame.io port', games, steps, mismatches: 0 };
}
