import { create } from 'zustand';
import type { NefertitiEvent } from '../../../engine/nefertiti/events';
import type { LogLine as AnyLogLine } from '../common/animation/EventAnimator';
import type { NefDisplay } from './model';

/** A line of the game log: one of the game's events. */
export type LogLine = AnyLogLine<NefertitiEvent>;

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
