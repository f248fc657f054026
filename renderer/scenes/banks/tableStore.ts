import { create } from 'zustand';
import type { BanksEvent } from '../../../engine/banks/events';
import type { LogLine as AnyLogLine } from '../common/animation/EventAnimator';
import type { BanksDisplay } from './model';
import type { TableShape, Vec3 } from './layout';

/** A short-lived mark on the table: a glow (rot, growth, scoring) or a ripple of water spreading over a field. */
export interface Effect {
  id: number;
  kind: 'glow' | 'ripple';
  points: Vec3[];
  color: string;
  t0: number;
  duration: number;
}

/** A line of the game log: one of the game's events. */
export type LogLine = AnyLogLine<BanksEvent>;

export interface BanksTableState {
  display: BanksDisplay | null;
  /** True while events are being animated (moves are offered only once the table shows the host's view). */
  busy: boolean;
  effects: Effect[];
  log: LogLine[];
  /** The shape the scene lays the table out in for its canvas (layout.ts); the animator flies pieces to the same places. */
  shape: TableShape;
  set(p: Partial<Omit<BanksTableState, 'set' | 'addEffect'>>): void;
  addEffect(e: Omit<Effect, 'id' | 't0'>): void;
}

let effectId = 1;
const seconds = () => (typeof performance !== 'undefined' ? performance.now() : 0) / 1000;

export const createBanksTableStore = () =>
  create<BanksTableState>((set, get) => ({
    display: null,
    busy: false,
    effects: [],
    log: [],
    shape: 'wide',
    set: (p) => set(p),
    addEffect(e) {
      const eff = { ...e, id: effectId++, t0: seconds() };
      set({ effects: [...get().effects, eff] });
      setTimeout(() => set({ effects: get().effects.filter((x) => x.id !== eff.id) }), e.duration * 1000 + 50);
    },
  }));

export type BanksTableStore = ReturnType<typeof createBanksTableStore>;
