import type { GameEvent } from '../../../engine/core/types';
import type { NiagaraEvent } from '../../../engine/niagara/events';
import { CARD_IDS, type CardId } from '../../../engine/niagara/material/cards';
import type { GemColour } from '../../../engine/niagara/material/gems';
import { ARM_SLOTS, SLOT_IDS, TRUNK_LAST, type Arm } from '../../../engine/niagara/material/river';
import type { NiagaraView } from '../../../engine/niagara/view';
import type { Shot } from '../common/cinematic';
import { CAVE_POS, LIP, POOL, bankPos, pathPoint, reservePos, type SeatFrame, type V3 } from './layout';
import { canoeOf, cloneDisplay, crewOf, displayFromView, type NiagaraDisplay } from './model';
import { clock, type Focus, type NiagaraTableStore } from './tableStore';

export type NiagaraSound = 'card' | 'turn' | 'coin' | 'flood' | 'shuffle';

export interface NiagaraAnimatorDeps {
  store: NiagaraTableStore;
  frames(): SeatFrame[];
  /** Seat whose secrets the table shows (null: nobody's). */
  reveal(): number | null;
  /** 0 = no movement (reduce motion), 1 = normal, higher = faster. */
  speed(): number;
  sound?(k: NiagaraSound): void;
  /** Publish a camera shot for showcase mode. */
  shot?(s: Shot): void;
}

let gemFlightId = 1;

/** Where a disc slot's next position is after one push into `arm` (§7); null = over the falls. */
export function afterPush(at: string, arm: Arm): string | null {
  const i = (SLOT_IDS as readonly string[]).indexOf(at);
  if (i < 0) return at; // bank, lost
  const [a6, a7] = ARM_SLOTS[arm === 'L' ? 0 : 1]!;
  if (i < TRUNK_LAST) return SLOT_IDS[i + 1]!;
  if (i === TRUNK_LAST) return SLOT_IDS[a6]!;
  if (i === a6) return SLOT_IDS[a7]!;
  if (i === a7) return null;
  return at;
}

/**
 * Plays host events on the Niagara table in seq order: reveals, paddling canoes, flying gems, the cloud, and each disc
 * push as a slide of the trunk and one arm, discs tipping over the falls with their canoes. When the queue is empty
 * the display snaps to the newest view from the host, so any drift is corrected. The host never waits for this.
 */
export class NiagaraAnimator {
  private queue: { seq: number; events: GameEvent[] }[] = [];
  private processed = -1;
  private latest: { seq: number; view: NiagaraView } | null = null;
  private running = false;
  private disposed = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private speedShown: number | null = null;

  constructor(private readonly deps: NiagaraAnimatorDeps) {}

  get seq(): number {
    return this.processed;
  }

  debug(): { processed: number; latest: number | null; queued: number; running: boolean } {
    return { processed: this.processed, latest: this.latest?.seq ?? null, queued: this.queue.length, running: this.running };
  }

  reset(view: NiagaraView, seq: number): void {
    this.queue = [];
    this.processed = seq;
    this.latest = { seq, view };
    this.settle();
  }

  events(seq: number, events: GameEvent[]): void {
    if (seq <= this.processed || this.queue.some((q) => q.seq === seq)) return;
    this.queue.push({ seq, events });
    this.queue.sort((a, b) => a.seq - b.seq);
    this.pump();
  }

  snapshot(seq: number, view: NiagaraView, resync: boolean): void {
    if (this.latest && seq < this.latest.seq && !resync) return;
    this.latest = { seq, view };
    if (resync && seq !== this.processed) return this.reset(view, seq);
    this.pump();
  }

  /** Re-derive what is shown from the newest view (the revealed seat changed). */
  refresh(): void {
    if (!this.running && this.queue.length === 0) this.settle();
  }

  revive(): void {
    if (!this.disposed) return;
    this.disposed = false;
    this.running = false;
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Caught up: the newest view is the truth. */
  private settle(): void {
    if (!this.latest) return;
    const v = this.latest.view;
    this.processed = Math.max(this.processed, this.latest.seq);
    const focus: Focus = this.deps.store.getState().focus.kind === 'falls' ? { kind: 'overview' } : this.deps.store.getState().focus;
    this.deps.store.getState().set({ display: displayFromView(v, this.deps.reveal(), this.speedShown), busy: false, push: null, move: null, gems: [], focus });
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const next = this.queue[0];
    if (!next) {
      if (this.latest && this.latest.seq >= this.processed) this.settle();
      return;
    }
    if (next.seq !== this.processed + 1 && this.latest && this.latest.seq >= next.seq) {
      // A gap (a lost message): jump to the newest view rather than animate from a wrong start.
      this.queue = this.queue.filter((q) => q.seq > this.latest!.seq);
      this.reset(this.latest.view, this.latest.seq);
      this.pump();
      return;
    }
    this.queue.shift();
    this.running = true;
    this.deps.store.getState().set({ busy: true });
    const still = this.deps.speed() <= 0;
    void (async () => {
      const st = this.deps.store;
      st.getState().set({ log: [...st.getState().log, ...next.events.map((event) => ({ seq: next.seq, event }))].slice(-400) });
      for (const e of next.events) {
        if (this.disposed) return;
        try {
          // Reduced motion: the same bookkeeping, no waiting and no moving pieces.
          await this.play(e as NiagaraEvent, still);
        } catch (err) {
          console.error('river-tables: niagara animation failed', err);
        }
      }
      this.processed = next.seq;
      this.running = false;
      this.pump();
    })();
  }

  // --- helpers ------------------------------------------------------------------------------------------------

  private wait(seconds: number): Promise<void> {
    const sp = this.deps.speed();
    if (sp <= 0 || seconds <= 0) return Promise.resolve();
    return new Promise((r) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        r();
      }, (seconds * 1000) / sp);
      this.timers.add(t);
    });
  }

  /** Animation length in wall-clock seconds at the current speed. */
  private dur(seconds: number): number {
    const sp = this.deps.speed();
    return sp <= 0 ? 0 : seconds / sp;
  }

  private d(): NiagaraDisplay {
    return cloneDisplay(this.deps.store.getState().display!);
  }

  private show(d: NiagaraDisplay, extra: Parameters<ReturnType<NiagaraTableStore['getState']>['set']>[0] = {}): void {
    this.deps.store.getState().set({ display: d, ...extra });
  }

  private frame(seat: number): SeatFrame | undefined {
    return this.deps.frames()[seat];
  }

  private async flyGem(gem: GemColour, from: V3, to: V3, still: boolean): Promise<void> {
    if (still) return;
    const f = { id: gemFlightId++, gem, from, to, t0: clock(), dur: this.dur(0.5) };
    const st = this.deps.store;
    st.getState().set({ gems: [...st.getState().gems, f] });
    await this.wait(0.5);
    st.getState().set({ gems: st.getState().gems.filter((g) => g.id !== f.id) });
  }

  private canoePoint(d: NiagaraDisplay, id: string): V3 {
    const c = canoeOf(d, id);
    return pathPoint(id, c?.at ?? 'bank');
  }

  private reserveSpot(d: NiagaraDisplay, seat: number, gem: GemColour): V3 {
    const f = this.frame(seat);
    return f ? reservePos(f, gem, d.reserves[seat]?.[gem] ?? 0) : bankPos('red1');
  }

  private shot(s: Shot): void {
    this.deps.shot?.(s);
  }

  // --- one event ------------------------------------------------------------------------------------------------

  private async play(e: NiagaraEvent, still: boolean): Promise<void> {
    const reveal = this.deps.reveal();
    switch (e.type) {
      case 'roundStarted': {
        const d = this.d();
        d.round = e.round;
        d.phase = 'choose';
        d.turn = null;
        d.startSeat = e.startSeat;
        d.startColour = e.startColour;
        for (const c of d.crews) {
          c.faceDown = false;
          c.faceUp = null;
          c.choice = null;
        }
        this.show(d, { focus: { kind: 'overview' } });
        return;
      }
      case 'cardChosen': {
        const d = this.d();
        const c = crewOf(d, e.colour);
        if (c) {
          c.faceDown = true;
          if (c.seat === reveal && e.card !== undefined && c.hand) {
            c.hand = c.hand.filter((x) => x !== e.card);
            c.choice = e.card;
          }
        }
        this.show(d);
        this.deps.sound?.('card');
        if (!still) await this.wait(0.2);
        return;
      }
      case 'cardsRevealed': {
        const d = this.d();
        d.phase = 'resolve';
        const flips = { ...this.deps.store.getState().flips };
        for (const x of e.cards) {
          const c = crewOf(d, x.colour);
          if (!c) continue;
          c.faceDown = false;
          c.faceUp = x.card as CardId;
          // Kept in card order, as the view lists them.
          c.revealed = [...c.revealed, x.card as CardId].sort((a, b) => CARD_IDS.indexOf(a) - CARD_IDS.indexOf(b));
          c.unrevealed = Math.max(0, c.unrevealed - 1);
          d.turn = { colour: x.colour, seat: x.seat, card: x.card as CardId };
          flips[x.colour] = { t0: clock(), dur: this.dur(0.45) };
        }
        this.show(d, { flips });
        if (e.cards.some((x) => x.seat === reveal)) this.deps.sound?.('turn');
        await this.wait(0.5);
        return;
      }
      case 'canoeBoughtBack': {
        const d = this.d();
        const c = canoeOf(d, e.canoe);
        if (e.paid) {
          const from = this.reserveSpot(d, e.seat, e.paid);
          d.reserves[e.seat]![e.paid] = Math.max(0, d.reserves[e.seat]![e.paid] - 1);
          this.show(d);
          await this.flyGem(e.paid, from, CAVE_POS[e.paid], still);
          d.caves[e.paid][e.paid] += 1;
        }
        if (c) c.at = 'bank';
        this.show(d);
        this.deps.sound?.('coin');
        return;
      }
      case 'weatherMoved': {
        const d = this.d();
        d.weather = e.to;
        this.show(d);
        await this.wait(0.5);
        return;
      }
      case 'canoeMoved': {
        const d = this.d();
        const points = e.path.map((p) => pathPoint(e.canoe, p));
        const last = e.path[e.path.length - 1]!;
        if (!still && points.length > 1) {
          const t = 0.18 + 0.3 * (points.length - 1);
          this.shot({ id: 'niagara.canoe', target: points[points.length - 1]!, position: [points[points.length - 1]![0], 6.5, points[points.length - 1]![2] + 6], holdMs: t * 1000 + 600, priority: 1 });
          this.deps.store.getState().set({ move: { canoe: e.canoe, points, t0: clock(), dur: this.dur(t) }, focus: { kind: 'canoe', canoe: e.canoe } });
          await this.wait(t);
        }
        const c = canoeOf(d, e.canoe);
        if (c) c.at = last;
        this.show(d, { move: null });
        return;
      }
      case 'gemLoaded': {
        const d = this.d();
        d.caves[e.cave][e.gem] = Math.max(0, d.caves[e.cave][e.gem] - 1);
        this.show(d);
        await this.flyGem(e.gem, CAVE_POS[e.cave], this.canoePoint(d, e.canoe), still);
        const c = canoeOf(d, e.canoe);
        if (c) c.gem = e.gem;
        this.show(d);
        return;
      }
      case 'gemUnloaded': {
        const d = this.d();
        const c = canoeOf(d, e.canoe);
        if (c) c.gem = null;
        this.show(d);
        await this.flyGem(e.gem, this.canoePoint(d, e.canoe), CAVE_POS[e.cave], still);
        d.caves[e.cave][e.gem] += 1;
        this.show(d);
        return;
      }
      case 'gemStolen': {
        const d = this.d();
        const from = canoeOf(d, e.from);
        if (from) from.gem = null;
        this.show(d);
        await this.flyGem(e.gem, this.canoePoint(d, e.from), this.canoePoint(d, e.canoe), still);
        const c = canoeOf(d, e.canoe);
        if (c) c.gem = e.gem;
        this.show(d);
        return;
      }
      case 'gemLanded': {
        const d = this.d();
        const c = canoeOf(d, e.canoe);
        if (c) c.gem = null;
        this.show(d);
        this.deps.sound?.('coin');
        const f = this.frame(e.seat);
        if (f) this.shot({ id: 'niagara.gemLanded', target: [f.x, 0, f.z], position: [f.x * 0.7, 7, f.z * 0.7 + 6], holdMs: 1400, priority: 2 });
        await this.flyGem(e.gem, this.canoePoint(d, e.canoe), this.reserveSpot(d, e.seat, e.gem), still);
        d.reserves[e.seat]![e.gem] += 1;
        this.show(d);
        return;
      }
      case 'riverFlow': {
        const d = this.d();
        this.speedShown = e.speed;
        d.speed = e.speed;
        d.turn = null;
        this.show(d, { focus: { kind: 'overview' } });
        if (e.speed > 0) this.deps.sound?.('flood');
        await this.wait(0.3);
        return;
      }
      case 'discPushed': {
        const d = this.d();
        const arm = e.arm;
        const a7 = SLOT_IDS[ARM_SLOTS[arm === 'L' ? 0 : 1]![1]];
        const falling = d.canoes.filter((c) => c.at === a7);
        if (falling.length > 0) {
          // A disc with canoes is going over: the waterfall shot (the table's own camera too, unless motion is reduced).
          this.shot({ id: 'niagara.waterfall', target: [LIP[arm][0] + 0.4, 0.8, LIP[arm][2]], position: [LIP[arm][0] + 5, 4.2, LIP[arm][2] * 2.2 + (arm === 'L' ? -3 : 3)], holdMs: 2600, priority: 3 });
        } else {
          this.shot({ id: 'niagara.push', target: [0, 1.6, 0], position: [0, 10, 9], holdMs: 900, priority: 0 });
        }
        if (!still) {
          this.show(d, { push: { arm, t0: clock(), dur: this.dur(0.75) }, ...(falling.length ? { focus: { kind: 'falls', arm } as Focus } : {}) });
          await this.wait(0.8);
        }
        for (const c of d.canoes) {
          const next = afterPush(c.at, arm);
          c.at = next ?? (arm === 'L' ? 'fallsL' : 'fallsR');
        }
        this.show(d, { push: null });
        return;
      }
      case 'canoeFell': {
        const d = this.d();
        const c = canoeOf(d, e.canoe);
        const arm: Arm = e.from === 'R7' || e.from === 'fallsR' ? 'R' : 'L';
        if (c) {
          c.at = 'lost';
          c.gem = null;
        }
        if (e.gem) d.caves[e.gem][e.gem] += 1;
        const st = this.deps.store.getState();
        if (!still) {
          st.set({ splashes: [...st.splashes, { id: gemFlightId++, arm, t0: clock(), dur: this.dur(1.2) }] });
          if (e.gem) void this.flyGem(e.gem, POOL[arm], CAVE_POS[e.gem], still);
        }
        this.show(d);
        await this.wait(0.6);
        return;
      }
      case 'lifeRingPassed': {
        const d = this.d();
        d.startSeat = e.seat;
        d.startColour = e.colour;
        this.show(d, { splashes: [] });
        return;
      }
      case 'cardsReturned': {
        const d = this.d();
        for (const c of d.crews) {
          c.revealed = [];
          c.unrevealed = 7;
          if (c.hand) c.hand = [...CARD_IDS];
        }
        this.show(d);
        this.deps.sound?.('shuffle');
        return;
      }
      case 'gameOver': {
        const d = this.d();
        d.over = true;
        d.phase = 'over';
        d.winners = e.winners;
        d.capped = e.reason === 'roundCap';
        this.show(d, { focus: { kind: 'overview' } });
        await this.wait(0.5);
        return;
      }
      default:
        return;
    }
  }
}
