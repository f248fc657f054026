import { create } from 'zustand';

export type V3 = [number, number, number];

/** One card moving across the table: from a pose to a pose along an arc, optionally turning over. */
export interface Flight {
  id: number;
  /** Atlas tile shown on the face (the other side shows the back). */
  face: string;
  from: { p: V3; r: V3 };
  to: { p: V3; r: V3 };
  /** Seconds. */
  delay: number;
  duration: number;
  /** Height of the arc's apex above the straight line. */
  arc: number;
  /** Extra scale at mid-flight (e.g. a flood card lifted to be read). */
  lift?: number;
  /** Wall-clock start (performance.now()/1000), filled when added. */
  t0?: number;
}

interface FlightStore {
  flights: Flight[];
  add(f: Omit<Flight, 'id'>[]): number[];
  remove(ids: number[]): void;
  clear(): void;
}

let nextId = 1;
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now()) / 1000;

export const useFlights = create<FlightStore>((set, get) => ({
  flights: [],
  add(list) {
    const t = now();
    const added = list.map((f) => ({ ...f, id: nextId++, t0: t }));
    set({ flights: [...get().flights, ...added] });
    return added.map((f) => f.id);
  },
  remove(ids) {
    const s = new Set(ids);
    set({ flights: get().flights.filter((f) => !s.has(f.id)) });
  },
  clear() {
    set({ flights: [] });
  },
}));

const easeInOut = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);

/** Position and rotation of a flight at time `t` (seconds since its start). Null before its delay. */
export function flightAt(f: Flight, t: number): { p: V3; r: V3; s: number; done: boolean } | null {
  const local = t - f.delay;
  if (local < 0) return null;
  const k = f.duration <= 0 ? 1 : Math.min(1, local / f.duration);
  const e = easeInOut(k);
  const lerp = (a: number, b: number) => a + (b - a) * e;
  const p: V3 = [lerp(f.from.p[0], f.to.p[0]), lerp(f.from.p[1], f.to.p[1]) + Math.sin(Math.PI * e) * f.arc, lerp(f.from.p[2], f.to.p[2])];
  // Shortest way round for yaw; straight interpolation for the turn-over.
  let dy = f.to.r[1] - f.from.r[1];
  while (dy > Math.PI) dy -= 2 * Math.PI;
  while (dy < -Math.PI) dy += 2 * Math.PI;
  const r: V3 = [lerp(f.from.r[0], f.to.r[0]), f.from.r[1] + dy * e, lerp(f.from.r[2], f.to.r[2])];
  const s = 1 + (f.lift ?? 0) * Math.sin(Math.PI * e);
  return { p, r, s, done: k >= 1 };
}
