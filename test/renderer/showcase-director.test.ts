/**
 * The showcase loop against a scripted host: games follow the playlist, each ends on the scoreboard with its result
 * and captions; a game the host refuses is logged and skipped (and not tried again), a stalled game is restarted
 * once then skipped, and the visitor seat is either claimed from a phone or handed to a bot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Pacers } from '../../host/pacers';
import { playlistSchema } from '../../protocol/playlist';
import type { WireEvent } from '../../protocol/messages';
import { ShowcaseDirector, type DirectorHost, type DirectorOptions, type HostBatch } from '../../renderer/showcase/director';
import type { ShowcaseResume } from '../../renderer/showcase/resume';
import { useShowcase } from '../../renderer/showcase/store';

/** `visitor`: a phone claims seat 0; `nameLate`: the host tells the visitor's name only after the game started. */
type Script = 'play' | 'stall' | { refuse: string } | { visitor: string; nameLate?: boolean };

/** A host that plays each created match by `script(game, attempt)`: moves every few ms, then over. */
function fakeHost(script: (game: string, attempt: number) => Script) {
  const matches = new Map<string, { game: string; status: 'waiting' | 'playing' | 'over'; seq: number; names: (string | null)[] }>();
  const subs = new Set<(m: string, b: HostBatch | null) => void>();
  const attempts = new Map<string, number>();
  const log = { created: [] as string[], released: [] as string[], watching: new Set<string>(), acks: [] as [string, number][] };
  const emit = (id: string, e: WireEvent[] | null) => subs.forEach((cb) => cb(id, e && { seq: matches.get(id)!.seq, events: e }));
  let n = 0;
  const host: DirectorHost = {
    async create(p) {
      const a = attempts.get(p.game) ?? 0;
      attempts.set(p.game, a + 1);
      const s = script(p.game, a);
      if (typeof s === 'object' && 'refuse' in s) throw Object.assign(new Error(s.refuse), { code: 'BAD_SETUP' });
      const id = `m${++n}`;
      log.created.push(p.game);
      const open = p.seats.some((x) => x.kind === 'human');
      const m: { game: string; status: 'waiting' | 'playing' | 'over'; seq: number; names: (string | null)[] } = { game: p.game, status: open ? 'waiting' : 'playing', seq: 0, names: p.seats.map((x) => (x.kind === 'bot' ? (x.name ?? null) : null)) };
      matches.set(id, m);
      const run = () => {
        if (s === 'stall') return;
        const timer = setInterval(() => {
          if (!log.watching.has(id)) return;
          m.seq++;
          // The late name arrives with the second move.
          if (typeof s === 'object' && 'nameLate' in s && s.nameLate && m.seq === 2) m.names[0] = s.visitor;
          emit(id, [{ type: 'pass', seat: m.seq % 2 }]);
          if (m.seq >= 5) {
            m.status = 'over';
            clearInterval(timer);
            emit(id, null);
          }
        }, 3);
      };
      if (typeof s === 'object' && 'visitor' in s) {
        setTimeout(() => {
          if (!s.nameLate) m.names[0] = s.visitor;
          m.status = 'playing';
          emit(id, null);
          run();
        }, 5);
      } else if (!open) run();
      (m as { run?: () => void }).run = run;
      return { id, code: `C${n}` };
    },
    async watch(id) {
      log.watching.add(id);
    },
    shown(id, seq) {
      log.acks.push([id, seq]);
    },
    unwatch(id) {
      log.watching.delete(id);
    },
    async release(id) {
      log.released.push(id);
      const m = matches.get(id)!;
      m.status = 'playing';
      (m as { run?: () => void }).run?.();
    },
    status(id) {
      const m = matches.get(id);
      return m ? { status: m.status, seq: m.seq, scores: [3, 1], winners: m.status === 'over' ? [0] : [], names: m.names } : null;
    },
    onUpdate(cb) {
      subs.add(cb);
      return () => subs.delete(cb);
    },
  };
  return { host, log };
}

const fast = (p: Record<string, unknown>) => playlistSchema.parse({ intermissionMs: 10, attractMs: 0, claimMs: 0, watchdogMs: 1000, ...p });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (pred: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`not reached: ${JSON.stringify({ ...useShowcase.getState(), results: useShowcase.getState().results.length })}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

let director: ShowcaseDirector | null = null;
const offs: (() => void)[] = [];
afterEach(() => {
  director?.stop();
  offs.splice(0).forEach((off) => off());
});

/**
 * The page's table: shows the host's batches one after another, each `lagMs` after the previous one (or after it
 * came), and tells the director (its animator's seq); null: a stuck table that shows nothing.
 */
function fakeTable(host: DirectorHost, lagMs: number | null): void {
  if (lagMs === null) return;
  let free = 0;
  offs.push(
    host.onUpdate((m, b) => {
      if (!b) return;
      free = Math.max(Date.now(), free) + lagMs;
      setTimeout(() => director?.shown(m, b.seq), free - Date.now());
    }),
  );
}

interface StartOptions {
  lines?: string[];
  lagMs?: number | null;
  caption?: DirectorOptions['caption'];
  finaleCaption?: DirectorOptions['finaleCaption'];
  finaleShownMs?: number;
  paceBeatMs?: number;
  renew?: DirectorOptions['renew'];
  resume?: DirectorOptions['resume'];
}

const start = (pl: ReturnType<typeof fast>, host: DirectorHost, o: StartOptions = {}) => {
  fakeTable(host, o.lagMs === undefined ? 2 : o.lagMs);
  const lines = o.lines ?? [];
  return (director = new ShowcaseDirector(pl, host, {
    log: (l) => lines.push(l),
    caption: o.caption ?? ((g, evs, names) => `${g}: ${names[evs[0]!.seat as number]} ${evs[0]!.type}`),
    finaleCaption: o.finaleCaption,
    finaleShownMs: o.finaleShownMs,
    paceBeatMs: o.paceBeatMs,
    renew: o.renew,
    resume: o.resume,
  }).start());
};

describe('showcase director', () => {
  it('plays the playlist in order, over and over, with a result and captions per game', async () => {
    const { host, log } = fakeHost(() => 'play');
    start(fast({ games: [{ game: 'nile', players: 2 }, { game: 'banks', players: 2 }] }), host);
    await until(() => useShowcase.getState().results.length >= 4);
    const s = useShowcase.getState();
    expect(s.results.slice(0, 4).map((r) => r.game)).toEqual(['nile', 'banks', 'nile', 'banks']);
    expect(log.created.slice(0, 4)).toEqual(['nile', 'banks', 'nile', 'banks']);
    for (const r of s.results) {
      expect(r.seq).toBe(5);
      expect(r.captions).toBe(5);
      expect(r.winners).toEqual([0]);
      expect(r.names).toEqual(['Ra', 'Isis']);
    }
    expect(s.caption).toMatch(/^(nile|banks): (Ra|Isis) pass$/);
    expect(s.errors).toEqual([]);
    // Only the game on screen is followed.
    expect(log.watching.size).toBeLessThanOrEqual(1);
  });

  it('logs and skips a game the host refuses, never tries it again, and goes on', async () => {
    const { host, log } = fakeHost((g) => (g === 'banks' ? { refuse: 'unknown bot "hard"' } : 'play'));
    const lines: string[] = [];
    start(fast({ games: [{ game: 'banks', players: 2, bot: 'hard' }, { game: 'nile', players: 2 }] }), host, { lines });
    await until(() => useShowcase.getState().results.length >= 3);
    const s = useShowcase.getState();
    expect(s.results.map((r) => r.game)).toEqual(['nile', 'nile', 'nile'].slice(0, s.results.length));
    expect(s.errors).toEqual(['banks (2p): BAD_SETUP: unknown bot "hard"']);
    expect(lines.some((l) => l.includes('skipped banks'))).toBe(true);
    expect(log.created.filter((g) => g === 'banks')).toEqual([]);
  });

  it('restarts a stalled game once, then skips it', async () => {
    const { host, log } = fakeHost((g, attempt) => (g === 'niagara' && attempt < 2 ? 'stall' : 'play'));
    start(fast({ games: [{ game: 'niagara', players: 3 }, { game: 'nile', players: 2 }], watchdogMs: 1000 }), host);
    await until(() => useShowcase.getState().results.some((r) => r.game === 'nile'), 15_000);
    const s = useShowcase.getState();
    expect(s.notices.map((n) => n.kind)).toEqual(['restarted', 'skipped']);
    expect(s.errors[0]).toMatch(/^niagara \(3p\): no move for 1 s/);
    expect(log.created.slice(0, 3)).toEqual(['niagara', 'niagara', 'nile']);
    // Stalled matches are not followed any more.
    expect([...log.watching].every((id) => host.status(id)?.status !== 'waiting')).toBe(true);
  });

  it('opens a visitor seat: a phone claims it, or a bot takes it when the window ends', async () => {
    const claimed = fakeHost(() => ({ visitor: 'Mia' }));
    start(fast({ games: [{ game: 'nile', players: 2 }], claimMs: 2000 }), claimed.host);
    await until(() => useShowcase.getState().results.length >= 1);
    expect(useShowcase.getState().results[0]!.names).toEqual(['Mia', 'Isis']);
    expect(claimed.log.released).toEqual([]);
    director!.stop();

    const unclaimed = fakeHost(() => 'play');
    start(fast({ games: [{ game: 'nile', players: 2 }], claimMs: 30 }), unclaimed.host);
    await until(() => useShowcase.getState().phase === 'claim');
    await until(() => useShowcase.getState().results.length >= 1);
    expect(unclaimed.log.released.length).toBe(1);
    expect(useShowcase.getState().results[0]!.names).toEqual(['Ra', 'Isis']);
  });

  it('says it is there from when it watches: a pacing host still waits for it when the visitor window ends', async () => {
    // The host's pacer of this page (host/pacers.ts), silent for more than its bound once given up on.
    const pacers = new Pacers({ ahead: 1, boundMs: 100, capMs: 60_000 }, Date.now);
    const { host, log } = fakeHost(() => 'stall');
    const paced: DirectorHost = {
      ...host,
      async watch(id) {
        await host.watch(id);
        pacers.add(id, 'kiosk', 0);
      },
      shown(id, seq) {
        host.shown(id, seq);
        pacers.shown(id, 'kiosk', seq, 0);
      },
    };
    // A window four times the bound, and a table that has shown nothing yet (it is still being built).
    start(fast({ games: [{ game: 'nile', players: 2 }], claimMs: 400 }), paced, { lagMs: null, paceBeatMs: 30 });
    await until(() => useShowcase.getState().phase === 'playing');
    const match = useShowcase.getState().match!;
    expect(pacers.holdMs(match, 2), 'the bots wait for the kiosk two moves ahead').toBeGreaterThan(0);
    // Only "alive": seq 0, never a move the table has not shown.
    const acks = log.acks.filter(([m]) => m === match).map(([, seq]) => seq);
    expect(acks.length).toBeGreaterThanOrEqual(5);
    expect(new Set(acks)).toEqual(new Set([0]));
  });

  it('names the visitor even when the host tells the name after the game started', async () => {
    const late = fakeHost(() => ({ visitor: 'Mia', nameLate: true }));
    start(fast({ games: [{ game: 'nile', players: 2 }], claimMs: 2000 }), late.host);
    await until(() => useShowcase.getState().results.length >= 1);
    // The kiosk's "… plays from a phone!" line and the captions use these names.
    expect(useShowcase.getState().results[0]!.names).toEqual(['Mia', 'Isis']);
  });

  it('shows each caption with its move, never before the table has shown it', async () => {
    const { host, log } = fakeHost(() => 'play');
    // What the table had shown (the director's last ack) whenever a caption appeared, and the move it describes.
    const seen: { move: number; shown: number }[] = [];
    offs.push(
      useShowcase.subscribe((s, was) => {
        if (s.captions !== was.captions && s.caption) seen.push({ move: Number(s.caption), shown: log.acks.at(-1)?.[1] ?? -1 });
      }),
    );
    start(fast({ games: [{ game: 'nile', players: 2 }] }), host, { lagMs: 40, caption: () => String(host.status([...log.watching][0]!)?.seq) });
    await until(() => useShowcase.getState().results.length >= 1);
    expect(seen.length).toBeGreaterThan(0);
    for (const c of seen) expect(c.move, `caption of move ${c.move} with move ${c.shown} on screen`).toBeLessThanOrEqual(c.shown);
    expect(useShowcase.getState().results[0]!.pace!.captionLead).toBeLessThanOrEqual(0);
  });

  it('goes to the scoreboard only once the table has shown the last move', async () => {
    const { host, log } = fakeHost(() => 'play');
    start(fast({ games: [{ game: 'nile', players: 2 }] }), host, { lagMs: 60 });
    await until(() => useShowcase.getState().phase === 'scoreboard');
    expect(log.acks.at(-1)).toEqual([expect.any(String), 5]);
    const r = useShowcase.getState().results[0]!;
    expect(r.pace).toMatchObject({ endSeq: 5, shownAtEnd: 5 });
    // The host ran ahead of this slow table (the fake host does not pace): the director measured it.
    expect(r.pace!.ahead).toBeGreaterThan(1);
  });

  it("ends the game's captions with who won, once the table has shown the last move", async () => {
    const { host } = fakeHost(() => 'play');
    const seen: { shown: number; winners: number[] }[] = [];
    start(fast({ games: [{ game: 'nile', players: 2 }] }), host, {
      lagMs: 30,
      finaleCaption: (r) => {
        seen.push({ shown: r.pace!.shownAtEnd ?? -1, winners: r.winners });
        return `${r.names[r.winners[0]!]} wins ${r.game}`;
      },
    });
    await until(() => useShowcase.getState().caption === 'Ra wins nile');
    expect(seen).toEqual([{ shown: 5, winners: [0] }]);
    expect(useShowcase.getState().phase).toBe('playing');
  });

  it('renews the page at a scoreboard after its games, and the next page goes on where it was', async () => {
    const pl = fast({ games: [{ game: 'nile', players: 2 }, { game: 'banks', players: 2 }, { game: 'niagara', players: 2 }], intermissionMs: 40 });
    const first = fakeHost(() => 'play');
    const handed: ShowcaseResume[] = [];
    let allowed = false;
    // Not while the page may not renew (its full screen would end): the loop goes on.
    start(pl, first.host, { renew: { everyGames: 2, allowed: () => allowed, handOver: (r) => handed.push(r) } });
    await until(() => useShowcase.getState().results.length >= 2);
    allowed = true;
    await until(() => handed.length === 1);
    const h = handed[0]!;
    expect(h).toMatchObject({ next: 3, number: 3, refused: [], errors: [], renewals: 1, intermissionLeftMs: 40 });
    expect(h.results.map((r) => r.game)).toEqual(['nile', 'banks', 'niagara']);
    // The old page stops: no new game is created.
    const created = first.log.created.length;
    await sleep(60);
    expect(first.log.created.length).toBe(created);
    // The renewed page: the last scoreboard, then the next game in the playlist, the count and the day's wins kept.
    director = null;
    const second = fakeHost(() => 'play');
    start(pl, second.host, { resume: JSON.parse(JSON.stringify(h)) as ShowcaseResume });
    expect(useShowcase.getState()).toMatchObject({ phase: 'scoreboard', number: 3 });
    expect(useShowcase.getState().results).toHaveLength(3);
    await until(() => useShowcase.getState().results.length >= 4);
    expect(second.log.created[0]).toBe('nile');
    expect(useShowcase.getState()).toMatchObject({ number: 4, round: 2 });
  });

  it('a slow table that keeps moving on is waited for past the bound: each game ends on screen', async () => {
    const { host } = fakeHost(() => 'play');
    const lines: string[] = [];
    // Each move takes the table 60 ms, the host plays them at once: the table needs ~300 ms in all, over the bound.
    start(fast({ games: [{ game: 'nile', players: 2 }] }), host, { lagMs: 60, finaleShownMs: 150, lines });
    await until(() => useShowcase.getState().phase === 'scoreboard');
    expect(useShowcase.getState().results[0]!.pace).toMatchObject({ endSeq: 5, shownAtEnd: 5 });
    expect(lines.filter((l) => l.includes('on to the scoreboard'))).toEqual([]);
  });

  it('a stuck table still gets to the scoreboard, after the bound', async () => {
    const { host } = fakeHost(() => 'play');
    const lines: string[] = [];
    start(fast({ games: [{ game: 'nile', players: 2 }] }), host, { lagMs: null, finaleShownMs: 150, lines });
    await until(() => useShowcase.getState().results.length >= 1);
    expect(useShowcase.getState().results[0]!.pace).toMatchObject({ endSeq: 5, shownAtEnd: -1 });
    expect(useShowcase.getState().results[0]!.captions).toBe(0);
    expect(lines.some((l) => l.includes('showed move -1 of 5'))).toBe(true);
  });
});
