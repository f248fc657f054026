import type { GameEvent } from '../../../engine/core/types';
import type { BanksView } from '../../../engine/banks/view';
import { useFlights, type Flight } from '../common/flights';
import { useCinematic } from '../common/cinematic';
import { eventTile } from './art';
import { CARD_THICK, boatSlot, fieldSlot, type BanksLayout, type Pose, type Vec3 } from './layout';
import { addCount, boatMarkers, cloneDisplay, displayFromView, fieldOf, type BanksDisplay, type MarkerState } from './model';
import type { BanksTableStore } from './tableStore';

export type SoundKind = 'card' | 'flood' | 'harvest' | 'shuffle' | 'turn' | 'coin' | 'locust';

export interface AnimatorDeps {
  store: BanksTableStore;
  layout(): BanksLayout;
  /** Seat the table is shown for (its turn chime), or null. */
  reveal(): number | null;
  /** 0 = no movement (reduce motion), 1 = normal, higher = faster. */
  speed(): number;
  sound?(k: SoundKind): void;
}

type E = GameEvent & Record<string, unknown>;
type MarkerInfo = { colour: number; kind: string; state?: string };

const FLAT: Vec3 = [0, 0, 0];
const FLIPPED: Vec3 = [0, 0, Math.PI];
const emptied = (rec: Record<string, number>): Record<string, number> => Object.fromEntries(Object.keys(rec).map((k) => [k, 0]));
const lifted = (p: Vec3, h: number): Vec3 => [p[0], p[1] + h, p[2]];
/** A flight's face for a marker: colour, kind and side. */
const markerFace = (m: MarkerInfo, state: MarkerState = (m.state as MarkerState) ?? 'seed'): string => `m:${m.colour}:${m.kind}:${state}`;
/** The wave face of a water card lying on a field, as seen from above (left = west). */
export const waterTile = (fieldId: string, inner: number, outer: number): string => (fieldId.startsWith('W') ? `w:${outer}:${inner}` : `w:${inner}:${outer}`);

/**
 * Plays the host's events on the banks table, one batch at a time in seq order: each event flies cards and markers,
 * turns the flood circle, moves pawns and the obelisk, then updates what is shown. When the queue is empty the table
 * snaps to the newest view from the host, so any drift is corrected. The host never waits for this.
 */
export class BanksAnimator {
  private queue: { seq: number; events: GameEvent[] }[] = [];
  private processed = -1;
  private latest: { seq: number; view: BanksView } | null = null;
  private running = false;
  private disposed = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private flightIds: number[] = [];
  /** Seat that placed the last water card (a flooded desert card becomes its joker during the opening). */
  private lastPlacer = 0;
  /** Field of the harvest being carried to the market. */
  private harvestFrom: string | null = null;

  constructor(private readonly deps: AnimatorDeps) {}

  get seq(): number {
    return this.processed;
  }

  debug(): { processed: number; latest: number | null; queued: number[]; running: boolean } {
    return { processed: this.processed, latest: this.latest?.seq ?? null, queued: this.queue.map((q) => q.seq), running: this.running };
  }

  reset(view: BanksView, seq: number): void {
    this.queue = [];
    this.processed = seq;
    this.latest = { seq, view };
    this.cancelFlights();
    this.deps.store.getState().set({ display: displayFromView(view), busy: false });
  }

  events(seq: number, events: GameEvent[]): void {
    if (seq <= this.processed || this.queue.some((q) => q.seq === seq)) return;
    this.queue.push({ seq, events });
    this.queue.sort((a, b) => a.seq - b.seq);
    this.pump();
  }

  snapshot(seq: number, view: BanksView, resync: boolean): void {
    if (this.latest && seq < this.latest.seq && !resync) return;
    this.latest = { seq, view };
    if (resync && seq !== this.processed) {
      this.reset(view, seq);
      return;
    }
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
      // Caught up: the newest view is the truth.
      if (this.latest && this.latest.seq >= this.processed) {
        st.getState().set({ display: displayFromView(this.latest.view), busy: false });
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
    const log = (evs: GameEvent[]) => st.getState().set({ log: [...st.getState().log, ...evs.map((event) => ({ seq: next.seq, event }))].slice(-400) });
    if (this.deps.speed() <= 0) {
      // Reduced motion: the batch lands at once; shots are still published for the showcase.
      log(next.events);
      for (const e of next.events) this.publishShot(e as E);
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
        try {
          this.publishShot(e as E);
          await this.play(e as E);
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

  private flight(face: string, from: Pose, to: Pose, delay = 0, duration = 0.5, arc = 0.6, lift = 0): Omit<Flight, 'id'> {
    return { face, from, to, delay, duration, arc, lift };
  }

  private d(): BanksDisplay {
    return cloneDisplay(this.deps.store.getState().display!);
  }

  private show(d: BanksDisplay): void {
    this.deps.store.getState().set({ display: d });
  }

  private L(): BanksLayout {
    return this.deps.layout();
  }

  private fieldPos(id: string): Vec3 {
    const d = this.deps.store.getState().display!;
    const i = d.fields.findIndex((f) => f.id === id);
    return this.L().fields[Math.max(0, i)]!;
  }

  private glow(points: Vec3[], color: string, duration = 0.8, kind: 'glow' | 'ripple' = 'glow'): void {
    if (points.length) this.deps.store.getState().addEffect({ kind, points, color, duration: duration / Math.max(0.25, this.deps.speed() || 1) });
  }

  private pileTop(seat: number, pile: number, d: BanksDisplay): Vec3 {
    const base = this.L().trays[seat]?.piles[pile] ?? [0, 0, 0];
    return lifted(base, (d.piles[seat]?.[pile]?.size ?? 0) * CARD_THICK * 0.6 + 0.02);
  }

  private supplyPose(seat: number): Pose {
    return { p: this.L().trays[seat]?.supply ?? [0, 0.1, 8], r: FLAT };
  }

  private boatPose(i: number): Pose {
    return { p: boatSlot(this.L().boat, i), r: FLAT };
  }

  /** Markers leaving a field for the boat. */
  private async markersToBoat(fieldId: string, markers: MarkerInfo[]): Promise<void> {
    if (!markers.length) return;
    const from = this.fieldPos(fieldId);
    const d = this.d();
    const f = fieldOf(d, fieldId);
    if (f) f.markers = [];
    this.show(d);
    const n = boatMarkers(d).length;
    await this.fly(markers.map((m, i) => this.flight(markerFace(m, 'seed'), { p: fieldSlot(from, i, markers.length), r: FLAT }, this.boatPose(n + i), i * 0.08, 0.6, 0.5)));
    const d2 = this.d();
    for (const m of markers) addCount(d2.boat[m.colour], m.kind, 1);
    this.show(d2);
  }

  /** A camera shot for the showcase at the key moments of the issue (the flood circle, harvests, scoring). */
  private publishShot(e: E): void {
    const L = this.L();
    const c = useCinematic.getState();
    if (e.type === 'tideMarkerMoved' || e.type === 'tideStarted') {
      const t = L.tide.centre;
      c.request({ id: 'banks.floodCircle', target: t, position: [t[0] + 1.2, t[1] + 4.2, t[2] + 3.6], holdMs: 2200, priority: e.type === 'tideMarkerMoved' ? 3 : 1 });
    } else if (e.type === 'marketPlaced') {
      const col = L.market[this.marketIndex(String(e.row), 0)] ?? L.market[0]!;
      const p = col[0]!;
      c.request({ id: 'banks.harvest', target: p, position: [p[0], p[1] + 5, p[2] + 4.5], holdMs: 1600, priority: 2 });
    } else if (e.type === 'rowScored') {
      const p = L.track[Math.floor(L.track.length / 2)]!;
      c.request({ id: 'banks.scoring', target: [p[0], p[1], p[2] + 1.5], position: [p[0], p[1] + 6.5, p[2] + 6.5], holdMs: 2600, priority: 4 });
    }
  }

  // --- one event --------------------------------------------------------------------------------------------------

  private async play(e: E): Promise<void> {
    const L = this.L();
    switch (e.type) {
      case 'waterPlaced': {
        const seat = e.seat as number;
        const pile = e.pile as number;
        const field = String(e.field);
        const inner = e.inner as number;
        const outer = e.outer as number;
        this.lastPlacer = seat;
        const d = this.d();
        const top = d.piles[seat]?.[pile]?.top ?? [Math.min(inner, outer), Math.max(inner, outer)];
        const from = this.pileTop(seat, pile, d);
        const ps = d.piles[seat]?.[pile];
        if (ps) {
          ps.size = Math.max(0, ps.size - 1);
          ps.top = (e.newTop as [number, number] | null) ?? null;
        }
        this.show(d);
        // Lifted from the pile showing its top face, turned on the way if the other end must face the Nile.
        const shown = `w:${top[0]}:${top[1]}`;
        const want = waterTile(field, inner, outer);
        const turn = shown === want ? 0 : Math.PI;
        const to = this.fieldPos(field);
        this.deps.sound?.('card');
        await this.fly([this.flight(`${shown}|back`, { p: from, r: FLAT }, { p: lifted(to, 0.02), r: [0, turn, 0] }, 0, 0.8, 1.1, 0.35)]);
        const d2 = this.d();
        const f = fieldOf(d2, field);
        if (f) f.water = { inner, outer };
        this.show(d2);
        this.deps.sound?.('flood');
        this.glow([to], '#5fc3ff', 1.0, 'ripple');
        await this.wait(0.35);
        return;
      }
      case 'fieldFlooded': {
        const markers = (e.markers as MarkerInfo[]) ?? [];
        await this.markersToBoat(String(e.field), markers);
        if (e.desert) {
          const d = this.d();
          const f = fieldOf(d, String(e.field));
          if (f) f.desert = false;
          this.show(d);
        }
        return;
      }
      case 'waterRemoved': {
        const field = String(e.field);
        const at = this.fieldPos(field);
        const d = this.d();
        const f = fieldOf(d, field);
        if (f) f.water = null;
        this.show(d);
        this.deps.sound?.('card');
        await this.fly([this.flight(`${waterTile(field, e.inner as number, e.outer as number)}|back`, { p: lifted(at, 0.02), r: FLAT }, { p: lifted(at, 0.9), r: FLAT }, 0, 0.45, 0.2)]);
        return;
      }
      case 'eventRevealed': {
        const field = String(e.field);
        const at = this.fieldPos(field);
        const ev = eventTile(e.event as { kind: string; palms?: number; arrow: boolean });
        const water = e.source === 'water';
        const front = water ? 'w:1:1' : 'desert';
        const high: Pose = { p: lifted(at, 0.9), r: FLIPPED };
        // Turned over in the air so everyone reads the event, then away: water to the discard, desert to a joker.
        await this.fly([this.flight(`${front}|${ev}`, { p: lifted(at, water ? 0.9 : 0.03), r: FLAT }, high, 0, 0.55, 0.3, 0.7)]);
        await this.fly([this.flight(`${front}|${ev}`, high, high, 0, 0.6, 0, 0.7)]);
        if (water) {
          await this.fly([this.flight(`${front}|${ev}`, high, { p: lifted(L.waterDiscard, 0.02), r: FLIPPED }, 0, 0.5, 0.6)]);
          const d = this.d();
          d.waterDiscard = [...d.waterDiscard, { ends: [1, 1], event: e.event as BanksDisplay['waterDiscard'][number]['event'] }];
          this.show(d);
        } else {
          const seat = this.deps.store.getState().display!.step === 'tide' ? this.deps.store.getState().display!.startPlayer : this.lastPlacer;
          await this.fly([this.flight(`desert|${ev}`, high, { p: lifted(L.trays[seat]?.jokers ?? L.desertDiscard, 0.05), r: FLAT }, 0, 0.5, 0.6)]);
        }
        return;
      }
      case 'desertPlaced': {
        const field = String(e.field);
        const to = this.fieldPos(field);
        const d = this.d();
        d.desertPile = Math.max(0, d.desertPile - 1);
        this.show(d);
        this.deps.sound?.('card');
        await this.fly([this.flight('desert|back', { p: lifted(L.desertDraw, 0.1), r: FLAT }, { p: lifted(to, 0.03), r: FLAT }, 0, 0.6, 0.9)]);
        await this.markersToBoat(field, (e.markers as MarkerInfo[]) ?? []);
        const d2 = this.d();
        const f = fieldOf(d2, field);
        if (f) f.desert = true;
        this.show(d2);
        return;
      }
      case 'rotApplied': {
        const row = String(e.row);
        const r = this.marketIndex(row, 0);
        const changes = (e.changes as { pos: number; to: string }[]) ?? [];
        const col = L.market[r] ?? [];
        this.glow(changes.map((c) => col[c.pos - 1]!).filter(Boolean), '#b4552f', 0.9);
        this.deps.sound?.('locust');
        await this.wait(0.5);
        const d = this.d();
        const m = d.market.find((x) => x.id === row);
        for (const c of changes) {
          const mk = m?.markers[c.pos - 1];
          if (mk) mk.state = c.to as MarkerState;
        }
        this.show(d);
        await this.wait(0.4);
        return;
      }
      case 'tideMarkerMoved': {
        const d = this.d();
        d.tide = e.to as BanksDisplay['tide'];
        d.tideMode = d.tide === 'FLUT' ? 'flood' : 'ebb';
        this.show(d);
        this.deps.sound?.('shuffle');
        // The dial's marker turns (the scene eases it round).
        await this.wait(1.1);
        return;
      }
      case 'tideStarted': {
        const d = this.d();
        d.step = 'tide';
        d.tide = e.tide as BanksDisplay['tide'];
        this.show(d);
        this.glow([L.tide.centre], '#9fd3f5', 0.8);
        await this.wait(0.3);
        return;
      }
      case 'plantSown': {
        const seat = e.seat as number;
        const field = String(e.field);
        const state: MarkerState = e.ripe ? 'ripe' : 'seed';
        const d = this.d();
        addCount(d.supply[seat], String(e.kind), -1);
        if (typeof e.cost === 'number' && e.cost > 0) d.ap = Math.max(0, d.ap - e.cost);
        this.show(d);
        const f = fieldOf(d, field);
        const n = (f?.markers.length ?? 0) + 1;
        this.deps.sound?.('card');
        await this.fly([this.flight(markerFace({ colour: seat, kind: String(e.kind) }, state), this.supplyPose(seat), { p: fieldSlot(this.fieldPos(field), n - 1, n), r: FLAT }, 0, 0.55, 0.8)]);
        const d2 = this.d();
        // Markers placed in the opening are not acted on (no action phase yet).
        fieldOf(d2, field)?.markers.push({ colour: seat, kind: String(e.kind), state, acted: d2.step === 'actions' });
        this.show(d2);
        return;
      }
      case 'plantGrown': {
        const seat = e.seat as number;
        const field = String(e.field);
        const at = this.fieldPos(field);
        this.glow([at], '#8fe36a', 0.7);
        const d = this.d();
        const f = fieldOf(d, field);
        const i = f?.markers.findIndex((m) => m.colour === seat) ?? -1;
        // The seed side turns over to its ripe side.
        if (f && i >= 0) {
          const m = f.markers[i]!;
          f.markers.splice(i, 1, { ...m, state: 'ripe', acted: true });
          const slot = fieldSlot(at, i, f.markers.length);
          const hidden = this.d();
          fieldOf(hidden, field)!.markers.splice(i, 1);
          this.show(hidden);
          await this.fly([this.flight(markerFace(m, 'seed'), { p: slot, r: FLAT }, { p: slot, r: [Math.PI * 2, 0, 0] }, 0, 0.5, 0.35)]);
        }
        d.ap = Math.max(0, d.ap - ((e.cost as number) ?? 0));
        this.show(d);
        return;
      }
      case 'plantHarvested': {
        const d = this.d();
        const f = fieldOf(d, String(e.field));
        const i = f?.markers.findIndex((m) => m.colour === e.seat) ?? -1;
        if (f && i >= 0) f.markers.splice(i, 1);
        d.ap = Math.max(0, d.ap - ((e.cost as number) ?? 0));
        this.harvestFrom = String(e.field);
        this.show(d);
        return;
      }
      case 'marketPlaced': {
        const row = String(e.row);
        const r = this.marketIndex(row, 0);
        const to = L.market[r]?.[(e.pos as number) - 1] ?? L.market[0]![0]!;
        const from = this.harvestFrom ? this.fieldPos(this.harvestFrom) : this.supplyPose(e.seat as number).p;
        this.deps.sound?.('harvest');
        await this.fly([this.flight(markerFace({ colour: e.seat as number, kind: String(e.kind) }, 'ripe'), { p: lifted(from, 0.06), r: FLAT }, { p: lifted(to, 0.06), r: FLAT }, 0, 0.8, 1.4, 0.3)]);
        this.harvestFrom = null;
        const d = this.d();
        d.market.find((m) => m.id === row)?.markers.push({ colour: e.seat as number, kind: String(e.kind), state: 'ripe' });
        this.show(d);
        this.glow([to], '#ffd25a', 0.6);
        return;
      }
      case 'seedBought': {
        const d = this.d();
        const colour = e.colour as number;
        const idx = boatMarkers(d).findIndex((m) => m.colour === colour && m.kind === e.kind);
        addCount(d.boat[colour], String(e.kind), -1);
        d.ap = Math.max(0, d.ap - ((e.cost as number) ?? 0));
        this.show(d);
        this.deps.sound?.('coin');
        await this.fly([this.flight(markerFace({ colour, kind: String(e.kind) }, 'seed'), this.boatPose(Math.max(0, idx)), this.supplyPose(colour), 0, 0.6, 0.8)]);
        const d2 = this.d();
        addCount(d2.supply[colour], String(e.kind), 1);
        this.show(d2);
        return;
      }
      case 'markersToBoat': {
        const seat = e.seat as number;
        const kinds = (e.kinds as string[]) ?? [];
        const d = this.d();
        for (const k of kinds) addCount(d.supply[seat], k, -1);
        this.show(d);
        const n = boatMarkers(d).length;
        await this.fly(kinds.map((k, i) => this.flight(markerFace({ colour: seat, kind: k }, 'seed'), this.supplyPose(seat), this.boatPose(n + i), i * 0.1, 0.6, 0.9)));
        const d2 = this.d();
        for (const k of kinds) addCount(d2.boat[seat], k, 1);
        this.show(d2);
        return;
      }
      case 'boatCleared': {
        const d = this.d();
        const list = boatMarkers(d);
        const lost = (e.lost as number[]) ?? [];
        if (list.length) {
          d.boat = d.boat.map(emptied);
          this.show(d);
          // Unbought markers drift off down the Nile and are gone.
          const away: Pose = { p: [0, -0.4, L.nile.z0 - 2.5], r: FLAT };
          await this.fly(list.slice(0, 30).map((m, i) => this.flight(markerFace(m, 'seed'), this.boatPose(i), away, i * 0.03, 0.9, 0.3)));
        }
        const d2 = this.d();
        d2.boat = d2.boat.map(emptied);
        d2.lost = d2.lost.map((x, i) => x + (lost[i] ?? 0));
        this.show(d2);
        return;
      }
      case 'obeliskMoved': {
        const d = this.d();
        d.obelisk = e.to as number;
        this.show(d);
        this.glow([L.track[(e.to as number) - 1] ?? L.track[0]!], '#ffe6a0', 0.8);
        await this.wait(0.8);
        return;
      }
      case 'rowScored': {
        const row = String(e.row);
        const col = L.market[this.marketIndex(row, 0)] ?? [];
        const d = this.d();
        const markers = d.market.find((m) => m.id === row)?.markers ?? [];
        this.glow(markers.map((_, i) => col[i]!).filter(Boolean), '#ffd25a', 1.0);
        this.deps.sound?.('coin');
        await this.wait(0.6);
        // Points fly from the row to the pawns that score.
        const moves = (e.moves as number[]) ?? [];
        const flights: Omit<Flight, 'id'>[] = [];
        moves.forEach((mv, seat) => {
          if (mv > 0) flights.push(this.flight(`pt:${seat}`, { p: lifted(col[0] ?? L.boat, 0.2), r: FLAT }, { p: lifted(L.track[Math.min(L.track.length - 1, d.pawns[seat]! - 1 + mv)] ?? L.track[0]!, 0.2), r: FLAT }, seat * 0.12, 0.8, 1.2, 0.6));
        });
        await this.fly(flights);
        return;
      }
      case 'pawnMoved': {
        const d = this.d();
        d.pawns[e.seat as number] = e.to as number;
        this.show(d);
        await this.wait(0.5);
        return;
      }
      case 'marketToBoat': {
        const rows = (e.rows as string[]) ?? [];
        const d = this.d();
        const flights: Omit<Flight, 'id'>[] = [];
        const n = boatMarkers(d).length;
        let k = 0;
        for (const row of rows) {
          const m = d.market.find((x) => x.id === row);
          const col = L.market[this.marketIndex(row, 0)] ?? [];
          for (const [i, mk] of (m?.markers ?? []).entries()) {
            flights.push(this.flight(markerFace(mk, 'seed'), { p: lifted(col[i] ?? L.boat, 0.06), r: FLAT }, this.boatPose(n + k), k * 0.06, 0.6, 0.7));
            addCount(d.boat[mk.colour], mk.kind, 1);
            k++;
          }
          if (m) m.markers = [];
        }
        const shownBoat = d.boat;
        d.boat = this.d().boat;
        this.show(d);
        await this.fly(flights);
        const d2 = this.d();
        d2.boat = shownBoat;
        this.show(d2);
        return;
      }
      case 'jokerTaken': {
        const seat = e.seat as number;
        const d = this.d();
        if (e.source === 'bought') {
          d.desertPile = Math.max(0, d.desertPile - 1);
          d.ap = Math.max(0, d.ap - 1);
          this.show(d);
          await this.fly([this.flight('desert|back', { p: lifted(L.desertDraw, 0.1), r: FLAT }, { p: lifted(L.trays[seat]?.jokers ?? L.desertDraw, 0.05), r: FLAT }, 0, 0.5, 0.8)]);
        }
        const d2 = this.d();
        d2.jokers[seat] = (d2.jokers[seat] ?? 0) + 1;
        this.show(d2);
        return;
      }
      case 'jokerUsed': {
        const seat = e.seat as number;
        const d = this.d();
        d.jokers[seat] = Math.max(0, (d.jokers[seat] ?? 0) - 1);
        d.ap += (e.ap as number) ?? 1;
        this.show(d);
        await this.fly([this.flight('desert|back', { p: lifted(L.trays[seat]?.jokers ?? L.desertDiscard, 0.05), r: FLAT }, { p: lifted(L.desertDiscard, 0.1), r: [0, 0.3, 0] }, 0, 0.5, 0.8)]);
        const d2 = this.d();
        d2.desertDiscard += 1;
        this.show(d2);
        return;
      }
      case 'actionPhaseEnded': {
        const d = this.d();
        for (const f of d.fields) for (const m of f.markers) m.acted = false;
        this.show(d);
        return;
      }
      case 'actionPhaseStarted': {
        const d = this.d();
        for (const f of d.fields) for (const m of f.markers) m.acted = false;
        d.step = 'actions';
        d.actor = e.seat as number;
        d.ap = e.ap as number;
        this.show(d);
        if (e.seat === this.deps.reveal()) this.deps.sound?.('turn');
        await this.wait(0.25);
        return;
      }
      case 'pillarPassed': {
        const d = this.d();
        d.startPlayer = e.to as number;
        this.show(d);
        await this.wait(0.5);
        return;
      }
      case 'roundStarted': {
        const d = this.d();
        d.round = e.round as number;
        d.startPlayer = e.startPlayer as number;
        this.show(d);
        await this.wait(0.2);
        return;
      }
      case 'gameOver': {
        const d = this.d();
        d.over = true;
        this.show(d);
        await this.wait(0.6);
        return;
      }
      default:
        return;
    }
  }

  private marketIndex(row: string, fallback: number): number {
    const d = this.deps.store.getState().display;
    const i = d ? d.market.findIndex((m) => m.id === row) : -1;
    return i >= 0 ? i : fallback;
  }
}
