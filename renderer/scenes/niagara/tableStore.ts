import { create } from 'zustand';
import type { NiagaraEvent } from '../../../engine/niagara/events';
import type { LogLine as AnyLogLine } from '../common/animation/EventAnimator';
import type { Arm } from '../../../engine/niagara/material/river';
import type { V3 } from './layout';
import type { NiagaraDisplay } from './model';

/** A running animation: wall-clock start and length in seconds (performance.now() / 1000). */
export interface Timed {
  t0: number;
  dur: number;
}

/** One disc push in progress: the trunk and `arm` slide one slot (§7). */
export interface PushAnim extends Timed {
  arm: Arm;
}

/** A canoe paddling along its path. */
export interface MoveAnim extends Timed {
  canoe: string;
  points: V3[];
}

/** A burst of spray where something went over a waterfall. */
export interface Splash extends Timed {
  id: number;
  arm: Arm;
}

/** What the camera frames: the whole river, a canoe (following it), or a waterfall. */
export type Focus = { kind: 'overview' } | { kind: 'canoe'; canoe: string } | { kind: 'falls'; arm: Arm };

/** A line of the game log: one of the game's events. */
export type LogLine = AnyLogLine<NiagaraEvent>;

export interface NiagaraTableState {
  display: NiagaraDisplay | null;
  push: PushAnim | null;
  move: MoveAnim | null;
  splashes: Splash[];
  /** Card turn-overs in progress, by colour. */
  flips: Record<string, Timed>;
  focus: Focus;
  log: LogLine[];
  /** True while events are being animated (the HUD waits before offering moves). */
  busy: boolean;
  set(p: Partial<Omit<NiagaraTableState, 'set'>>): void;
}

export const createNiagaraTableStore = () =>
  create<NiagaraTableState>((set) => ({
    display: null,
    push: null,
    move: null,
    splashes: [],
    flips: {},
    focus: { kind: 'overview' },
    log: [],
    busy: false,
    set: (p) => set(p),
  }));

export type NiagaraTableStore = ReturnType<typeof createNiagaraTableStore>;

export const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : 0) / 1000;

/** Progress 0..1 of a timed animation at `now`. */
export const progress = (a: Timed, now = clock()): number => (a.dur <= 0 ? 1 : Math.max(0, Math.min(1, (now - a.t0) / a.dur)));
