import type { TFunction } from 'i18next';
import type { Outcome, Seat } from '../../../engine/core/types';
import type { FinishedGame, ResultWords } from '../game/gameUi';
import { isRecord, nameList, noteLine, numberOf, standing } from '../results/standing';

/** Where a seat's prestige came from (engine/nefertiti `FinalScore`), and the Deben it kept (the tie-break). */
interface NefEnd {
  total: number;
  debenLeft: number;
  /** Points by source, in the order of the final scoring (spec §9.2): gifts, seals, Deben, track, Priest of Amun. */
  parts: { key: PartKey; points: number }[];
}

const PART_KEYS = ['gifts', 'seals', 'deben', 'track', 'priestOfAmun'] as const;
type PartKey = (typeof PART_KEYS)[number];

function endOf(o: Outcome, seat: Seat): NefEnd {
  const v = o.tiebreak[seat];
  const r = isRecord(v) ? v : {};
  const b = isRecord(r.breakdown) ? r.breakdown : {};
  return {
    total: o.scores[seat] ?? 0,
    debenLeft: numberOf(r, 'deben'),
    parts: PART_KEYS.map((key) => ({ key, points: numberOf(b, key) })),
  };
}

/** Highest prestige wins; level totals are parted by more Deben left, else the win is shared (spec §9.2 step 5). */
export function nefertitiResultWords(t: TFunction, { outcome: o, names }: FinishedGame): ResultWords {
  const { first, next } = standing(o);
  const top = endOf(o, first[0] ?? 0);
  const lines = noteLine(t, o);
  if (first.length > 1) lines.push(t('results.words.nefertiti.shared', { names: nameList(names, first), count: top.total, deben: top.debenLeft }));
  else lines.push(t('results.words.nefertiti.won', { name: names[first[0]!], count: top.total, parts: partWords(t, top) }));
  if (next !== null) lines.push(marginLine(t, top, endOf(o, next), names[next] ?? ''));
  // Deben left only counts on level totals: a seat's line names it then.
  const level = (s: Seat) => o.scores.some((x, i) => i !== s && x === o.scores[s]);
  return { lines, seats: o.places.map((_, s) => seatWords(t, endOf(o, s), level(s))) };
}

/** Points more than the next place, or — level on points — the Deben left that parted them. */
function marginLine(t: TFunction, top: NefEnd, next: NefEnd, nextName: string): string {
  if (top.total > next.total) return t('results.words.nefertiti.margin', { count: top.total - next.total, next: nextName });
  return t('results.words.nefertiti.tie', { count: top.total, next: nextName, a: top.debenLeft, b: next.debenLeft });
}

/** "100 from gifts", "15 from seals", …: the sources that gave points (all of them when none did). */
function partList(t: TFunction, e: NefEnd): string[] {
  const scored = e.parts.filter((p) => p.points !== 0);
  return (scored.length ? scored : e.parts).map((p) => t(`results.words.nefertiti.part.${p.key}`, { count: p.points }));
}

const partWords = (t: TFunction, e: NefEnd): string => partList(t, e).join(t('results.words.list'));

function seatWords(t: TFunction, e: NefEnd, level: boolean): string[] {
  const deben = level ? [t('results.words.nefertiti.debenLeft', { count: e.debenLeft })] : [];
  return [...partList(t, e), ...deben];
}
