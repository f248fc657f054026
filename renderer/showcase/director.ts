import type { SeatSpec } from '../../protocol/messages';
import type { Playlist, PlaylistEntry } from '../../protocol/playlist';
import type { WireEvent } from '../../protocol/messages';
import type { ShowcaseResume } from './resume';
import { initialShowcase, useShowcase, type GamePace, type GameResult, type ShowcaseState } from './store';

/** What the director needs from the host connection (renderer/showcase/hostLink.ts adapts a Session; tests fake it). */
export interface DirectorHost {
  create(p: { game: string; players: number; options: Record<string, unknown>; seats: SeatSpec[] }): Promise<{ id: string; code: string }>;
  /** Follow the match as a spectator, asking the host to pace its bots by what this page has shown (`shown`). */
  watch(match: string): Promise<void>;
  /** Tell the host the table has shown the match up to `seq`. */
  shown(match: string, seq: number): void;
  /** Stop following it and forget what was received. */
  unwatch(match: string): void;
  /** Nobody claimed the visitor seat: take it, then give it up mid-game so the host's bot plays it. */
  release(match: string, seat: number): Promise<void>;
  /** The spectator's latest picture of the match. */
  status(match: string): { status: 'waiting' | 'playing' | 'over'; seq: number; scores: number[]; winners: number[]; names: (string | null)[] } | null;
  /** Called on every snapshot or event batch of any match (batch: its seq and events, as a spectator sees them). */
  onUpdate(cb: (match: string, batch: HostBatch | null) => void): () => void;
}

/** One event batch of a match: the seq after the action, and what the spectator saw of it. */
export interface HostBatch {
  seq: number;
  events: readonly WireEvent[];
}

export interface DirectorOptions {
  log(line: string): void;
  /** The caption of a move (captions/index.ts with the page's language). */
  caption(game: string, events: readonly WireEvent[], names: string[]): string | null;
  /** The caption once the table has shown a game's end: who won (the game's own writer only knows it ended). */
  finaleCaption?(result: GameResult): string | null;
  /** Measured when a game ends, before its table goes (render stats for the soak test). */
  probe?(): unknown;
  /** Bot seat names, by seat. */
  botNames?: readonly string[];
  visitorName?: string;
  now?(): number;
  /** How long the finale waits for the table's next move before it takes the table as stuck (default FINALE_STALL_MS). */
  finaleShownMs?: number;
  /** How often the page says it is still there while its table is behind (default PACE_BEAT_MS). */
  paceBeatMs?: number;
  /**
   * Renew the page after `everyGames` games on it (a fresh JS heap: the code V8 compiles over a day only grows), at a
   * scoreboard, when `allowed()`: the director hands where it is over (`handOver`, which reloads the page) and stops.
   */
  renew?: { everyGames: number; allowed(): boolean; handOver(resume: ShowcaseResume): void };
  /** A renewed page's start: the scoreboard of the last game for the time it had left, then the next game. */
  resume?: ShowcaseResume;
  /** Test hook: the loop waits here when a game has ended ('finale', its table still shown) and before the next one. */
  gate?(at: 'finale' | 'next'): Promise<void>;
}

/**
 * How long the finale waits for the table to show its next move (with pacing it is a batch or two behind, and a slow
 * renderer takes its time over them): a table that shows nothing more for this long is stuck, and must not keep the
 * kiosk from the scoreboard. A table still moving on is waited for, up to FINALE_MAX_STALLS times this in all.
 */
const FINALE_STALL_MS = 30_000;
const FINALE_MAX_STALLS = 4;

/**
 * While its table is behind the host, the page repeats its last ack this often: a long batch on a slow renderer is
 * not mistaken for a frozen kiosk (host/pacers.ts waits `boundMs` for a silent pacer). It beats from the moment the
 * page watches the match, through the visitor seat's window and while the table is built: a pacer silent for the
 * 20 s window was given up on when the game started, and the bots played some 40 NILE turns unseen before the table
 * had drawn its first frame.
 */
const PACE_BEAT_MS = 3000;

/** A game made no move for `watchdogMs`. */
class StalledError extends Error {}
class Stopped extends Error {}

const BOT_NAMES = ['Ra', 'Isis', 'Hapi', 'Thoth', 'Bastet', 'Horus', 'Sobek', 'Anubis'];

/**
 * The showcase loop, run by the kiosk page: play the playlist over and over, each game created on the host with bot
 * seats (and a visitor seat open for `claimMs`), followed as a spectator until it ends, then the scoreboard. It never
 * stops on a problem: a game that cannot be created or fails is logged and skipped (an entry the host refuses is not
 * tried again), and a game with no move for `watchdogMs` is restarted once, then skipped.
 */
export class ShowcaseDirector {
  private stopped = false;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly wakers = new Set<(e?: Error) => void>();
  private readonly now: () => number;
  /**
   * The game on screen; `visitor`: its seat 0 was claimed from a phone. `shown`: the seq its table has shown;
   * `captions`: the captions of batches not shown yet; `pace`: what the soak test measures.
   */
  private current: { match: string; game: string; names: string[]; visitor: boolean; shown: number; captions: { seq: number; text: string }[]; pace: GamePace } | null = null;
  private readonly off: () => void;

  constructor(
    private readonly playlist: Playlist,
    private readonly host: DirectorHost,
    private readonly o: DirectorOptions,
  ) {
    this.now = o.now ?? (() => performance.now());
    this.off = host.onUpdate((match, events) => this.update(match, events));
  }

  private set(p: Partial<ShowcaseState>): void {
    useShowcase.setState(p);
  }

  start(): this {
    useShowcase.setState(initialShowcase());
    void this.loop().catch((e: unknown) => {
      if (!(e instanceof Stopped)) this.o.log(`showcase loop ended: ${(e as Error).message}`);
    });
    return this;
  }

  stop(): void {
    this.stopped = true;
    this.off();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const w of [...this.wakers]) w(new Stopped('stopped'));
    if (this.current) this.host.unwatch(this.current.match);
    this.current = null;
  }

  // --- waiting ------------------------------------------------------------------------------------------------------

  /** Resolve after `ms`, or earlier when `done()` holds (checked on every host update); rejects when stopped. */
  private wait(ms: number, done: () => boolean = () => false, check?: () => Error | null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.stopped) return reject(new Stopped('stopped'));
      let timer: ReturnType<typeof setTimeout> | null = null;
      let tick: ReturnType<typeof setTimeout> | null = null;
      const finish = (e?: Error) => {
        this.wakers.delete(waker);
        for (const h of [timer, tick]) {
          if (!h) continue;
          this.timers.delete(h);
          clearTimeout(h);
        }
        if (e) reject(e);
        else resolve();
      };
      const waker = (e?: Error) => {
        if (e) return finish(e);
        if (done()) finish();
      };
      this.wakers.add(waker);
      if (Number.isFinite(ms)) {
        timer = setTimeout(() => finish(), ms);
        this.timers.add(timer);
      }
      if (check) {
        // The watchdog looks a few times per period, not on every update.
        const every = 250;
        const loop = () => {
          const err = check();
          if (err) return finish(err);
          tick = setTimeout(loop, every);
          this.timers.add(tick);
        };
        loop();
      }
      if (done()) finish();
    });
  }

  private wakeAll(): void {
    for (const w of [...this.wakers]) w();
  }

  /**
   * The page's table has shown `match` up to `seq`: the host hears of it (pacing), and the captions of the batches
   * now on screen appear, the newest one only (a caption never describes a move the screen has not shown yet).
   */
  shown(match: string, seq: number): void {
    const cur = this.current;
    if (!cur || cur.match !== match || seq <= cur.shown) return;
    cur.shown = seq;
    this.host.shown(match, seq);
    const due = cur.captions.filter((c) => c.seq <= seq);
    if (due.length) {
      cur.captions = cur.captions.filter((c) => c.seq > seq);
      const c = due[due.length - 1]!;
      cur.pace.captionLead = Math.max(cur.pace.captionLead, c.seq - seq);
      this.set({ caption: c.text, captions: useShowcase.getState().captions + 1 });
    }
    this.wakeAll();
  }

  private update(match: string, batch: HostBatch | null): void {
    const cur = this.current;
    if (cur?.visitor && match === cur.match) {
      // The visitor's name comes with the host's presence message, which may follow the snapshot that started the game.
      const name = this.host.status(match)?.names[0];
      if (name && name !== cur.names[0]) {
        cur.names[0] = name;
        this.set({ visitor: name, names: [...cur.names] });
      }
    }
    if (cur && match === cur.match && batch) {
      cur.pace.ahead = Math.max(cur.pace.ahead, batch.seq - cur.shown);
      let text: string | null = null;
      try {
        text = batch.events.length ? this.o.caption(cur.game, batch.events, cur.names) : null;
      } catch (e) {
        this.o.log(`caption failed (${cur.game}): ${(e as Error).message}`);
      }
      // Held until the table has shown this batch (`shown`).
      if (text) cur.captions.push({ seq: batch.seq, text });
    }
    this.wakeAll();
  }

  // --- the loop -----------------------------------------------------------------------------------------------------

  private async loop(): Promise<void> {
    const pl = this.playlist;
    const n = pl.games.length;
    const from = this.o.resume;
    const refused = new Set<number>(from?.refused);
    if (from) await this.resumed(from);
    else {
      this.set({ phase: 'attract', until: this.now() + pl.attractMs, next: pl.games[0] ?? null });
      await this.wait(pl.attractMs);
    }
    let played = 0;
    for (let i = from?.next ?? 0; !this.stopped; i++) {
      if (refused.size >= n) {
        // Nothing here can be played: keep the attract screen up and try again now and then.
        this.set({ phase: 'idle', match: null, entry: null, next: null });
        await this.wait(Math.max(30_000, pl.attractMs));
        refused.clear();
      }
      const k = i % n;
      if (refused.has(k)) continue;
      const entry = pl.games[k]!;
      const next = pl.games[(k + 1) % n] ?? null;
      this.set({ number: useShowcase.getState().number + 1, round: Math.floor(i / n) + 1, entry, next, caption: null, visitor: null });
      try {
        const r = await this.playWithRestart(entry);
        this.set({ results: [...useShowcase.getState().results.slice(-199), r], phase: 'scoreboard', match: null, until: this.now() + pl.intermissionMs });
        const renew = this.o.renew;
        if (renew && ++played >= renew.everyGames && renew.allowed()) return this.handOver(renew, i + 1, refused);
        await this.wait(pl.intermissionMs);
        if (this.o.gate) await this.o.gate('next');
      } catch (e) {
        if (e instanceof Stopped) return;
        const err = e as Error & { code?: string };
        const line = `${entry.game} (${entry.players}p): ${err.code ? `${err.code}: ` : ''}${err.message}`;
        this.o.log(`showcase: skipped ${line}`);
        const s = useShowcase.getState();
        this.set({ errors: [...s.errors.slice(-99), line], notices: [...s.notices.slice(-19), { kind: 'skipped', game: entry.game, reason: err.message }] });
        // A setup the host refuses (unknown bot level, bad options, player count) will not work next time either.
        if (err.code && ['BAD_SETUP', 'NO_GAME', 'BAD_OPTION', 'NOT_ALLOWED'].includes(err.code)) refused.add(k);
        await this.wait(Math.min(2000, pl.intermissionMs));
      }
    }
  }

  /** The renewed page's first scoreboard: the last game's, for the time it had left. */
  private async resumed(from: ShowcaseResume): Promise<void> {
    const pl = this.playlist;
    const last = from.results.at(-1);
    this.set({ phase: last ? 'scoreboard' : 'attract', number: from.number, results: from.results, errors: from.errors, notices: from.notices, next: pl.games[from.next % pl.games.length] ?? null, until: this.now() + from.intermissionLeftMs });
    await this.wait(from.intermissionLeftMs);
    if (this.o.gate && last) await this.o.gate('next');
  }

  /** Hand the showcase over to a fresh page at this scoreboard, and stop. */
  private handOver(renew: NonNullable<DirectorOptions['renew']>, next: number, refused: ReadonlySet<number>): void {
    const s = useShowcase.getState();
    const resume: ShowcaseResume = {
      next,
      number: s.number,
      results: s.results,
      errors: s.errors,
      notices: s.notices,
      refused: [...refused],
      intermissionLeftMs: this.playlist.intermissionMs,
      renewals: (this.o.resume?.renewals ?? 0) + 1,
    };
    this.stop();
    renew.handOver(resume);
  }

  private async playWithRestart(entry: PlaylistEntry): Promise<GameResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.playOne(entry);
      } catch (e) {
        if (!(e instanceof StalledError) || attempt >= 1) throw e;
        this.o.log(`showcase: ${entry.game} stalled (${e.message}); restarting it`);
        const s = useShowcase.getState();
        this.set({ notices: [...s.notices.slice(-19), { kind: 'restarted', game: entry.game, reason: e.message }] });
      }
    }
  }

  /** Repeat the table's last ack while it is behind the host, until the game leaves the screen (`current` changes). */
  private beat(cur: NonNullable<ShowcaseDirector['current']>, hostSeq: () => number): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (this.stopped || this.current !== cur) return;
      // Before the table has shown anything, seq 0 (never more than the host's pacer started at) only says "alive".
      if (hostSeq() > cur.shown) this.host.shown(cur.match, Math.max(cur.shown, 0));
      this.beat(cur, hostSeq);
    }, this.o.paceBeatMs ?? PACE_BEAT_MS);
    this.timers.add(t);
  }

  /**
   * The game is over on the host: the table shows the last move and the game's own scoring (its animator's last
   * batch, then the game-over cover), and the picture stays a moment before the scoreboard. A table that stops moving
   * on (stuck renderer) is given FINALE_STALL_MS.
   */
  private async finale(cur: NonNullable<ShowcaseDirector['current']>, endSeq: number, result: () => GameResult): Promise<void> {
    const pl = this.playlist;
    cur.pace.endSeq = endSeq;
    const stall = this.o.finaleShownMs ?? FINALE_STALL_MS;
    const until = this.now() + stall * FINALE_MAX_STALLS;
    while (cur.shown < endSeq && this.now() < until) {
      const before = cur.shown;
      await this.wait(Math.min(stall, until - this.now()), () => cur.shown !== before);
      if (cur.shown === before) break;
    }
    cur.pace.shownAtEnd = cur.shown;
    const said = this.o.finaleCaption?.(result());
    if (said) this.set({ caption: said });
    if (cur.shown < endSeq) this.o.log(`showcase: ${cur.game}: the table showed move ${cur.shown} of ${endSeq}, and nothing more for ${stall / 1000} s (or ${(stall * FINALE_MAX_STALLS) / 1000} s in all); on to the scoreboard`);
    await this.wait(Math.min(4000, pl.intermissionMs / 2));
    if (this.o.gate) await this.o.gate('finale');
  }

  private async playOne(entry: PlaylistEntry): Promise<GameResult> {
    const pl = this.playlist;
    const bot = entry.bot ?? pl.bot;
    const botNames = this.o.botNames ?? BOT_NAMES;
    const visitorSeat = pl.claimMs > 0;
    const names = Array.from({ length: entry.players }, (_, i) => botNames[i % botNames.length]!);
    const seats: SeatSpec[] = names.map((name, i) => (visitorSeat && i === 0 ? { kind: 'human' } : { kind: 'bot', bot, name }));
    const m = await this.host.create({ game: entry.game, players: entry.players, options: entry.options ?? {}, seats });
    this.current = { match: m.id, game: entry.game, names, visitor: false, shown: -1, captions: [], pace: { ahead: 0, captionLead: -Infinity, shownAtEnd: null, endSeq: -1 } };
    const cur = this.current;
    const captionsBefore = useShowcase.getState().captions;
    try {
      await this.host.watch(m.id);
      const st = () => this.host.status(m.id);
      this.beat(cur, () => st()?.seq ?? -1);
      if (visitorSeat) {
        this.set({ phase: 'claim', match: m.id, code: m.code, names: [...names], until: this.now() + pl.claimMs });
        await this.wait(pl.claimMs, () => (st()?.status ?? 'waiting') !== 'waiting');
        if ((st()?.status ?? 'waiting') === 'waiting') {
          names[0] = botNames[0]!;
          await this.host.release(m.id, 0);
        } else {
          names[0] = st()?.names[0] ?? this.o.visitorName ?? 'Visitor';
          if (this.current) this.current.visitor = true;
          this.set({ visitor: names[0] });
        }
      }
      this.set({ phase: 'playing', match: m.id, code: m.code, names: [...names], until: 0 });
      let seq = -1;
      let moved = this.now();
      await this.wait(
        Infinity,
        () => st()?.status === 'over',
        () => {
          const s = st();
          if (s && s.seq !== seq) {
            seq = s.seq;
            moved = this.now();
          }
          return this.now() - moved > pl.watchdogMs ? new StalledError(`no move for ${Math.round((this.now() - moved) / 1000)} s at move ${seq}`) : null;
        },
      );
      const result = (): GameResult => {
        const end = st()!;
        return { game: entry.game, players: entry.players, options: entry.options ?? {}, names: [...names], scores: end.scores, winners: end.winners, seq: end.seq, captions: useShowcase.getState().captions - captionsBefore, pace: { ...cur.pace } };
      };
      await this.finale(cur, st()!.seq, result);
      return { ...result(), probe: this.o.probe?.() };
    } finally {
      this.host.unwatch(m.id);
      if (this.current?.match === m.id) this.current = null;
    }
  }
}
