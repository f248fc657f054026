import { useState } from 'react';
import { useStore, type ExtractState, type StoreApi } from 'zustand';
import type { LogLine } from '../../scenes/common/animation/EventAnimator';

type TableState = { display: unknown; busy: boolean; log: LogLine[] };

/**
 * A table screen's own store (a game's `create<Game>TableStore`), made once for the screen's life, and the three
 * things every screen reads of it: what the table shows (`display`, written by the animator), whether an animation is
 * running (`busy`) and the game log.
 */
export function useTableStore<A extends StoreApi<TableState>>(create: () => A): { store: A; display: ExtractState<A>['display']; busy: boolean; log: LogLine[] } {
  const [store] = useState(create);
  return { store, display: useStore(store, (s: ExtractState<A>) => s.display), busy: useStore(store, (s) => s.busy), log: useStore(store, (s) => s.log) };
}
