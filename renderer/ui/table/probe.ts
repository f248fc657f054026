import { useEffect } from 'react';
import { PROBES, setProbe, type RtTableState } from '../../app/probes';
import { tabOrder, targetsAt, useKeyTargets } from '../../scenes/common/keyTargets';
import { useLatest } from '../../app/hooks';

/** What the table kit knows of the table now, for its probe (the targets are read from the key-target store). */
export type TableFacts = Omit<RtTableState, 'targets' | 'ready'>;

/**
 * The one table probe of the end-to-end tests (`window.__rtTable()`), for every game: the kit's facts, and the
 * scenes' key targets (the same list the keyboard steps through, so what the tests click is what a player can) placed
 * on the page by the current camera when the probe is read. Compiled out with the other probes.
 */
export function useTableProbe(facts: TableFacts): void {
  const latest = useLatest(facts);
  useEffect(() => {
    if (!PROBES) return;
    setProbe('__rtTable', () => {
      const f = latest.current;
      const keys = useKeyTargets.getState();
      const targets = tabOrder(keys.groups).map((t) => {
        const x = Math.round(t.at.x);
        const y = Math.round(t.at.y);
        return { group: t.group, id: t.id, x, y, clickable: onStage(x, y) };
      });
      return { ...f, targets, ready: targetsAt(keys, f.stamp) };
    });
    return () => setProbe('__rtTable', undefined);
  }, [latest]);
}

/** Whether a page point shows the stage itself: on screen, and no HUD box over it (what a pointer there would hit). */
function onStage(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
  return document.elementFromPoint(x, y) instanceof HTMLCanvasElement;
}
