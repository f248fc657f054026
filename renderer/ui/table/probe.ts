import { useEffect } from 'react';
import { PROBES, setProbe, type PagePoint, type RtTableState } from '../../app/probes';
import { otherPicks } from '../../scenes/common/OtherPicks';
import { tabOrder, targetsAt, useKeyTargets } from '../../scenes/common/keyTargets';
import { useLatest } from '../../app/hooks';

/** What the table kit knows of the table now, for its probe (the targets are read from the key-target store). */
export type TableFacts = Omit<RtTableState, 'targets' | 'others' | 'ready'>;

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
      const targets = tabOrder(keys.groups).map(placed);
      return { ...f, targets, others: otherPicks().map(placed), ready: targetsAt(keys, f.stamp) };
    });
    return () => setProbe('__rtTable', undefined);
  }, [latest]);
}

/** A thing on the stage at its page point (rounded), and whether a click there reaches it. */
function placed(t: { group: string; id: string; at: PagePoint }): RtTableState['targets'][number] {
  const x = Math.round(t.at.x);
  const y = Math.round(t.at.y);
  return { group: t.group, id: t.id, x, y, clickable: onStage(x, y) };
}

/** Whether a page point shows the stage itself: on screen, and no HUD box over it (what a pointer there would hit). */
function onStage(x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
  return document.elementFromPoint(x, y) instanceof HTMLCanvasElement;
}
