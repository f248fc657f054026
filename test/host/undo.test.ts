import { afterEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/core/types';
import { nefertiti } from '../../engine/nefertiti';
import { Session } from '../../client/session';
import { Host } from '../../host/host';
import { MemoryJournal } from '../../host/memory-journal';
import { Journal } from '../../electron/host/journal';
import { parseJournal } from '../../host/journal-lines';
import { headLine, undoLine } from '../../host/journal-format';
import type { JournalStore } from '../../host/journal-store';
import { LocalTransport, tempDir } from './helpers';
import type { MatchSummary, SeatSpec, SnapshotMessage, UndoNotice } from '../../protocol/messages';
import { RequestError } from '../../client/request-error';


const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

function newHost(opts: ConstructorParameters<typeof Host>[0] = {}): Host {
  const host = new Host({ botDelayMs: 0, ...opts });
  opened.push(host);
  return host;
}

async function sessionOn(host: Host): Promise<Session> {
  const s = new Session(new LocalTransport(host), { timeoutMs: 5000 });
  opened.push(s);
  await s.connect();
  return s;
}

const tick = () => new Promise((r) => setTimeout(r, 5));

/** Resolve when `pred` holds (checked after every message of `s`). */
function until<T>(s: Session, pred: () => T | null | undefined | false, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const v = pred();
      if (!v) return;
      off();
      clearTimeout(timer);
      resolve(v);
    };
    const off = s.messages.on(check);
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what}`));
    }, 5000);
    check();
  });
}

/** The seat's snapshot once it must act (bots have moved). */
const myTurn = (s: Session, match: string, seat: Seat) =>
  until(s, () => {
    const snap = s.snapshot(match, seat);
    return snap?.legal?.length ? snap : null;
  }, `seat ${seat} to act`);

/** Nefertiti, 3 seats, people where `people` says (default: the seat that starts), random bots elsewhere. */
function nefertitiSeats(seed: string, people?: Seat[]): { seats: SeatSpec[]; first: Seat } {
  const first = nefertiti.toAct(nefertiti.setup({ players: 3, seed }))[0]!;
  const humans = people ?? [first];
  const seats = [0, 1, 2].map((i): SeatSpec => (humans.includes(i) ? { kind: 'human' } : { kind: 'bot', bot: 'random' }));
  return { seats, first };
}

/** Play `seat`'s first legal servant placement and wait until it is to act again; returns the snapshot it acted on. */
async function placeAndWait(s: Session, m: MatchSummary, seat: Seat): Promise<{ before: SnapshotMessage; after: SnapshotMessage }> {
  const before = await myTurn(s, m.id, seat);
  const action = before.legal!.find((a) => a.type === 'place')!;
  s.act(m.id, seat, action);
  const after = await until(s, () => {
    const snap = s.snapshot(m.id, seat);
    return snap && snap.seq > before.seq && snap.legal?.length ? snap : null;
  }, 'the next turn');
  return { before, after };
}

describe('undo, solo against bots', () => {
  it('takes back the person\'s move and the bots\' moves after it; the view is the one it had; bots wait for the person', async () => {
    const journal = new MemoryJournal();
    const host = newHost({ storage: () => journal });
    const s = await sessionOn(host);
    const { seats, first } = nefertitiSeats('undo-solo');
    const m = await s.create({ game: 'nefertiti', players: 3, seed: 'undo-solo', seats });
    await s.join({ id: m.id }, first);
    const { before, after } = await placeAndWait(s, m, first);
    expect(after.seq).toBeGreaterThan(before.seq + 1); // the bots moved too
    expect(after.undo).toBe(true);
    const stateBefore = JSON.stringify(nefertiti.setup({ players: 3, seed: 'undo-solo' }));
    const reply = await s.undo(m.id, first);
    expect(reply).toMatchObject({ t: 'undo', by: first, state: 'done' });
    const back = await until(s, () => {
      const snap = s.snapshot(m.id, first);
      return snap && snap.seq === before.seq ? snap : null;
    }, 'the snapshot after the undo');
    expect(back.resync).toBe(true);
    // Nothing the seat did not have: the same view, the same choices, as before its move.
    expect(back.view).toEqual(before.view);
    expect(back.legal).toEqual(before.legal);
    expect(back.undo).toBeUndefined();
    expect(JSON.stringify(host.stateOf(m.id))).toBe(stateBefore);
    // The record keeps only what stands; events of the taken-back moves are gone from the client's feed.
    expect(host.recordOf(m.id)!.actions).toHaveLength(before.seq);
    expect(s.feeds.get(m.id)!.events[String(first)]!.every((b) => b.seq <= before.seq)).toBe(true);
    expect(s.lastSeq(m.id, first)).toBe(before.seq);
    // The bots do not move on their own: it is the person's turn again.
    await tick();
    expect(host.recordOf(m.id)!.actions).toHaveLength(before.seq);
    // And play goes on from there.
    await placeAndWait(s, m, first);
  });

  const stores: [string, () => { store: () => JournalStore; done(): void }][] = [
    ['memory', () => {
      const j = new MemoryJournal();
      return { store: () => j, done: () => {} };
    }],
    ['disk', () => {
      const t = tempDir('rt-undo-');
      return { store: () => new Journal(t.dir), done: t.remove };
    }],
  ];
  it.each(stores)('a restore after the undo gives the state after it (%s journal: undo line, checkpoint moved back)', async (_name, make) => {
    const { store, done } = make();
    opened.push({ close: done });
    const host = newHost({ storage: store, checkpointEvery: 1 });
    const s = await sessionOn(host);
    const { seats, first } = nefertitiSeats('undo-journal');
    const m = await s.create({ game: 'nefertiti', players: 3, seed: 'undo-journal', seats });
    await s.join({ id: m.id }, first);
    await placeAndWait(s, m, first);
    const { before } = await placeAndWait(s, m, first);
    await s.undo(m.id, first);
    const record = structuredClone(host.recordOf(m.id));
    const state = JSON.stringify(host.stateOf(m.id));
    expect(record!.actions).toHaveLength(before.seq);
    await host.close();
    const again = newHost({ storage: store });
    expect(again.restore()).toEqual({ restored: [m.id], problems: [] });
    expect(again.recordOf(m.id)).toEqual(record);
    expect(JSON.stringify(again.stateOf(m.id))).toBe(state);
  });

  it('a journal undo line that goes nowhere, or leaves the checkpoint behind, is damage', () => {
    const id = 'm1';
    const entry = { format: 1 as const, id, code: 'ABCD', createdAt: 0, updatedAt: 0, status: 'playing' as const, spectators: true, botSeed: 'b', seats: [],
      record: { game: 'nefertiti', version: '1', players: 2, seed: 's', options: {}, actions: [{ seat: 0, action: { type: 'pass' } }] }, snapshot: { seq: 1, state: null } };
    const file = `${id}.journal`;
    expect(() => parseJournal(file, headLine(entry) + undoLine(1, null, 0))).toThrow(/undo to 1 actions, but only 1/);
    expect(() => parseJournal(file, headLine(entry) + undoLine(0, null, 0))).toThrow(/leaves the checkpoint at 1 behind/);
    expect(parseJournal(file, headLine(entry) + undoLine(0, { seq: 0, state: null }, 0)).record.actions).toEqual([]);
  });

  it('refuses past a card drawn: NILE ends every move with a draw or a flood', async () => {
    const host = newHost();
    const s = await sessionOn(host);
    const m = await s.create({ game: 'nile', players: 2, seed: 'undo-nile', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    await s.join({ id: m.id }, 0);
    const snap = await myTurn(s, m.id, 0);
    s.act(m.id, 0, snap.legal!.find((a) => a.type === 'pass') ?? snap.legal![0]!);
    const next = await until(s, () => (s.snapshot(m.id, 0)!.seq > snap.seq ? s.snapshot(m.id, 0) : null), 'the move');
    expect(next.undo).toBeUndefined();
    await expect(s.undo(m.id, 0)).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
  });

  it('refuses a stale undo (a double click takes back one move, not two)', async () => {
    const host = newHost();
    const s = await sessionOn(host);
    const { seats, first } = nefertitiSeats('undo-stale');
    const m = await s.create({ game: 'nefertiti', players: 3, seed: 'undo-stale', seats });
    const joined = await s.join({ id: m.id }, first);
    await placeAndWait(s, m, first);
    const { before, after } = await placeAndWait(s, m, first);
    const undo = () => s.request({ t: 'undo', match: m.id, token: joined.token!, seq: after.seq }, 'undo');
    await expect(undo()).resolves.toMatchObject({ state: 'done' });
    const err = await undo().catch((e: RequestError) => e);
    expect(err).toMatchObject({ code: 'STALE' });
    expect(host.recordOf(m.id)!.actions).toHaveLength(before.seq);
  });
});

describe('undo, hot-seat', () => {
  it('a person takes back only their own turn: not once another person at the screen has moved', async () => {
    const host = newHost();
    const s = await sessionOn(host);
    const { seats, first } = nefertitiSeats('undo-hot', []);
    seats[first] = { kind: 'human' };
    const second = (first + 1) % 3;
    seats[second] = { kind: 'human' };
    const m = await s.create({ game: 'nefertiti', players: 3, seed: 'undo-hot', seats });
    await s.join({ id: m.id }, first);
    await s.join({ id: m.id }, second);
    const a = await myTurn(s, m.id, first);
    s.act(m.id, first, a.legal!.find((x) => x.type === 'place')!);
    const b = await myTurn(s, m.id, second);
    expect(s.snapshot(m.id, first)!.undo).toBe(true); // the next person has not moved yet
    s.act(m.id, second, b.legal!.find((x) => x.type === 'place')!);
    await until(s, () => s.snapshot(m.id, second)!.seq > b.seq, 'the second move');
    expect(s.snapshot(m.id, first)!.undo).toBeUndefined();
    expect(s.snapshot(m.id, second)!.undo).toBe(true);
    await expect(s.undo(m.id, first)).rejects.toMatchObject({ code: 'NOT_ALLOWED' });
    await expect(s.undo(m.id, second)).resolves.toMatchObject({ state: 'done' });
    expect(host.recordOf(m.id)!.actions).toHaveLength(b.seq);
  });
});

describe('undo at a LAN table', () => {
  async function table(opts: ConstructorParameters<typeof Host>[0] = {}) {
    const host = newHost(opts);
    const a = await sessionOn(host);
    const b = await sessionOn(host);
    const first = nefertiti.toAct(nefertiti.setup({ players: 3, seed: 'undo-lan' }))[0]!;
    const other = (first + 1) % 3;
    const seats: SeatSpec[] = [0, 1, 2].map((i) => (i === first || i === other ? { kind: 'human' } : { kind: 'bot', bot: 'random' }));
    const m = await a.create({ game: 'nefertiti', players: 3, seed: 'undo-lan', seats });
    await a.join({ id: m.id }, first);
    await b.join({ id: m.id }, other);
    const snap = await myTurn(a, m.id, first);
    a.act(m.id, first, snap.legal!.find((x) => x.type === 'place')!);
    await myTurn(b, m.id, other);
    const asked = await a.undo(m.id, first);
    expect(asked).toMatchObject({ state: 'asked', wait: [other] });
    await until(b, () => b.feeds.get(m.id)!.undo, 'the question');
    const ended = (s: Session) => new Promise<UndoNotice>((resolve) => s.on('undo', (e) => e.msg.state !== 'asked' && resolve(e.msg)));
    return { host, a, b, m, first, other, snap, ended };
  }

  it('happens once every other person agrees', async () => {
    const { host, a, b, m, other, snap, ended } = await table();
    const done = ended(a);
    b.answerUndo(m.id, other, true);
    expect(await done).toMatchObject({ state: 'done' });
    expect(host.recordOf(m.id)!.actions).toHaveLength(snap.seq);
    expect(b.feeds.get(m.id)!.undo).toBeNull();
  });

  it('is cancelled by a refusal', async () => {
    const { host, b, a, m, other, snap, ended } = await table();
    const done = ended(a);
    b.answerUndo(m.id, other, false);
    expect(await done).toMatchObject({ state: 'refused' });
    expect(host.recordOf(m.id)!.actions.length).toBeGreaterThan(snap.seq);
  });

  it('is cancelled when nobody answers in time', async () => {
    const { host, a, snap, m, ended } = await table({ undoTimeoutMs: 30 });
    expect(await ended(a)).toMatchObject({ state: 'expired' });
    expect(host.recordOf(m.id)!.actions.length).toBeGreaterThan(snap.seq);
  });

  it('is cancelled when the game moves on first', async () => {
    const { host, a, b, m, other, snap, ended } = await table();
    const done = ended(a);
    const turn = b.snapshot(m.id, other)!;
    b.act(m.id, other, turn.legal!.find((x) => x.type === 'place')!);
    expect(await done).toMatchObject({ state: 'cancelled' });
    expect(host.recordOf(m.id)!.actions.length).toBeGreaterThan(snap.seq);
  });
});
