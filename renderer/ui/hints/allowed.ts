import type { MatchSummary } from '../../../protocol/messages';

/**
 * Hints are for games without LAN humans (solo, hot-seat): every human seat of the match is held by this screen
 * (an open human seat could still be taken from the LAN, so it counts as one). Bots may play the other seats.
 */
export function hintsAllowed(summary: MatchSummary | null | undefined, held: readonly number[]): boolean {
  if (!summary) return false;
  return summary.seats.every((s) => s.kind === 'bot' || held.includes(s.seat));
}
