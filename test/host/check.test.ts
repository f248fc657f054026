import { afterEach, describe, expect, it } from 'vitest';
import { RuleError } from '../../engine/core/errors';
import type { Action, AnyGame, Seat } from '../../engine/core/types';
import { games } from '../../engine/games';
import { Session } from '../../client/session';
import { RequestError } from '../../client/request-error';
import { Host } from '../../host/host';
import { MemoryJournal } from '../../host/memory-journal';
import { LocalTransport } from './helpers';
import { LIMITS, type ErrorMessage, type MatchSummary } from '../../protocol/messages';

/**
 * The host's dry run of an intent (`check`): exactly an intent's checks, nothing applied or journalled, refused with
 * the intent's very error (so it tells the asker nothing an intent would not), rate-limited, STALE when late.
 */


const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

/** A host with an in-memory journal, and one local session holding every seat of a people-only match of `game`. */
async function table(game: string) {
  const journal = new MemoryJournal();
  const host = new Host({ botDelayMs: 0, storage: () => journal });
  opened.push(host);
  const s = new Session(new LocalTransport(host), { timeoutMs: 5000 });
  opened.push(s);
  await s.connect();
  const players = game === 'niagara' ? 3 : 2; // Niagara for two needs an option
  const m = await s.create({ game, players, seed: `check-${game}`, seats: Array.from({ length: players }, () => ({ kind: 'human' as const })) });
  for (let seat = 0; seat < players; seat++) await s.join({ id: m.id }, seat);
  const seat = await actingSeat(s, m, players);
  const snap = s.snapshot(m.id, seat)!;
  const token = s.feeds.get(m.id)!.held.find((h) => h.seat === seat)!.token!;
  return { host, journal, s, m, seat, snap, token, players, engine: games[game]! };
}

/** The seat to act once its snapshot with its legal actions came. */
async function actingSeat(s: Session, m: MatchSummary, players: number): Promise<Seat> {
  for (let i = 0; i < 200; i++) {
    for (let seat = 0; seat < players; seat++) if (s.snapshot(m.id, seat)?.legal?.length) return seat;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no seat to act');
}

/** The error a refused check or intent carried (fails the test when it went through). */
async function refusal(p: Promise<unknown>): Promise<ErrorMessage> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(RequestError);
  return e instanceof RequestError && e.reply ? e.reply : { t: 'error', code: 'INTERNAL', message: 'no reply' };
}

/** The host's refusal of an intent (an `error` event naming its ref). */
function intentRefusal(s: Session, match: string, seat: Seat, action: Action): Promise<ErrorMessage> {
  return new Promise((resolve) => {
    let ref = '';
    const off = s.on('error', ({ msg }) => {
      if (msg.ref !== ref) return;
      off();
      resolve(msg);
    });
    ref = s.intent(match, seat, action);
  });
}

/**
 * An action the rules refuse to `seat` now with ILLEGAL_ACTION: a legal action with one field changed to another
 * value that field takes in the legal list (or a number moved), the first the engine refuses.
 */
function illegalAction(engine: AnyGame, state: unknown, seat: Seat, legal: readonly Action[]): Action {
  const values = new Map<string, unknown[]>();
  for (const a of legal) for (const [k, v] of Object.entries(a)) if (k !== 'type') values.set(k, [...(values.get(k) ?? []), v]);
  const refused = (a: Action): boolean => {
    try {
      engine.apply(state, seat, a);
      return false;
    } catch (e) {
      return e instanceof RuleError && e.code === 'ILLEGAL_ACTION';
    }
  };
  for (const a of legal) {
    for (const [k, v] of Object.entries(a)) {
      if (k === 'type') continue;
      const others = [...(values.get(k) ?? []), ...nearby(v)];
      for (const o of others) {
        const tried = { ...a, [k]: o };
        if (refused(tried)) return tried;
      }
    }
  }
  // NILE: planting nine of a crop (the refusal names the asker's own hand, and only it).
  for (const crop of ['P', 'W', 'L', 'C', 'F']) {
    const plant: Action & Record<string, unknown> = { type: 'plant', crops: { [crop]: 9 } };
    if (refused(plant)) return plant;
  }
  // Nothing optional to decline now (Niagara's first decision: every card may be played).
  if (refused({ type: 'pass' })) return { type: 'pass' };
  throw new Error('no illegal action found');
}

/** Values near `v`: a number moved, or a field id with one digit changed ("W5-5" → "W5-1"). */
function nearby(v: unknown): unknown[] {
  if (typeof v === 'number') return [v + 1, v + 7, v - 1];
  if (typeof v !== 'string') return [];
  return [...v].flatMap((ch, i) => (/\d/.test(ch) ? ['1', '2', '3', '4', '5', '6'].map((d) => v.slice(0, i) + d + v.slice(i + 1)) : []));
}

/** The values only `seat` may see: arrays of two or more items its view holds where the spectator's view differs. */
function secretsOf(engine: AnyGame, state: unknown, seat: Seat): string[] {
  const out: string[] = [];
  const walk = (mine: unknown, open: unknown) => {
    if (JSON.stringify(mine) === JSON.stringify(open)) return;
    if (Array.isArray(mine) && mine.length >= 2) out.push(JSON.stringify(mine));
    if (mine && typeof mine === 'object') for (const [k, v] of Object.entries(mine)) walk(v, open && typeof open === 'object' ? Object.entries(open).find(([x]) => x === k)?.[1] : undefined);
  };
  walk(engine.view(state, seat), engine.view(state, null));
  return out;
}

const without = ({ ref: _ref, for: _for, ...rest }: ErrorMessage) => rest;

describe('check: a dry run of an intent', () => {
  for (const game of Object.keys(games)) {
    it(`${game}: answers like the intent, applies and journals nothing, and tells no other seat's secrets`, async () => {
      const { host, journal, s, m, seat, snap, engine, players } = await table(game);
      const state = JSON.stringify(host.stateOf(m.id));
      const lines = JSON.stringify(journal.loadAll());
      const legal = snap.legal!;

      await expect(s.check(m.id, seat, legal[0]!)).resolves.toEqual({ t: 'checked', ref: expect.any(String), match: m.id, seq: snap.seq, ok: true });
      const wrong = illegalAction(engine, host.stateOf(m.id), seat, legal);
      const checked = await refusal(s.check(m.id, seat, wrong));
      expect(checked.code).toBe('ILLEGAL_ACTION');
      expect(checked.for).toBe('check');
      // Nothing changed: the same state, no journal line, no events, the same seq.
      expect(JSON.stringify(host.stateOf(m.id))).toBe(state);
      expect(JSON.stringify(journal.loadAll())).toBe(lines);
      expect(host.recordOf(m.id)!.actions).toHaveLength(0);
      expect(s.lastSeq(m.id, seat)).toBe(snap.seq);

      // The intent's refusal is the very same (code, words, details).
      const sent = await intentRefusal(s, m.id, seat, wrong);
      expect(without(checked)).toEqual(without(sent));
      // And holds none of another seat's secrets.
      const text = JSON.stringify(checked);
      const secrets = Array.from({ length: players }, (_, other) => (other === seat ? [] : secretsOf(engine, host.stateOf(m.id), other))).flat();
      if (game === 'nile') expect(secrets.length, 'a NILE hand is a secret').toBeGreaterThan(0);
      for (const secret of secrets) expect(text).not.toContain(secret);
    });
  }

  it('a check at a seq the match is not at is STALE; another seat that may not act is told NOT_YOUR_TURN, as an intent is', async () => {
    const { s, m, seat, snap, token, players } = await table('nile');
    const action = snap.legal![0]!;
    const stale = await refusal(s.request({ t: 'check', match: m.id, token, seq: snap.seq + 5, action }, 'checked'));
    expect(stale.code).toBe('STALE');
    const other = (seat + 1) % players;
    const waiting = await refusal(s.check(m.id, other, action));
    expect(without(waiting)).toEqual(without(await intentRefusal(s, m.id, other, action)));
    expect(waiting.code).toBe('NOT_YOUR_TURN');
  });

  it('misshapen actions are refused (MALFORMED_ACTION, or a malformed message) and the host answers on', async () => {
    const { s, m, seat, snap, token } = await table('banks');
    const misshapen: Action & Record<string, unknown> = { type: 'sow', kind: { deep: [1, 2, 3] }, field: null };
    const bad = await refusal(s.check(m.id, seat, misshapen));
    expect(bad.code).toMatch(/MALFORMED_ACTION|ILLEGAL_ACTION/);
    const noAction = await refusal(s.request({ t: 'check', match: m.id, token, seq: snap.seq, action: { type: 'x'.repeat(5000) } }, 'checked'));
    expect(noAction.code).toBe('BAD_MESSAGE');
    await expect(s.check(m.id, seat, snap.legal![0]!)).resolves.toMatchObject({ t: 'checked', ok: true });
  });

  it(`is rate-limited per connection: ${LIMITS.checkRequests.burst} at once, then RATE_LIMITED`, async () => {
    const { s, m, seat, snap } = await table('nile');
    const action = snap.legal![0]!;
    const answers = await Promise.allSettled(Array.from({ length: LIMITS.checkRequests.burst + 5 }, () => s.check(m.id, seat, action)));
    const limited = answers.filter((a) => a.status === 'rejected' && a.reason instanceof RequestError && a.reason.code === 'RATE_LIMITED');
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(LIMITS.checkRequests.burst);
    expect(limited).toHaveLength(5);
  });
});
