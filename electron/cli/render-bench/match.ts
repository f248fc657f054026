import { autoPlay } from '../../../client/auto-player';
import type { SavedSeats } from '../../../client/saved-seats';
import type { Session } from '../../../client/session';
import { createRng, pick } from '../../../engine/core/rng';
import { getGame } from '../../../engine/games';

/** A match whose seats this script holds: the page resumes seat 0 and watches while the script plays. */
export interface BenchMatch {
  saved: SavedSeats;
  players: number;
}

/**
 * What a page keeps to resume `seat` of a match this session holds (client/saved-seats): the CLIs put it in the
 * page's storage, so that Home offers the match and the page takes the seat over.
 */
export function heldSeat(session: Session, m: { id: string; code: string }, game: string, seat: number, name: string): SavedSeats {
  const held = session.feeds.get(m.id)!.held.find((h) => h.seat === seat)!;
  return { match: m.id, code: m.code, game, seats: [{ seat, token: held.token, name }], savedAt: Date.now() };
}

/** A fresh match of `game` (3 players where allowed, a fixed seed), every seat held by `session`. */
export async function benchMatch(session: Session, game: string, seed: string): Promise<BenchMatch> {
  const { min, max } = getGame(game).players;
  const players = Math.max(min, Math.min(3, max));
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'human' as const, name: `Player ${i + 1}` }));
  const m = await session.create({ game, players, seed, seats });
  for (let i = 0; i < players; i++) await session.join({ id: m.id }, i, `Player ${i + 1}`);
  return { players, saved: heldSeat(session, m, game, 0, 'Player 1') };
}

/**
 * Play every seat with seeded random legal moves, one at a time at a player's pace (`thinkMs` before each), so the
 * page animates move after move; returns a stop function.
 */
export function playMoves(session: Session, m: BenchMatch, thinkMs: number): () => void {
  const rng = createRng(`bench-render-${m.saved.match}`);
  const players = Array.from({ length: m.players }, (_, seat) => autoPlay(session, m.saved.match, seat, (s) => pick(rng, s.legal!), { thinkMs }));
  return () => players.forEach((p) => p.stop());
}
