import type { TFunction } from 'i18next';
import type { Outcome, Seat } from '../../../engine/core/types';
import { VICTORY } from '../../../engine/niagara/material/victory';
import type { Condition } from '../../../engine/niagara/rules/victory';
import type { FinishedGame, ResultWords } from '../game/gameUi';
import { isRecord, nameList, noteLine, numberOf, standing } from '../results/standing';

/** The three victory conditions (spec §9), in the order the words list them. */
const CONDITIONS: readonly Condition[] = ['anyColours', 'sameColour', 'differentColours'];

/** A seat's landed gems at the end (engine/niagara/rules/outcome.ts `NiagaraTiebreak`). */
interface NiagaraEnd {
  met: Condition[];
  gems: number;
  gemValue: number;
  metOrder: number | null;
  /** Gems by colour; null in data from before the engine gave them. */
  colours: number[] | null;
}

const isCondition = (v: unknown): v is Condition => CONDITIONS.some((c) => c === v);

function endOf(o: Outcome, seat: Seat): NiagaraEnd {
  const v = o.tiebreak[seat];
  const r = isRecord(v) ? v : {};
  const colours = Array.isArray(r.colours) ? r.colours.filter((x): x is number => typeof x === 'number') : null;
  return {
    met: Array.isArray(r.met) ? r.met.filter(isCondition) : [],
    gems: numberOf(r, 'gems'),
    gemValue: numberOf(r, 'gemValue'),
    metOrder: typeof r.metOrder === 'number' ? r.metOrder : null,
    colours,
  };
}

/** How many gems of each condition's kind a seat has: in total, most of one colour, colours with at least one. */
function progress(e: NiagaraEnd, c: Condition): number | null {
  if (c === 'anyColours') return e.gems;
  if (!e.colours) return null;
  return c === 'sameColour' ? Math.max(0, ...e.colours) : e.colours.filter((n) => n > 0).length;
}

/** Gems still to land for the nearest condition (one gem per missing colour for "all 5 colours"). */
function nearest(e: NiagaraEnd): { condition: Condition; short: number } {
  const gaps = CONDITIONS.map((condition) => ({ condition, short: VICTORY[condition] - (progress(e, condition) ?? 0) }));
  return gaps.reduce((a, b) => (b.short < a.short ? b : a));
}

/** The tie rule the match was played with (its options), else what the places show it must have been. */
type TieBreak = 'shared' | 'gemValue' | 'mostGemsThenFirst';
function tieBreakOf(options: Readonly<Record<string, unknown>> | undefined, top: NiagaraEnd, other: NiagaraEnd): TieBreak {
  const v = options?.tieBreak;
  if (v === 'shared' || v === 'gemValue' || v === 'mostGemsThenFirst') return v;
  return top.gemValue !== other.gemValue ? 'gemValue' : 'mostGemsThenFirst';
}

/**
 * The game ends with the round in which a seat meets any victory condition (spec §9); several seats meeting one in
 * that round share the win, or are parted by the match's tie rule. The margin is how near the next seat came.
 */
export function niagaraResultWords(t: TFunction, { outcome: o, names, setup }: FinishedGame): ResultWords {
  const { first, next } = standing(o);
  const ends = o.places.map((_, s) => endOf(o, s));
  const top = ends[first[0] ?? 0]!;
  const lines = noteLine(t, o);
  const qualified = ends.filter((e) => e.met.length > 0).length;
  if (o.winners.length > 1) lines.push(t('results.words.niagara.shared', { names: nameList(names, o.winners) }));
  else if (o.winners.length === 1) {
    const key = qualified === 1 ? 'results.words.niagara.first' : 'results.words.niagara.met';
    lines.push(t(key, { name: names[o.winners[0]!], conditions: top.met.map((c) => t(`results.words.niagara.goal.${c}`)).join(t('results.words.list')) }));
  } else if (first.length > 0) lines.push(t('results.words.niagara.most', { name: nameList(names, first), count: top.gems }));
  if (next !== null && o.winners.length > 0) {
    const other = ends[next]!;
    const nextName = names[next] ?? '';
    lines.push(other.met.length > 0 ? tieLine(t, tieBreakOf(setup.options, top, other), top, other, nextName, names[first[0]!] ?? '') : marginLine(t, other, nextName));
  }
  return { lines, seats: ends.map((e) => seatWords(t, e)) };
}

/** The next seat met a condition in the same round too: what parted it from the winner. */
function tieLine(t: TFunction, rule: TieBreak, top: NiagaraEnd, other: NiagaraEnd, nextName: string, name: string): string {
  if (rule === 'gemValue') return t('results.words.niagara.tieValue', { next: nextName, a: top.gemValue, b: other.gemValue });
  if (top.gems !== other.gems) return t('results.words.niagara.tieGems', { next: nextName, a: top.gems, b: other.gems });
  return t('results.words.niagara.tieFirst', { next: nextName, name });
}

/** How near the next seat came: gems short of its nearest condition, or (older data) its gems landed. */
function marginLine(t: TFunction, other: NiagaraEnd, nextName: string): string {
  if (!other.colours) return t('results.words.niagara.nextGems', { next: nextName, count: other.gems });
  const { condition, short } = nearest(other);
  return t('results.words.niagara.closest', { next: nextName, count: short, goal: t(`results.words.niagara.goal.${condition}`) });
}

/** Per victory condition (by its short label, for a table cell): met, or how far the seat got ("7 gems: 5 of 7"). */
function seatWords(t: TFunction, e: NiagaraEnd): string[] {
  if (!e.colours) return [t('results.words.niagara.gems', { count: e.gems })];
  return CONDITIONS.map((c) => {
    const label = t(`results.words.niagara.label.${c}`);
    return e.met.includes(c) ? t('results.words.niagara.goalMet', { label }) : t('results.words.niagara.goalPart', { label, have: progress(e, c) ?? 0, need: VICTORY[c] });
  });
}
