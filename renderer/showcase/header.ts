import type { TFunction } from 'i18next';
import type { ShownTurn } from '../ui/table/shown';

/** What the kiosk's header says of the game's progress (the probe's `header`, the table's `truth`). */
export interface TurnFacts {
  round: number | null;
  seat: number | null;
}

/** The facts of what a table shows (nothing shown: both null). */
export function turnFacts(turn: ShownTurn | undefined): TurnFacts {
  return { round: turn?.round?.n ?? null, seat: turn?.seat ?? null };
}

/**
 * The header's words after the game's name: the game's number in the playlist, its round (or turn) and whose turn it
 * is, all as the table shows them now.
 */
export function headerWords(t: TFunction, number: number, turn: ShownTurn | undefined, names: readonly string[]): string[] {
  const words = [t('showcase.gameNumber', { n: number })];
  if (turn?.round) words.push(t(turn.round.unit === 'round' ? 'showcase.roundN' : 'showcase.turnN', { n: turn.round.n }));
  if (turn && turn.seat !== null) words.push(t('showcase.whoseTurn', { name: names[turn.seat] ?? t('common.seat', { n: turn.seat + 1 }) }));
  return words;
}
