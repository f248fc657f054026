import type { TFunction } from 'i18next';
import type { Outcome, Seat } from '../../../engine/core/types';
import { CROP_IDS, type Crop } from '../../scenes/nile/cardArt';
import type { FinishedGame, ResultWords } from '../game/gameUi';
import { isRecord, nameList, numberOf, standing } from '../results/standing';

/** A seat's storage at the end (engine/nile/rules/scoring.ts `NileTiebreak`): its piles smallest first, and by crop. */
export interface NileEnd {
  piles: number[];
  /** Cards stored per crop (every storage is shown at the end); null in data that did not carry it. */
  storage: Record<Crop, number> | null;
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

function storageOf(v: unknown): Record<Crop, number> | null {
  if (!isRecord(v) || !CROP_IDS.every((c) => typeof v[c] === 'number')) return null;
  const n = (c: Crop): number => numberOf(v, c);
  return { P: n('P'), W: n('W'), L: n('L'), C: n('C'), F: n('F') };
}

export function nileEndOf(o: Outcome, seat: Seat): NileEnd {
  const v = o.tiebreak[seat];
  const r = isRecord(v) ? v : {};
  return { piles: numbers(r.piles), storage: storageOf(r.storage) };
}

/** The crops in the order of a seat's piles, smallest first (its weakest crop first); null without the storage. */
export function cropsByPile(e: NileEnd): (Crop | null)[] {
  const { storage } = e;
  return storage ? [...CROP_IDS].sort((a, b) => storage[a] - storage[b]) : e.piles.map(() => null);
}

/**
 * The smallest storage pile decides (spec §10); level smallest piles are compared pile by pile upwards; identical
 * piles share the win, or — with the French rulebook's option — mean the game is played again.
 */
export function nileResultWords(t: TFunction, { outcome: o, names }: FinishedGame): ResultWords {
  const { first, next } = standing(o);
  const top = nileEndOf(o, first[0] ?? 0);
  const smallest = top.piles[0] ?? 0;
  const lines: string[] = [];
  if (first.length > 1) lines.push(t(o.note === 'replay' ? 'results.words.nile.replay' : 'results.words.nile.shared', { names: nameList(names, first), count: smallest }));
  else lines.push(t('results.words.nile.won', { name: names[first[0]!], count: smallest, crop: cropName(t, top) }));
  if (next !== null) lines.push(marginLine(t, top, nileEndOf(o, next), names[next] ?? ''));
  return { lines, seats: o.places.map((_, s) => seatWords(t, nileEndOf(o, s))) };
}

/** Cards more in the smallest pile than the next place's, or — level — the first pile up from it that differed. */
function marginLine(t: TFunction, top: NileEnd, next: NileEnd, nextName: string): string {
  const smallest = top.piles[0] ?? 0;
  const gap = smallest - (next.piles[0] ?? 0);
  if (gap > 0) return t('results.words.nile.margin', { count: gap, next: nextName });
  const at = top.piles.findIndex((n, i) => n !== next.piles[i]);
  return t('results.words.nile.tie', { count: smallest, next: nextName, n: at + 1, a: top.piles[at] ?? 0, b: next.piles[at] ?? 0 });
}

const cropName = (t: TFunction, e: NileEnd): string => {
  const crop = cropsByPile(e)[0];
  return crop ? t(`crops.${crop}`) : '—';
};

function seatWords(t: TFunction, e: NileEnd): string[] {
  return [t('results.words.nile.seat', { count: e.piles[0] ?? 0, crop: cropName(t, e) })];
}
