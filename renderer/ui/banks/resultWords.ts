import type { TFunction } from 'i18next';
import type { Outcome, Seat } from '../../../engine/core/types';
import type { FinishedGame, ResultWords } from '../game/gameUi';
import { isRecord, nameList, noteLine, numberOf, standing } from '../results/standing';

/** A seat's end of game (engine/banks/rules/scoring.ts `banksOutcome`): its pawn, markers lost, the obelisk's space. */
interface BanksEnd {
  pawn: number;
  lost: number;
  obelisk: number;
}

function endOf(o: Outcome, seat: Seat): BanksEnd {
  const v = o.tiebreak[seat];
  const r = isRecord(v) ? v : {};
  return { pawn: numberOf(r, 'pawn'), lost: numberOf(r, 'lost'), obelisk: numberOf(r, 'obelisk') };
}

/**
 * Furthest pawn wins (spec §11); level pawns are parted by fewer markers lost, else the win is shared. The game ends
 * when a pawn reaches the obelisk, unless the round limit or the stalemate rule stopped it first.
 */
export function banksResultWords(t: TFunction, { outcome: o, names }: FinishedGame): ResultWords {
  const { first, next } = standing(o);
  const top = endOf(o, first[0] ?? 0);
  const lines = noteLine(t, o);
  if (first.length > 1) lines.push(t('results.words.banks.shared', { names: nameList(names, first), count: top.pawn, lost: top.lost }));
  else if (o.note) lines.push(t('results.words.banks.ahead', { name: names[first[0]!], count: top.pawn }));
  else lines.push(t('results.words.banks.won', { name: names[first[0]!], count: top.pawn, obelisk: top.obelisk }));
  if (next !== null) lines.push(marginLine(t, top, endOf(o, next), names[next] ?? ''));
  return { lines, seats: o.places.map((_, s) => seatWords(t, endOf(o, s))) };
}

/** Points ahead of the next place, or — level on points — the markers lost that parted them. */
function marginLine(t: TFunction, top: BanksEnd, next: BanksEnd, nextName: string): string {
  if (top.pawn > next.pawn) return t('results.words.banks.margin', { count: top.pawn - next.pawn, next: nextName });
  return t('results.words.banks.tie', { count: top.pawn, next: nextName, a: top.lost, b: next.lost });
}

function seatWords(t: TFunction, e: BanksEnd): string[] {
  const track = e.pawn >= e.obelisk ? t('results.words.banks.reached') : t('results.words.banks.short', { count: e.obelisk - e.pawn });
  return [track, t('results.words.banks.lost', { count: e.lost })];
}
