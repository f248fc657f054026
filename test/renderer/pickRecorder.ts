import type { ReactNode } from 'react';
import type { KitTypes, PickModel } from '../../renderer/ui/table/kit';
import { usePick } from '../../renderer/ui/table/usePick';

type Held<T extends KitTypes> = ReturnType<typeof usePick<T>>;

/**
 * A component that runs a game's pick model through the table kit's `usePick` and records every render: `seen` holds
 * each render's pick, `latest()` the last render's setter and cancel. Rendered with `renderScene` by the pick tests.
 */
export function pickRecorder<T extends KitTypes>(model: PickModel<T>) {
  const seen: T['pick'][] = [];
  const held: Held<T>[] = [];
  function Probe({ choices, seq, reveal }: { choices: T['choices']; seq: number; reveal: number }): ReactNode {
    const h = usePick(model, choices, seq, reveal);
    held.push(h);
    seen.push(h.pick);
    return null;
  }
  const latest = (): Held<T> => {
    const h = held.at(-1);
    if (!h) throw new Error('the pick recorder has not rendered');
    return h;
  };
  return { Probe, seen, latest };
}
