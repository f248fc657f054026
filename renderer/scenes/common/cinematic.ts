import { create } from 'zustand';
import type { Keep, V3 } from './actionFraming';

/**
 * A camera shot a table asks for when something worth watching happens (a disc falling, the tide turning, a market
 * closing). Tables always publish their shots; only showcase mode (`enabled`) makes the camera take them, so normal
 * play keeps the player's own framing.
 */
export interface Shot {
  /** What the shot shows, e.g. 'niagara.waterfall', 'banks.floodCircle', 'nefertiti.marketClosing', 'nile.harvest'. */
  id: string;
  target: V3;
  position: V3;
  /** How long the shot holds before the camera may go back to the overview (ms, before pacing). */
  holdMs: number;
  /** A higher priority replaces a shot still holding; an equal or lower one is dropped (recorded in history only). */
  priority: number;
  /** What the shot is for, kept whole and clear of the kiosk's panels (the camera slides or steps back from the pose). */
  keep?: Keep;
}

interface CinematicState {
  /** Showcase mode: the camera follows the published shots. */
  enabled: boolean;
  /** The shot the camera holds now (null: the table's own overview). */
  shot: (Shot & { until: number }) | null;
  /** Every shot published since the last reset (tests and the showcase's "best shot" screenshots read it). */
  history: string[];
  setEnabled(on: boolean): void;
  /** A table publishes a shot; `now` is performance.now() (injectable for tests). */
  request(shot: Shot, now?: number): void;
  /** The shot to show at `now` (drops an expired one). */
  current(now?: number): Shot | null;
  reset(): void;
}

const clock = () => (typeof performance !== 'undefined' ? performance.now() : 0);

export const useCinematic = create<CinematicState>((set, get) => ({
  enabled: false,
  shot: null,
  history: [],
  setEnabled: (on) => set({ enabled: on, shot: null }),
  request(shot, now = clock()) {
    const cur = get().current(now);
    set((s) => ({ history: [...s.history.slice(-199), shot.id] }));
    if (cur && cur.priority >= shot.priority) return;
    set({ shot: { ...shot, until: now + shot.holdMs } });
  },
  current(now = clock()) {
    const s = get().shot;
    if (s && s.until <= now) {
      set({ shot: null });
      return null;
    }
    return s;
  },
  reset: () => set({ shot: null, history: [] }),
}));
