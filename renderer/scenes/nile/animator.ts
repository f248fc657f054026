import type { WireEvent } from '../../../protocol/messages';
import type { NileView } from '../../../engine/nile/view';
import { useFlights, type Flight } from '../common/flights';
import { CROP_IDS, type Crop } from './cardArt';
import { CENTRE, fieldPose, handPose, pileTop, specPose, storagePose, type Pose, type SeatFrame, type Vec3 } from './layout';
import { addSorted, cloneDisplay, displayFromView, inc, removeOne, type NileDisplay } from './model';
import { publishNileShot } from './shots';
import type { NileTableStoreApi, Step } from './tableStore';

export type SoundKind = 'card' | 'flood' | 'locust' | 'harvest' | 'shuffle' | 'turn' | 'coin';

export interface AnimatorDeps {
  store: NileTableStoreApi;
  frames(): SeatFrame[];
  /** Seat whose secrets the table shows (null: nobody's). */
  reveal(): number | null;
  /** Animation speed: 0 = no movement (reduce motion), 1 = normal, higher = faster. */
  speed(): number;
  sound?(k: SoundKind): void;
}

const FACE_DOWN = Math.PI;

const STEP_OF: Record<string, Step> = { turn: 'flood', flood: 'harvest', harvest: 'harvest', trade: 'trade', plant: 'plant', speculate: 'plant', pass: 'plant', draw: 'draw', gameOver: 'over' };

/**
 * Plays host events on the NILE table, one at a time, in seq order: each event moves cards (flights) and then
 * updates the displayed piles. When the queue is empty the display snaps to the newest view from the host, so any
 * drift (hidden sizes, rebuild details) is corrected. The host never waits for this: events simply queue up.
 */
export class NileAnimator {
  private queue: { seq: number; events: WireEvent[] }[] = [];
  private processed = -1;
  private latest: { seq: number; view: NileView } | null = null;
  private running = false;
  private disposed = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private flightIds: number[] = [];

  constructor(private readonly deps: AnimatorDeps) {}

  get seq(): number {
    return this.processed;
  }

  /** Internal state, for diagnostics in the end-to-end tests. */
  debug(): { processed: number; latest: number | null; queued: number[]; running: boolean; disposed: boolean } {
    return { processed: this.processed, latest: this.latest?.seq ?? null, queued: this.queue.map((q) => q.seq), running: this.running, disposed: this.disposed };
  }

  /** Start from a view (first snapshot, resync, or a new perspective). `intro` plays the deal first. */
  reset(view: NileView, seq: number, intro = false): void {
    this.queue = [];
    this.processed = seq;
    this.latest = { seq, view };
    this.cancelFlights();
    const st = this.deps.store;
    if (intro && this.deps.speed() > 0) {
      this.running = true;
      st.getState().set({ busy: true });
      void this.deal(view).finally(() => {
        this.running = false;
        this.pump();
      });
      return;
    }
    st.getState().set({ display: displayFromView(view, this.deps.reveal(), st.getState().display?.discardTop ?? null), focus: view.over ? null : view.active, busy: false, step: view.over ? 'over' : 'trade' });
  }

  events(seq: number, events: WireEvent[]): void {
    if (seq <= this.processed || this.queue.some((q) => q.seq === seq)) return;
    this.queue.push({ seq, events });
    this.queue.sort((a, b) => a.seq - b.seq);
    this.pump();
  }

  snapshot(seq: number, view: NileView, resync: boolean): void {
    if (this.latest && seq < this.latest.seq && !resync) return;
    this.latest = { seq, view };
    if (resync && seq !== this.processed) {
      // Missed events (resume with a snapshot): jump.
      this.reset(view, seq);
      return;
    }
    this.pump();
  }

  /** Re-derive what is shown from the newest view (e.g. the revealed seat changed). */
  refresh(): void {
    if (this.latest && !this.running && this.queue.length === 0) {
      const st = this.deps.store.getState();
      st.set({ display: displayFromView(this.latest.view, this.deps.reveal(), st.display?.discardTop ?? null) });
    }
  }

  /** Undo dispose() (React re-runs effects when a suspended tree is shown again). */
  revive(): void {
    if (!this.disposed) return;
    this.disposed = false;
    this.running = false;
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.timers) clearTimeout(t);
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
      // Caught up: the newest view is the truth.
      if (this.latest && this.latest.seq >= this.processed) {
        if (this.latest.seq === this.processed || this.latest.seq > this.processed) {
          const v = this.latest.view;
          const s = st.getState();
          s.set({
            display: displayFromView(v, this.deps.reveal(), s.display?.discardTop ?? null),
            busy: false,
            step: v.over ? 'over' : s.step === 'draw' || s.step === null || s.step === 'flood' || s.step === 'harvest' ? 'trade' : s.step,
            focus: v.over ? s.focus : v.active,
          });
          this.processed = Math.max(this.processed, this.latest.seq);
        }
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
    if (this.deps.speed() <= 0) {
      // Reduced motion: no flights; the whole batch lands at once (one render), the log still gets every line.
      const s = st.getState();
      const last = [...next.events].reverse().find((e) => STEP_OF[e.type]);
      s.set({
        log: [...s.log, ...next.events.map((event) => ({ seq: next.seq, event }))].slice(-400),
        step: last ? STEP_OF[last.type]! : s.step,
      });
      this.processed = next.seq;
      if (this.queue.length === 0 && this.latest && this.latest.seq === next.seq) this.pump();
      else this.pump();
      return;
    }
    this.running = true;
    st.getState().set({ busy: true });
    void (async () => {
      for (const e of next.events) {
        if (this.disposed) return;
        st.getState().set({ log: [...st.getState().log, { seq: next.seq, event: e }].slice(-400) });
        try {
          await this.play(e);
        } catch (err) {
          console.error('river-tables: animation failed', err);
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

  private d(): NileDisplay {
    return cloneDisplay(this.deps.store.getState().display!);
  }

  private show(d: NileDisplay, extra: Partial<{ step: Step; focus: number | null; locustShown: boolean }> = {}): void {
    this.deps.store.getState().set({ display: d, ...extra });
  }

  private frame(seat: number): SeatFrame {
    return this.deps.frames()[seat]!;
  }

  private deckTop(d: NileDisplay): Pose {
    return { p: pileTop(CENTRE.deck, d.deck), r: [0, 0, FACE_DOWN] };
  }
  private floodTop(d: NileDisplay): Pose {
    return { p: pileTop(CENTRE.flood, d.floodPile + 1), r: [0, 0, 0] };
  }
  private discardTop(d: NileDisplay): Pose {
    return { p: pileTop(CENTRE.discard, d.discard + 1), r: [0, 0.05, 0] };
  }
  private handOf(d: NileDisplay, seat: number, i: number): Pose {
    const n = Math.max(1, d.seats[seat]!.hand ?? 5);
    return handPose(this.frame(seat), Math.min(i, n - 1), n);
  }
  private faceUp(p: Pose): Pose {
    return { p: p.p, r: [p.r[0], p.r[1], 0] };
  }

  private flight(face: string, from: Pose, to: Pose, delay = 0, duration = 0.45, arc = 0.8, lift = 0): Omit<Flight, 'id'> {
    return { face, from, to, delay, duration, arc, lift };
  }

  // --- the deal ---------------------------------------------------------------------------------------------------

  private async deal(view: NileView): Promise<void> {
    const final = displayFromView(view, this.deps.reveal());
    const start = cloneDisplay(final);
    const n = view.players;
    start.deck = view.deckSize + view.floodPileSize + (view.seats.reduce((t, s) => t + (s.handSize ?? 5), 0));
    start.floodPile = 0;
    start.currentFlood = null;
    start.seats.forEach((s) => {
      s.hand = 0;
      if (s.handCards) s.handCards = [];
    });
    this.show(start, { step: null, focus: null });
    this.deps.sound?.('shuffle');
    await this.wait(0.3);
    const flights: Omit<Flight, 'id'>[] = [];
    for (let round = 0; round < 5; round++) {
      for (let s = 0; s < n; s++) {
        const target = this.handOf(final, s, round);
        flights.push(this.flight('back', this.deckTop(start), target, (round * n + s) * 0.07, 0.4, 0.6));
      }
    }
    await this.fly(flights);
    const dealt = cloneDisplay(final);
    dealt.floodPile = 0;
    dealt.currentFlood = null;
    dealt.deck = final.deck + final.floodPile;
    this.show(dealt);
    if (final.currentFlood) {
      this.deps.sound?.('flood');
      await this.fly([this.flight(final.currentFlood, this.deckTop(dealt), this.floodTop(dealt), 0, 0.7, 1.4, 0.5)]);
    }
    this.show(final, { step: 'trade', focus: view.active });
    this.deps.store.getState().set({ busy: false });
  }

  // --- one event --------------------------------------------------------------------------------------------------

  private async play(e: WireEvent): Promise<void> {
    const reveal = this.deps.reveal();
    switch (e.type) {
      case 'turn': {
        const d = this.d();
        d.active = e.seat as number;
        d.turn = e.turn as number;
        this.show(d, { step: 'flood', focus: d.active });
        if (reveal !== null && e.seat === reveal) this.deps.sound?.('turn');
        await this.wait(0.35);
        return;
      }
      case 'flood': {
        const d = this.d();
        const from = this.deckTop(d);
        d.deck = Math.max(0, d.deck - 1);
        this.show(d, { step: 'flood' });
        this.deps.sound?.('flood');
        publishNileShot('flood', null, this.deps.speed());
        await this.fly([this.flight(String(e.card), from, this.floodTop(d), 0, 0.75, 1.5, 0.6)]);
        const d2 = this.d();
        d2.floodPile += 1;
        d2.currentFlood = String(e.card);
        d2.floodOnPile = true;
        this.show(d2, { step: 'harvest' });
        await this.wait(0.15);
        return;
      }
      case 'floodBurned': {
        const d = this.d();
        const from = this.deckTop(d);
        d.deck = Math.max(0, d.deck - 1);
        this.show(d);
        await this.fly([this.flight('back', from, { p: pileTop(CENTRE.flood, d.floodPile + 1), r: [0, 0.1, FACE_DOWN] }, 0, 0.45, 0.6)]);
        const d2 = this.d();
        d2.floodPile += 1;
        this.show(d2);
        return;
      }
      case 'locustDrawn': {
        const d = this.d();
        const from = this.deckTop(d);
        d.deck = Math.max(0, d.deck - 1);
        this.show(d);
        this.deps.sound?.('locust');
        await this.fly([this.flight('X', from, { p: CENTRE.locust, r: [-0.9, 0, 0] }, 0, 0.7, 1.2, 0.8)]);
        this.show(this.d(), { locustShown: true });
        await this.wait(0.5);
        return;
      }
      case 'locust': {
        const discarded = (e.discarded as { seat: number; crop: Crop; count: number }[]) ?? [];
        const d = this.d();
        const targets: Vec3[] = discarded.map((x) => fieldPose(this.frame(x.seat), x.crop, Math.max(0, x.count - 1), x.count).p);
        this.deps.sound?.('locust');
        publishNileShot('locust', null, this.deps.speed());
        this.deps.store.getState().addEffect({ kind: 'locust', points: [CENTRE.locust, ...(targets.length ? targets : [CENTRE.flood]), CENTRE.discard], duration: 1.6 / Math.max(0.25, this.deps.speed() || 1) });
        await this.wait(0.9);
        const flights: Omit<Flight, 'id'>[] = [];
        let k = 0;
        for (const x of discarded) {
          const f = this.frame(x.seat);
          for (let i = x.count - 1; i >= 0; i--) {
            flights.push(this.flight(x.crop, fieldPose(f, x.crop, i, x.count), this.discardTop(d), (k++) * 0.04, 0.45, 0.7));
          }
          d.seats[x.seat]!.fields[x.crop] = 0;
        }
        this.show(d);
        await this.fly(flights);
        const d2 = this.d();
        for (const x of discarded) {
          d2.discard += x.count;
          d2.discardTop = x.crop;
        }
        this.show(d2, { locustShown: false });
        await this.fly([this.flight('X', { p: CENTRE.locust, r: [-0.9, 0, 0] }, this.discardTop(d2), 0, 0.45, 0.5)]);
        const d3 = this.d();
        d3.discard += 1;
        d3.discardTop = 'X';
        d3.locust = 'discard';
        d3.locustStrikes += 1;
        this.show(d3);
        return;
      }
      case 'harvest': {
        const seat = e.seat as number;
        const crop = e.crop as Crop;
        const d = this.d();
        const f = this.frame(seat);
        const n = d.seats[seat]!.fields[crop];
        const from = fieldPose(f, crop, Math.max(0, n - 1), n);
        d.seats[seat]!.fields[crop] = Math.max(0, n - 1);
        this.show(d, { step: 'harvest' });
        this.deps.sound?.('harvest');
        publishNileShot('harvest', from.p, this.deps.speed());
        const st = d.seats[seat]!.storage ?? 0;
        await this.fly([this.flight(crop, from, storagePose(f, (st + 1) * 0.008), 0, 0.5, 0.7)]);
        const d2 = this.d();
        const s2 = d2.seats[seat]!;
        s2.storage = inc(s2.storage, 1);
        if (s2.storageCrops) s2.storageCrops[crop] += 1;
        this.show(d2);
        return;
      }
      case 'speculationSettled': {
        const seat = e.seat as number;
        const cards = (e.cards as string[]) ?? [];
        const won = (e.won as string[]) ?? [];
        const f = this.frame(seat);
        const d = this.d();
        const points = cards.map((_, i) => specPose(f, i).p);
        this.deps.store.getState().addEffect({ kind: 'glow', points: points.filter((_, i) => won.includes(cards[i]!)), color: '#7CFC8A', duration: 0.9 });
        this.deps.store.getState().addEffect({ kind: 'glow', points: points.filter((_, i) => !won.includes(cards[i]!)), color: '#ff6b5a', duration: 0.9 });
        if (won.length) {
          this.deps.sound?.('coin');
          publishNileShot('speculation', points[0] ?? null, this.deps.speed());
        }
        await this.wait(0.9);
        const flights = cards.map((c, i) => this.flight(c, specPose(f, i), this.discardTop(d), i * 0.08, 0.45, 0.6));
        d.seats[seat]!.specs = [];
        this.show(d);
        await this.fly(flights);
        const d2 = this.d();
        d2.discard += cards.length;
        if (cards.length) d2.discardTop = cards[cards.length - 1]!;
        this.show(d2);
        return;
      }
      case 'draw': {
        const seat = e.seat as number;
        const count = (e.count as number) ?? 0;
        const cards = (e.cards as string[] | undefined) ?? null;
        const d = this.d();
        const from = this.deckTop(d);
        d.deck = Math.max(0, d.deck - count);
        this.show(d, e.reason === 'turn' ? { step: 'draw' } : {});
        if (count > 0) this.deps.sound?.('card');
        const h = d.seats[seat]!.hand ?? 5;
        const flights: Omit<Flight, 'id'>[] = [];
        for (let i = 0; i < count; i++) {
          const to = seat === reveal ? this.faceUp(this.handOf(d, seat, h + i)) : this.handOf(d, seat, h + i);
          flights.push(this.flight(seat === reveal && cards ? cards[i]! : 'back', from, seat === reveal ? { p: [to.p[0], to.p[1] + 0.8, to.p[2] + 0.5], r: [-0.6, to.r[1], FACE_DOWN] } : to, i * 0.12, 0.42, 0.6));
        }
        await this.fly(flights);
        const d2 = this.d();
        const s2 = d2.seats[seat]!;
        s2.hand = inc(s2.hand, count);
        if (seat === reveal && cards) addSorted(s2.handCards, cards);
        this.show(d2);
        return;
      }
      case 'trade': {
        const seat = e.seat as number;
        const paid = (e.paid as { from: 'hand' | 'storage'; card: string }[]) ?? [];
        const f = this.frame(seat);
        const d = this.d();
        const s = d.seats[seat]!;
        const flights = paid.map((p, i) => {
          const from = p.from === 'hand' ? this.faceUp(this.handOf(d, seat, i)) : this.faceUp(storagePose(f, 0.05));
          return this.flight(p.card, from, this.discardTop(d), i * 0.1, 0.45, 0.7);
        });
        for (const p of paid) {
          if (p.from === 'hand') {
            s.hand = inc(s.hand, -1);
            if (seat === reveal) removeOne(s.handCards, p.card);
          } else {
            s.storage = inc(s.storage, -1);
            if (s.storageCrops && (CROP_IDS as readonly string[]).includes(p.card)) s.storageCrops[p.card as Crop] = Math.max(0, s.storageCrops[p.card as Crop] - 1);
          }
        }
        this.show(d, { step: 'trade' });
        this.deps.sound?.('card');
        await this.fly(flights);
        const d2 = this.d();
        d2.discard += paid.length;
        if (paid.length) d2.discardTop = paid[paid.length - 1]!.card;
        this.show(d2);
        return;
      }
      case 'takeover': {
        const from = e.from as number;
        const crop = e.crop as Crop;
        const count = e.count as number;
        const d = this.d();
        const f = this.frame(from);
        this.deps.store.getState().addEffect({ kind: 'shake', points: [fieldPose(f, crop, 0, count).p], color: '#ff6b5a', duration: 0.5 });
        await this.wait(0.4);
        const flights: Omit<Flight, 'id'>[] = [];
        for (let i = count - 1; i >= 0; i--) flights.push(this.flight(crop, fieldPose(f, crop, i, count), this.discardTop(d), (count - 1 - i) * 0.05, 0.45, 0.9));
        d.seats[from]!.fields[crop] = 0;
        this.show(d);
        await this.fly(flights);
        const d2 = this.d();
        d2.discard += count;
        d2.discardTop = crop;
        this.show(d2);
        return;
      }
      case 'plant': {
        const seat = e.seat as number;
        const crops = (e.crops as Partial<Record<Crop, number>>) ?? {};
        const f = this.frame(seat);
        const d = this.d();
        const s = d.seats[seat]!;
        const flights: Omit<Flight, 'id'>[] = [];
        let k = 0;
        for (const c of CROP_IDS) {
          const n = crops[c] ?? 0;
          for (let i = 0; i < n; i++) {
            const idx = s.fields[c] + i;
            flights.push(this.flight(c, this.faceUp(this.handOf(d, seat, k)), fieldPose(f, c, idx, s.fields[c] + n), k * 0.1, 0.5, 0.7));
            k++;
            s.hand = inc(s.hand, -1);
            if (seat === reveal) removeOne(s.handCards, c);
          }
        }
        this.show(d, { step: 'plant' });
        this.deps.sound?.('card');
        await this.fly(flights);
        const d2 = this.d();
        for (const c of CROP_IDS) d2.seats[seat]!.fields[c] += crops[c] ?? 0;
        this.show(d2);
        return;
      }
      case 'speculate': {
        const seat = e.seat as number;
        const cards = (e.cards as string[]) ?? [];
        const f = this.frame(seat);
        const d = this.d();
        const s = d.seats[seat]!;
        const base = s.specs.length;
        const flights = cards.map((c, i) => this.flight(c, this.faceUp(this.handOf(d, seat, i)), specPose(f, base + i), i * 0.1, 0.5, 0.8));
        for (const c of cards) {
          s.hand = inc(s.hand, -1);
          if (seat === reveal) removeOne(s.handCards, c);
        }
        this.show(d, { step: 'plant' });
        this.deps.sound?.('card');
        await this.fly(flights);
        const d2 = this.d();
        d2.seats[seat]!.specs.push(...cards);
        this.show(d2);
        return;
      }
      case 'pass':
        this.show(this.d(), { step: 'plant' });
        await this.wait(0.2);
        return;
      case 'rebuild': {
        const d = this.d();
        const deckSize = e.deckSize as number;
        const flights: Omit<Flight, 'id'>[] = [];
        const fromDiscard = Math.min(8, d.discard);
        const fromFlood = Math.min(4, d.floodPile);
        for (let i = 0; i < fromDiscard; i++) flights.push(this.flight('back', { p: pileTop(CENTRE.discard, d.discard - i), r: [0, 0, FACE_DOWN] }, this.deckTop(d), i * 0.06, 0.5, 0.9));
        for (let i = 0; i < fromFlood; i++) flights.push(this.flight('back', { p: pileTop(CENTRE.flood, d.floodPile - i), r: [0, 0, FACE_DOWN] }, this.deckTop(d), 0.05 + i * 0.06, 0.5, 0.9));
        // Which piles went in is read from the counts (the host's next view corrects any difference).
        const both = d.deck + d.discard + d.floodPile;
        if (deckSize >= both) {
          d.discard = 0;
          d.floodPile = 0;
          d.floodOnPile = false;
        } else if (deckSize >= both - 1 && d.floodPile > 0) {
          d.discard = 0;
          d.floodPile = 1;
        } else {
          d.discard = 0;
        }
        d.discardTop = null;
        if (d.locust === 'discard') d.locust = 'deck';
        this.show(d);
        this.deps.sound?.('shuffle');
        await this.fly(flights);
        this.deps.store.getState().addEffect({ kind: 'shake', points: [CENTRE.deck], duration: 0.6 });
        const d2 = this.d();
        d2.deck = deckSize;
        d2.reshufflesLeft = e.reshufflesLeft as number;
        this.show(d2);
        await this.wait(0.6);
        return;
      }
      case 'gameOver':
        this.show(this.d(), { step: 'over', focus: null });
        await this.wait(0.6);
        return;
      default:
        return;
    }
  }
}
