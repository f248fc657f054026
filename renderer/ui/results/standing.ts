import type { TFunction } from 'i18next';
import type { Outcome, Seat } from '../../../engine/core/types';

/** Who finished where, as every game's result words need it. */
export interface Standing {
  /** The seats in first place (also when the rules name no winner: a full tie to replay, a round cap). */
  first: Seat[];
  /** The best-placed seat after them (the lowest seat of a tied place), null when every seat shares first place. */
  next: Seat | null;
}

export function standing(o: Outcome): Standing {
  const seats = o.places.map((_, s) => s);
  const first = seats.filter((s) => o.places[s] === 1);
  const behind = seats.filter((s) => o.places[s]! > 1).sort((a, b) => o.places[a]! - o.places[b]! || a - b);
  return { first, next: behind[0] ?? null };
}

/** Several names as one ("Ann & Bob"), as the winner line above the words says them. */
export const nameList = (names: readonly string[], seats: readonly Seat[]): string => seats.map((s) => names[s] ?? '').join(' & ');

/** Whether an outcome names no winner: NILE's full tie to replay, a round limit, a locked-up game. */
export const noWinner = (o: Outcome): boolean => o.note === 'replay' || o.winners.length === 0;

/**
 * The results' headline: who won ("Ann wins!", "Ann & Bob share the win!"), or why nobody did. The results screen and
 * a table's game-over cover say it alike.
 */
export function winnerText(t: TFunction, o: Outcome, names: readonly string[]): string {
  if (o.note === 'replay') return t('results.noWinner');
  if (o.winners.length === 0) return t(`results.noWinnerNote.${o.note === 'roundCap' || o.note === 'stalemate' ? o.note : 'none'}`);
  const who = o.winners.map((s) => names[s] ?? t('common.seat', { n: s + 1 }));
  return who.length === 1 ? t('results.winner', { names: who[0] }) : t('results.winners', { names: who.join(' & ') });
}

/**
 * The line for an outcome's note (a game stopped at its round limit, or locked up), which says why the result is
 * not a normal win; none for a normal ending. NILE's "play again" is NILE's own line.
 */
export function noteLine(t: TFunction, o: Outcome): string[] {
  return o.note === 'roundCap' || o.note === 'stalemate' ? [t(`results.words.note.${o.note}`)] : [];
}

/** A narrowing of one seat's tie-break data: the engines type it `unknown` (core/types.ts `Outcome.tiebreak`). */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number field of a seat's tie-break data, 0 when absent (an older host's data). */
export const numberOf = (v: Record<string, unknown>, key: string): number => {
  const x = v[key];
  return typeof x === 'number' ? x : 0;
};
