import type { Outcome } from '../../core/types';
import { CROPS, CROP_COUNT, type CropId } from '../material/cards';
import type { NileState } from '../state';

/** Spec §10: each player's storage piles sorted ascending, zeros included; compared lexicographically. */
const sortedPiles = (storage: readonly number[]): number[] => storage.slice().sort((a, b) => a - b);

function comparePiles(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A seat's tie-break data: its sorted piles (what decides, §10) and its storage crop by crop (the final reveal). */
export interface NileTiebreak {
  piles: number[];
  storage: Record<CropId, number>;
}

const byCrop = (storage: readonly number[]): Record<CropId, number> => {
  const out = {} as Record<CropId, number>;
  for (let k = 0; k < CROP_COUNT; k++) out[CROPS[k]!] = storage[k]!;
  return out;
};

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
  const tiebreak: NileTiebreak[] = piles.map((v, p) => ({ piles: v, storage: byCrop(s.storage[p]!) }));
  const out: Outcome = { places, scores: piles.map((v) => v[0]!), winners, tiebreak };
  if (note) out.note = note;
  return out;
}
