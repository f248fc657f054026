/**
 * Saved games on Home: each shows when it was last played (the host's last change, not when the seat was saved), games
 * still going come first to resume, most recent first, and finished ones move to their own list (results, no Resume).
 */
import { describe, expect, it } from 'vitest';
import { Host } from '../../host/host';
import type { MatchSummary } from '../../protocol/messages';
import { groupSaved, type SavedGame } from '../../renderer/ui/SavedGames';

const game = (id: string, status: MatchSummary['status'], updatedAt: number): SavedGame => ({
  saved: { match: id, code: 'ABCD', game: 'nile', seats: [{ seat: 0, token: 't'.repeat(32) }], savedAt: 1 },
  match: { id, code: 'ABCD', game: 'nile', players: 2, options: {}, status, seq: 3, seats: [], spectators: 0, spectatorsAllowed: true, updatedAt },
});

describe('saved games', () => {
  it('going games first to resume, most recently played first; finished ones apart', () => {
    const { going, done } = groupSaved([game('a', 'playing', 10), game('b', 'over', 50), game('c', 'waiting', 30), game('d', 'over', 70), game('e', 'playing', 20)]);
    expect(going.map((g) => g.match.id)).toEqual(['c', 'e', 'a']);
    expect(done.map((g) => g.match.id)).toEqual(['d', 'b']);
  });

  it('the host lists when each match last changed', () => {
    let now = 1_000;
    const host = new Host({ now: () => now });
    const m = host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
    expect(m.updatedAt).toBe(1_000);
    now = 5_000;
    host.closeMatch(m.id, { discard: true });
    const n = host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'human' }] });
    expect(host.listMatches().find((x) => x.id === n.id)?.updatedAt).toBe(5_000);
  });
});
