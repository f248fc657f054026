import type { TFunction } from 'i18next';
import { SEAT_PAINTS, type Paint } from '../scenes/common/marks';
import { CREW_PAINT } from '../scenes/niagara/palette';
import { seatPaints } from '../ui/game/seatPaints';
import type { GameResult } from './store';

/** The seat colours' names, in SEAT_PAINTS' order. */
const SEAT_COLOURS = ['blue', 'orange', 'purple', 'yellow', 'green'] as const;

/** Every player colour's name by its paint: the seats' and Niagara's crews'. */
const COLOUR_NAMES = new Map<string, string>([...SEAT_PAINTS.map((p, i): [string, string] => [p.colour, SEAT_COLOURS[i] ?? 'other']), ...Object.entries(CREW_PAINT).map(([name, hex]): [string, string] => [hex, name])]);

/** A paint in words: its colour's name and its mark's ("blue, circle"), for a reader who cannot tell the hues apart. */
export function paintWords(t: TFunction, paint: Paint): string {
  return t('showcase.paint', { colour: t(`showcase.colours.${COLOUR_NAMES.get(paint.colour) ?? 'other'}`), mark: t(`showcase.marks.${paint.mark}`) });
}

/** A seat of a finished game by name and every colour it played in: "Anna (blue, circle)". */
export function seatWords(t: TFunction, result: GameResult, seat: number): string {
  const paints = seatPaints(result, seat).map((p) => paintWords(t, p));
  return t('showcase.seatIs', { name: result.names[seat] ?? t('common.seat', { n: seat + 1 }), paints: paints.join('; ') });
}

/** Who won a game, each by name, colour and mark; a tie names every winner. */
export function winnerLine(t: TFunction, result: GameResult, language: string): string {
  const who = result.winners.map((w) => seatWords(t, result, w));
  if (who.length === 0) return t('showcase.noWinner');
  if (who.length === 1) return t('showcase.winner', { seat: who[0] });
  return t('showcase.winnersTie', { seats: new Intl.ListFormat(language, { type: 'conjunction' }).format(who) });
}
