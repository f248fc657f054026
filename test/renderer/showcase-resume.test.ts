/**
 * A kiosk page's hand-over to its renewed self (showcase/resume.ts): read back whole after JSON, and anything else in
 * the page's storage — not JSON, a bad field, a stale or future one — is refused with the problem named, so it can
 * neither start a showcase nor break the page's start.
 */
import { describe, expect, it } from 'vitest';
import { playlistSchema } from '../../protocol/playlist';
import { readHandOver, type HandOver } from '../../renderer/showcase/resume';

const playlist = playlistSchema.parse({ games: [{ game: 'nile', players: 3 }] });
const handOver: HandOver = {
  at: 1_000_000,
  playlist,
  resume: {
    next: 7,
    number: 7,
    results: [{ game: 'nile', players: 3, options: {}, names: ['Ra', 'Isis', 'Hapi'], scores: [2, 1, 0], winners: [0], seq: 80, captions: 12, pace: { ahead: 1, captionLead: -Infinity, endSeq: 80, shownAtEnd: 80 } }],
    errors: ['banks (2p): BAD_SETUP: no'],
    notices: [{ kind: 'skipped', game: 'banks', reason: 'no' }],
    refused: [1],
    intermissionLeftMs: 12_000,
    renewals: 2,
  },
};

describe('showcase hand-over', () => {
  it('reads back what a page saved, "never ahead" included (JSON writes -Infinity as null)', () => {
    const r = readHandOver(JSON.stringify(handOver), 1_010_000, 60_000);
    expect(r).toEqual({ ok: true, handOver });
  });

  it('is nothing when nothing was saved', () => {
    expect(readHandOver(null, 0, 60_000)).toBeNull();
  });

  it('refuses what is not a hand-over, naming the problem', () => {
    expect(readHandOver('{', 1_000_000, 60_000)).toEqual({ ok: false, problem: 'not JSON' });
    const bad = { ...handOver, resume: { ...handOver.resume, refused: [99] } };
    expect(readHandOver(JSON.stringify(bad), 1_000_000, 60_000)).toMatchObject({ ok: false, problem: expect.stringMatching(/^resume\.refused\.0: /) });
    const noGames = { ...handOver, playlist: { ...playlist, games: [] } };
    expect(readHandOver(JSON.stringify(noGames), 1_000_000, 60_000)).toMatchObject({ ok: false, problem: expect.stringMatching(/^playlist\.games: /) });
  });

  it('refuses a stale one, or one from the future', () => {
    expect(readHandOver(JSON.stringify(handOver), 1_000_000 + 61_000, 60_000)).toEqual({ ok: false, problem: 'saved 61 s ago' });
    expect(readHandOver(JSON.stringify(handOver), 999_000, 60_000)).toMatchObject({ ok: false });
  });
});
