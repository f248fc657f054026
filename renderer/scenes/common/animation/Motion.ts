import { useActing } from '../acting';
import { useFlights, type Flight, type V3 } from '../flights';
import { FULL_PACE, stepCap, type BatchPace } from './pace';

/** A flight as an animator asks for it (the store gives it its id and start time). */
export type FlightSpec = Omit<Flight, 'id'>;

/** A step the budget cut shorter than this (wall seconds) is not worth a timer or a flight: it happens at once. */
const INSTANT_STEP = 0.02;
/** The longest flights wait for the showcase's camera to arrive (seconds). */
const CAMERA_WAIT = 0.8;

/**
 * Everything an animator sets in motion, paced by the table's speed: timers (waits) and flights in the shared flight
 * store. At speed 0 (reduced motion) nothing moves and nothing waits. `cancel` stops it all at once, so a disposed or
 * reset table leaves no card hanging in the air and no timer firing into a store nobody shows.
 *
 * Within a batch (`begin`), the batch's pace (pace.ts) boosts the speed and bounds the batch's wall-clock time: each
 * step is cut to a share of what is left of the budget. `takeAsked` tells the animation seconds (at 1×) the steps
 * wanted, so the animator learns how long each kind of event is.
 */
export class Motion {
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private flightIds: number[] = [];
  /** The current batch's pace, asked at each step (it speeds up as batches queue behind it). */
  private pace: () => BatchPace = () => FULL_PACE;
  /** When the current batch started (wall seconds). */
  private started = 0;
  /** Animation seconds at 1× the steps asked for since `begin` or the last `takeAsked`. */
  private askedSince = 0;

  constructor(
    readonly speed: () => number,
    private readonly now: () => number = () => Date.now() / 1000,
  ) {}

  /** Play the steps that follow at `pace` (a new batch), until `end`. */
  begin(pace: () => BatchPace): void {
    this.pace = pace;
    this.started = this.now();
    this.askedSince = 0;
  }

  end(): void {
    this.pace = () => FULL_PACE;
  }

  /** The animation seconds (at 1×) the steps asked for since the last call (or `begin`). */
  takeAsked(): number {
    const a = this.askedSince;
    this.askedSince = 0;
    return a;
  }

  /** Wall-clock seconds for `seconds` of animation at the current speed (0 with reduced motion), within the batch's budget. */
  dur(seconds: number): number {
    const sp = this.speed();
    if (sp <= 0) return 0;
    this.askedSince += seconds;
    const pace = this.pace();
    const want = seconds / (sp * pace.boost);
    const wall = pace.budget === Infinity ? want : stepCap(want, pace.budget / sp - (this.now() - this.started));
    // A step the budget cut to almost nothing happens at once.
    return wall < want && wall < INSTANT_STEP ? 0 : wall;
  }

  wait(seconds: number): Promise<void> {
    const ms = this.dur(seconds) * 1000;
    if (ms <= 0) return Promise.resolve();
    return new Promise((r) => this.after(ms, r));
  }

  /**
   * Flies cards or pieces; resolves when the last one has landed (they are then taken out of the air). In showcase mode
   * they leave once the camera shows them (acting.ts `prepare`), waiting for it at most CAMERA_WAIT seconds.
   */
  fly(list: FlightSpec[]): Promise<void> {
    const sp = this.speed();
    if (sp <= 0 || list.length === 0) return Promise.resolve();
    const want = Math.max(...list.map((f) => f.delay + f.duration));
    // One factor for the whole set, so cards that fly together still land together.
    const wall = this.dur(want);
    if (wall <= 0) return Promise.resolve();
    const k = want > 0 ? wall / want : 0;
    const scaled = list.map((f) => ({ ...f, delay: f.delay * k, duration: f.duration * k }));
    const points = flightPoints(list);
    const go = () => {
      useActing.getState().act(points, wall);
      return this.launch(scaled);
    };
    const ms = Math.min(CAMERA_WAIT * 1000, useActing.getState().prepare(points, wall));
    return ms > 0 ? new Promise<void>((r) => this.after(ms, r)).then(go) : go();
  }

  private launch(scaled: FlightSpec[]): Promise<void> {
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

  /** Names the pieces an event changes in place (nothing flies) for the showcase's camera, until the event ends. */
  focus(points: readonly V3[], seconds: number): void {
    const sp = this.speed();
    const wall = sp > 0 ? seconds / (sp * this.pace().boost) : 0;
    // Like a flight cut to nothing, a change that lands at once is nothing to watch.
    if (wall > 0) useActing.getState().act(points, wall);
  }

  /** Takes every flight of this animator out of the air (a reset or a new perspective), and forgets what acted. */
  cancelFlights(): void {
    if (this.flightIds.length) useFlights.getState().remove(this.flightIds);
    this.flightIds = [];
    useActing.getState().clear();
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

/** The points a set of flights passes: where each leaves, the top of its arc, where it lands. */
function flightPoints(list: FlightSpec[]): V3[] {
  return list.flatMap(({ from, to, arc }) => {
    const top: V3 = [(from.p[0] + to.p[0]) / 2, (from.p[1] + to.p[1]) / 2 + arc, (from.p[2] + to.p[2]) / 2];
    return [from.p, top, to.p];
  });
}
