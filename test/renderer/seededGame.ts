import type { Action } from '../../engine/core/action';
import type { Game } from '../../engine/core/types';

/** One decision of a seeded game: the state, the seat that acts and its legal actions. */
export interface SeededDecision<S, A> {
  s: S;
  seat: number;
  legal: A[];
}

/**
 * The decisions of a seeded game, at most `max`, each move chosen by `choose` from the acting seat's legal actions (the
 * decision's index given, for a varied game); stops when nobody acts or `choose` gives nothing. The pick-model tests
 * take their real positions from it.
 */
export function seededDecisions<S, A extends Action>(
  game: Pick<Game<S, A, never, unknown, { type: string }>, 'toAct' | 'legalActions' | 'apply'> & { setup(p: { players: number; seed: string }): S },
  o: { players: number; seed: string; max: number },
  choose: (legal: A[], i: number) => A | undefined = (legal, i) => legal[(i * 7) % legal.length],
): SeededDecision<S, A>[] {
  let s = game.setup({ players: o.players, seed: o.seed });
  const out: SeededDecision<S, A>[] = [];
  for (let i = 0; i < o.max; i++) {
    const [seat] = game.toAct(s);
    if (seat === undefined) break;
    const legal = game.legalActions(s, seat);
    out.push({ s, seat, legal });
    const pick = choose(legal, i);
    if (pick === undefined) break;
    s = game.apply(s, seat, pick).state;
  }
  return out;
}

/** `x`, which the seeded game must have; else the test fails naming what it lacked. */
export function must<X>(x: X | null | undefined, what: string): X {
  if (x === null || x === undefined) throw new Error(`the seeded game has no ${what}`);
  return x;
}
