import { create } from 'zustand';
import type { NileEvent } from '../../../engine/nile/events';
import type { LogLine as AnyLogLine } from '../common/animation/EventAnimator';
import type { NileDisplay } from './model';

export type Step = 'flood' | 'harvest' | 'trade' | 'plant' | 'draw' | 'over' | null;

export interface Effect {
  id: number;
  kind: 'locust' | 'glow' | 'shake';
  /** Table positions the effect visits / marks. */
  points: [number, number, number][];
  color?: string;
  t0: number;
  duration: number;
}

/** A line of the game log: one of the game's events. */
export type LogLine = AnyLogLine<NileEvent>;

export interface NileTableStore {
  display: NileDisplay | null;
  step: Step;
  /** Seat the camera frames. */
  focus: number | null;
  /** The locust card waiting at the centre to strike. */
  locustShown: boolean;
  effects: Effect[];
  log: LogLine[];
  /** True while events are being animated (the HUD waits before offering moves). */
  busy: boolean;
  set(p: Partial<Omit<NileTableStore, 'set' | 'addEffect'>>): void;
  addEffect(e: Omit<Effect, 'id' | 't0'>): void;
}

let effectId = 1;

export const createNileTableStore = () =>
  create<NileTableStore>((set, get) => ({
    display: null,
    step: null,
    focus: null,
    locustShown: false,
    effects: [],
    log: [],
    busy: false,
    set: (p) => set(p),
    addEffect(e) {
      const t0 = (typeof performance !== 'undefined' ? performance.now() : Date.now()) / 1000;
      const eff = { ...e, id: effectId++, t0 };
      set({ effects: [...get().effects, eff] });
      setTimeout(() => set({ effects: get().effects.filter((x) => x.id !== eff.id) }), e.duration * 1000 + 50);
    },
  }));

export type NileTableStoreApi = ReturnType<typeof createNileTableStore>;
