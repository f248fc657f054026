import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * How far each table on screen has shown its match: the animator's `seq` once a batch is displayed (not when it is
 * queued). The showcase drives its captions and its finale from it and acks it to a pacing host (host/pacers.ts).
 */
export const useShown = create<{ shown: Record<string, number> }>(() => ({ shown: {} }));

/** The animator exposes its seq as a plain getter (no event): look a few times a second, publish on change. */
const POLL_MS = 100;

/** Publish `animator.seq` for `match` while the table is mounted. */
export function usePublishShown(match: string, animator: { readonly seq: number }): void {
  useEffect(() => {
    let last = Number.NaN;
    const look = () => {
      const seq = animator.seq;
      if (seq === last || seq < 0) return;
      last = seq;
      useShown.setState((s) => ({ shown: { ...s.shown, [match]: seq } }));
    };
    look();
    const t = setInterval(look, POLL_MS);
    return () => {
      clearInterval(t);
      useShown.setState((s) => {
        const { [match]: _gone, ...rest } = s.shown;
        return { shown: rest };
      });
    };
  }, [match, animator]);
}
