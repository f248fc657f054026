import type { GameEvent } from '../../../engine/core/types';
import type { WireEvent } from '../../../protocol/messages';
import type { NefertitiEvent } from '../../../engine/nefertiti/events';
import type { NefertitiView } from '../../../engine/nefertiti/view';
import { useCinematic } from '../common/cinematic';
import { useFlights, type Flight } from '../common/flights';
import type { Sfx } from '../common/sound';
import { applyEvent } from './applyEvent';
import { BOARD, marketCamera, overviewCamera, type Layout, type Pose, type Vec3 } from './layout';
import { cloneDisplay, displayFromView, marketIndex, type NefDisplay } from './model';
import type { NefTableStoreApi } from './tableStore';

export interface NefAnimatorDeps {
  store: NefTableStoreApi;
  layout(): Layout;
  /** 0 = no movement (reduce motion), 1 = normal, higher = faster. */
  speed(): number;
  sound?(k: Sfx): void;
}

const UP = BOARD.y + 0.05;
const pose = (p: Vec3, lift = 0): Pose => ({ p: [p[0], UP + lift, p[2]], r: [0, 0, 0] });

/**
 * Plays host events on the Nefertiti table one at a time, in seq order: each event moves pieces (flights) and then
 * updates the display. When the queue is empty the display snaps to the newest view from the host. The host never
 * waits for this: events simply queue up.
 */
export class NefAnimator {
  private queue: { seq: number; events: GameEvent[] }[] = [];
  private processed = -1;
  private latest: { seq: number; view: NefertitiView } | null = null;
  private running = false;
  private disposed = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private flightIds: number[] = [];

  constructor(private readonly deps: NefAnimatorDeps) {}

  get seq(): number {
    return this.processed;
  }

  reset(view: NefertitiView, seq: number): void {
    this.queue = [];
    this.processed = seq;
    this.latest = { seq, view };
    this.cancelFlights();
    this.deps.store.getState().set({ display: displayFromView(view), busy: false, closing: null, scoring: view.final ? scoringOf(view) : null });
  }

  events(seq: number, events: GameEvent[]): void {
    if (seq <= this.processed || this.queue.some((q) => q.seq === seq)) return;
    this.queue.push({ seq, events });
    this.queue.sort((a, b) => a.seq - b.seq);
    this.pump();
  }

  snapshot(seq: number, view: NefertitiView, resync: boolean): void {
    if (this.latest && seq < this.latest.seq && !resync) return;
    this.latest = { seq, view };
    if (resync && seq !== this.processed) return this.reset(view, seq);
    this.pump();
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
    this.cancelFlights();
  }

  private cancelFlights(): void {
    if (this.flightIds.length) useFlights.getState().remove(this.flightIds);
    this.flightIds = [];
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const st = this.deps.store;
    const next = this.queue[0];
    if (!next) {
      if (this.latest && this.latest.seq >= this.processed) {
        const v = this.latest.view;
        st.getState().set({ display: displayFromView(v), busy: false, closing: null, scoring: v.final ? scoringOf(v) : st.getState().scoring });
        this.processed = this.latest.seq;
      }
      return;
    }
    if (next.seq !== this.processed + 1 && this.latest && this.latest.seq >= next.seq) {
      // A gap (lost message): jump to the newest view rather than animate from a wrong start.
      this.queue = this.queue.filter((q) => q.seq > this.latest!.seq);
      this.reset(this.latest.view, this.latest.seq);
      this.pump();
      return;
    }
    this.queue.shift();
    const log = (events: GameEvent[]) => st.getState().set({ log: [...st.getState().log, ...events.map((event) => ({ seq: next.seq, event }))].slice(-400) });
    if (this.deps.speed() <= 0) {
      // Reduced motion: the whole batch lands at once; the log and the camera shots still get every event.
      log(next.events);
      for (const e of next.events) this.publish(e);
      if (next.events.some((e) => e.type === 'marketClosed')) st.getState().set({ closings: st.getState().closings + 1 });
      this.processed = next.seq;
      this.pump();
      return;
    }
    this.running = true;
    st.getState().set({ busy: true });
    void (async () => {
      for (const e of next.events) {
        if (this.disposed) return;
        log([e]);
        this.publish(e);
        try {
          await this.play(e as unknown as NefertitiEvent);
        } catch (err) {
          console.error('river-tables: animation failed', err);
        }
      }
      this.processed = next.seq;
      this.running = false;
      this.pump();
    })();
  }

  /** Camera shots for showcase mode, at the moments the issue names. */
  private publish(e: WireEvent): void {
    const cin = useCinematic.getState();
    if (e.type === 'marketClosed') {
      const spot = this.deps.layout().markets.find((m) => m.id === e.market);
      if (spot) cin.request({ id: 'nefertiti.marketClosing', ...marketCamera(spot), holdMs: 5000, priority: 2 });
    } else if (e.type === 'gameOver') {
      cin.request({ id: 'nefertiti.finalScoring', target: overviewCamera().target, position: [0, 13, 9.5], holdMs: 8000, priority: 3 });
    }
  }

  // --- helpers ------------------------------------------------------------------------------------------------

  private wait(seconds: number): Promise<void> {
    const sp = this.deps.speed();
    const ms = sp <= 0 ? 0 : (seconds * 1000) / sp;
    if (ms <= 0) return Promise.resolve();
    return new Promise((r) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        r();
      }, ms);
      this.timers.add(t);
    });
  }

  private fly(list: Omit<Flight, 'id'>[]): Promise<void> {
    const sp = this.deps.speed();
    if (sp <= 0 || list.length === 0) return Promise.resolve();
    const scaled = list.map((f) => ({ ...f, delay: f.delay / sp, duration: f.duration / sp }));
    const ids = useFlights.getState().add(scaled);
    this.flightIds.push(...ids);
    const end = Math.max(...scaled.map((f) => f.delay + f.duration));
    return new Promise((r) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        useFlights.getState().remove(ids);
        this.flightIds = this.flightIds.filter((i) => !ids.includes(i));
        r();
      }, end * 1000 + 16);
      this.timers.add(t);
    });
  }

  private d(): NefDisplay {
    return cloneDisplay(this.deps.store.getState().display!);
  }

  private show(d: NefDisplay): void {
    this.deps.store.getState().set({ display: d });
  }

  private flight(face: string, from: Vec3, to: Vec3, delay = 0, duration = 0.45, arc = 0.7): Omit<Flight, 'id'> {
    return { face, from: pose(from), to: pose(to), delay, duration, arc };
  }

  /** Places on the table. */
  private reserveAt(d: NefDisplay, market: string): Vec3 {
    const L = this.deps.layout();
    if (market === 'memphis') return L.memphis?.reserve ?? L.deck;
    const m = marketIndex(d, market);
    const spot = L.markets[m];
    return spot ? spot.stalls[1 - d.markets[m]!.stall]! : L.deck;
  }
  private slotAt(market: string, slot: number): Vec3 {
    const L = this.deps.layout();
    if (market === 'memphis') return L.memphis?.cards(slot) ?? L.deck;
    return L.markets.find((m) => m.id === market)?.slots[slot] ?? L.deck;
  }
  private spaceAt(d: NefDisplay, market: string, space: number): Vec3 {
    const L = this.deps.layout();
    const s = market === 'memphis' ? L.memphis?.spaces[space] : L.markets.find((m) => m.id === market)?.spaces[d.markets[marketIndex(d, market)]?.stall ?? 0]?.[space];
    return s ? [s.x, 0, s.z] : L.deck;
  }
  private seatAt(seat: number | null, what: 'coins' | 'gifts' | 'servant' | 'seals'): Vec3 {
    const s = seat === null ? null : this.deps.layout().seats[seat];
    if (!s) return this.deps.layout().deck;
    return what === 'coins' ? s.coins : what === 'seals' ? s.seals : what === 'servant' ? s.servants(0) : s.gifts(2);
  }
  private coins(from: Vec3, to: Vec3, amount: number): Omit<Flight, 'id'>[] {
    return Array.from({ length: Math.min(5, Math.max(1, amount)) }, (_, i) => this.flight('coin', from, to, i * 0.07, 0.4, 0.5));
  }

  // --- one event --------------------------------------------------------------------------------------------------

  private async play(e: NefertitiEvent): Promise<void> {
    const st = this.deps.store.getState();
    const d = this.d();
    const land = () => {
      applyEvent(d, e as unknown as GameEvent);
      this.show(d);
    };
    switch (e.type) {
      case 'turn':
        land();
        await this.wait(0.2);
        return;
      case 'characterPlayed': {
        const L = this.deps.layout();
        const ids = d.data.characters.map((c) => c.id).filter((id) => (d.characters[id] ?? 0) > 0);
        const from = L.characters(Math.max(0, ids.indexOf(e.character)), ids.length);
        this.deps.sound?.('card');
        await this.fly([{ face: `char:${e.character}`, from: pose(from), to: { p: [L.seats[e.seat]!.centre[0], 1.2, L.seats[e.seat]!.centre[2] - 0.4], r: [-0.9, 0, 0] }, delay: 0, duration: 0.6, arc: 1, lift: 0.6 }]);
        land();
        await this.wait(0.4);
        return;
      }
      case 'sealSpent':
        await this.fly([this.flight('seal', this.seatAt(e.seat, 'seals'), this.deps.layout().sealSupply)]);
        return land();
      case 'sealTaken':
        await this.fly([this.flight('seal', e.reason === 'upper' ? this.slotAt(e.from, 0) : this.deps.layout().sealSupply, this.seatAt(e.seat, 'seals'))]);
        return land();
      case 'sealPlaced':
        await this.fly([this.flight('seal', this.deps.layout().sealSupply, this.slotAt(e.market, 0), 0, 0.35)]);
        return land();
      case 'servantPlaced':
        this.deps.sound?.('click');
        await this.fly([this.flight(`pawn:${e.seat}`, this.seatAt(e.seat, 'servant'), this.spaceAt(d, e.market, e.space), 0, 0.5, 0.9)]);
        return land();
      case 'coinTaken':
        this.deps.sound?.('coin');
        await this.fly(this.coins(this.reserveAt(d, e.market), this.seatAt(e.seat, 'coins'), e.amount));
        return land();
      case 'debenMoved':
        await this.fly(this.coins(this.reserveAt(d, e.from), this.reserveAt(d, e.to), e.amount));
        return land();
      case 'marketClosed':
        st.set({ closing: { market: e.market, space: -1 }, closings: st.closings + 1 });
        land();
        this.deps.sound?.('flood');
        await this.wait(0.9);
        return;
      case 'memphisAllocated':
        st.set({ closing: { market: 'memphis', space: -1 } });
        await this.wait(0.6);
        return;
      case 'bidResolved': {
        st.set({ closing: { market: e.market, space: e.space } });
        if (e.result === 'paid') {
          this.deps.sound?.('coin');
          await this.fly(this.coins(this.seatAt(e.seat, 'coins'), this.reserveAt(d, e.market), e.amount));
        }
        land();
        await this.wait(0.35);
        return;
      }
      case 'giftTaken':
        this.deps.sound?.('card');
        await this.fly([this.flight(e.card, this.slotAt(e.market, e.slot), this.seatAt(e.seat, 'gifts'), 0, 0.55, 0.9)]);
        return land();
      case 'servantsReturned': {
        const m = marketIndex(d, e.market);
        const bids = e.market === 'memphis' ? (d.memphis?.bids ?? []) : (d.markets[m]?.bids ?? []);
        await this.fly(bids.map((b, i) => this.flight(`pawn:${b.seat}`, this.spaceAt(d, e.market, b.space), this.seatAt(b.seat, 'servant'), i * 0.06, 0.45, 0.8)));
        land();
        st.set({ closing: null });
        return;
      }
      case 'stallSwitched':
      case 'marketOpened':
        land();
        await this.wait(0.4);
        return;
      case 'marketRefilled': {
        const L = this.deps.layout();
        this.deps.sound?.('card');
        const list = e.cards.map((c, i) => this.flight(c.card, L.deck, this.slotAt(e.market, c.slot), i * 0.1, 0.5, 0.9));
        e.toMemphis.forEach((c, i) => list.push(this.flight(c, L.deck, L.memphis?.cards((d.memphis?.cards.length ?? 0) + i) ?? L.deck, (e.cards.length + i) * 0.1, 0.6, 1)));
        await this.fly(list);
        return land();
      }
      case 'akhenatonDrawn': {
        const L = this.deps.layout();
        this.deps.sound?.('flood');
        await this.fly([{ face: 'akhenaton', from: pose(L.deck), to: { p: [this.slotAt(e.market, 0)[0], 0.6, this.slotAt(e.market, 0)[2] + 0.2], r: [-0.7, 0, 0] }, delay: 0, duration: 0.9, arc: 1.5, lift: 0.8 }]);
        land();
        await this.wait(0.8);
        return;
      }
      case 'giftDiscarded':
        await this.fly([this.flight(e.card, this.seatAt(e.seat, 'gifts'), this.deps.layout().deck, 0, 0.5, 0.8)]);
        return land();
      case 'giftsExchanged': {
        const other = e.market && e.slot !== undefined ? this.slotAt(e.market, e.slot) : this.seatAt(e.with, 'gifts');
        await this.fly([this.flight(e.gave, this.seatAt(e.seat, 'gifts'), other, 0, 0.55, 0.8), this.flight(e.took, other, this.seatAt(e.seat, 'gifts'), 0.05, 0.55, 1.1)]);
        return land();
      }
      case 'wanderingThiefPlaced':
        await this.fly([this.flight('char:wanderingThief', this.seatAt(e.seat, 'gifts'), this.slotAt(e.market, e.slot), 0, 0.6, 1)]);
        return land();
      case 'scored': {
        if (e.reason !== 'final') {
          land();
          await this.wait(0.5);
          return;
        }
        // Final scoring: the marker walks up the track from the game score to the total.
        const b = e.breakdown;
        const rows = st.scoring?.rows.slice() ?? d.seats.map((s) => ({ gifts: 0, seals: 0, deben: 0, track: s.score, priestOfAmun: 0, total: s.score }));
        if (b) rows[e.seat] = { ...b };
        const shown = st.scoring?.shown.slice() ?? d.seats.map((s) => s.score);
        const from = d.seats[e.seat]!.score;
        const to = from + e.points;
        const steps = 8;
        for (let k = 1; k <= steps; k++) {
          const dk = this.d();
          dk.seats[e.seat]!.score = Math.round(from + ((to - from) * k) / steps);
          shown[e.seat] = dk.seats[e.seat]!.score;
          this.deps.store.getState().set({ display: dk, scoring: { rows, shown: shown.slice() } });
          await this.wait(0.08);
        }
        this.deps.sound?.('coin');
        await this.wait(0.3);
        return;
      }
      case 'gameOver':
        land();
        await this.wait(0.6);
        return;
      default:
        land();
        return;
    }
  }
}

/** The final breakdown of a finished game's view (for the scoring panel). */
function scoringOf(v: NefertitiView): { shown: number[]; rows: NonNullable<NefertitiView['final']> } {
  const rows = v.final ?? [];
  return { shown: rows.map((r) => r.total), rows };
}
