import { create } from 'zustand';
import type { LogLine } from '../common/animation/EventAnimator';
import type { NefDisplay } from './model';

export type { LogLine };

/** The closing (or Memphis allocation) being resolved, bid by bid. */
export interface Closing {
  market: string;
  /** The space whose bid is being resolved now (-1: none yet). */
  space: number;
}

/** Final scoring as it is counted up on the track: per seat, what has been added so far. */
export interface Scoring {
  shown: number[];
  rows: { gifts: number; seals: number; deben: number; track: number; priestOfAmun: number; total: number }[];
}

export interface NefTableStore {
  display: NefDisplay | null;
  busy: boolean;
  closing: Closing | null;
  scoring: Scoring | null;
  log: LogLine[];
  /** Number of market closings animated so far (tests, screenshots). */
  closings: number;
  set(p: Partial<Omit<NefTableStore, 'set'>>): void;
}

export const createNefTableStore = () =>
  create<NefTableStore>((set) => ({
    display: null,
    busy: false,
    closing: null,
    scoring: null,
    log: [],
    closings: 0,
    set: (p) => set(p),
  }));

export type NefTableStoreApi = ReturnType<typeof createNefTableStore>;
