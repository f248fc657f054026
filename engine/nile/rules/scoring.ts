import type { Outcome } from '../../core/types';
import type { NileState } from '../state';

/** Spec §10: each player's storage piles sorted ascending, zeros included; compared lexicographically. */
export const sortedPiles = (storage: readonly number[]): number[] => storage.slice().sort((a, b) => a - b);

export function comparePiles(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export function nileOutcome(s: NileState): Outcome | null {
  if (!s.over) return null;
  const piles = s.storage.map(sortedPiles);
  const places = piles.map((v) => 1 + piles.filter((w) => comparePiles(w, v) > 0).length);
  let winners = places.flatMap((p, seat) => (p === 1 ? [seat] : []));
  let note: string | undefined;
  if (winners.length > 1 && s.options.replayOnFullTie) {
    // REPLAY_ON_FULL_TIE (French rulebook): identical best piles mean no winner; play another game.
    winners = [];
    note = 'replay';
  }
  const out: Outcome = { places, scores: piles.map((v) => v[0]!), winners, tiebreak: piles };
  if (note) out.note = note;
  return out;
}
