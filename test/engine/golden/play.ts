import { createHash } from 'node:crypto';
import { randomBot } from '../../../engine/ai';
import { createRng } from '../../../engine/core/rng';
import type { AnyGame } from '../../../engine/core/types';

/** Plain JSON with object keys sorted, so a hash depends on values, not on the order fields were written in. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'undefined';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/**
 * One seeded random game played the way `npm run bench` plays it (randomBot, bot RNG `${seed}/bots`), hashing
 * everything a change to the engine could alter: each step's legal actions, the acting seat's and a spectator's view,
 * the action, its events (raw and as a spectator sees them), then the final state and outcome. SHA-256, 16 hex.
 * Throws if an apply changes the state it was given (apply is pure; engines may share unchanged arrays).
 */
export function goldenHash(game: AnyGame, players: number, seed: string, maxActions = 5000): string {
  const h = createHash('sha256');
  const add = (tag: string, v: unknown): void => void h.update(`${tag}${canonical(v)}\n`);
  let state: unknown = game.setup({ players, seed });
  const rng = createRng(`${seed}/bots`);
  add('setup', state);
  for (let n = 0; n < maxActions; n++) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    const seat = seats[0]!;
    const legal = game.legalActions(state, seat);
    add('legal', legal);
    add('view', game.view(state, seat));
    add('spectator', game.view(state, null));
    const action = randomBot({ game, view: null, seat, legal, rng, players });
    add('action', { seat, action });
    const before = canonical(state);
    const r = game.apply(state, seat, action);
    if (canonical(state) !== before) throw new Error(`${game.id} ${seed}: apply changed the state it was given (step ${n})`);
    add('events', r.events);
    add('public', r.events.map((e: unknown) => game.eventView(e, null)));
    state = r.state;
  }
  add('final', state);
  add('outcome', game.outcome(state));
  return h.digest('hex').slice(0, 16);
}
