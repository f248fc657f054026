import { useFlights, type Flight } from '../flights';

/** A flight as an animator asks for it (the store gives it its id and start time). */
export type FlightSpec = Omit<Flight, 'id'>;

/**
 * Everything an animator sets in motion, paced by the table's speed: timers (waits) and flights in the shared flight
 * store. At speed 0 (reduced motion) nothing moves and nothing waits. `cancel` stops it all at once, so a disposed or
 * reset table leaves no card hanging in the air and no timer firing into a store nobody shows.
 */
export class Motion {
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private flightIds: number[] = [];

  constructor(readonly speed: () => number) {}

  /** Wall-clock seconds for `seconds` of animation at the current speed (0 with reduced motion). */
  dur(seconds: number): number {
    const sp = this.speed();
    return sp <= 0 ? 0 : seconds / sp;
  }

  wait(seconds: number): Promise<void> {
    const ms = this.dur(seconds) * 1000;
    if (ms <= 0) return Promise.resolve();
    return new Promise((r) => this.after(ms, r));
  }

  /** Flies cards or pieces; resolves when the last one has landed (they are then taken out of the air). */
  fly(list: FlightSpec[]): Promise<void> {
    const sp = this.speed();
    if (sp <= 0 || list.length === 0) return Promise.resolve();
    const scaled = list.map((f) => ({ ...f, delay: f.delay / sp, duration: f.duration / sp }));
    const ids = useFlights.getState().add(scaled);
    this.flightIds.push(...ids);
    const end = Math.max(...scaled.map((f) => f.delay + f.duration));
    return new Promise((r) =>
      this.after(end * 1000 + 16, () => {
        useFlights.getState().remove(ids);
        this.flightIds = this.flightIds.filter((i) => !ids.includes(i));
        r();
      }),
    );
  }

  /** Takes every flight of this animator out of the air (a reset or a new perspective). */
  cancelFlights(): void {
    if (this.flightIds.length) useFlights.getState().remove(this.flightIds);
    this.flightIds = [];
  }

  /** Stops everything: pending waits never resolve, flights vanish. Safe to call twice. */
  cancel(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.cancelFlights();
  }

  private after(ms: number, then: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      then();
    }, ms);
    this.timers.add(t);
  }
}
