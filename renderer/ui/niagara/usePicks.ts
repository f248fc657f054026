import { useMemo, useState } from 'react';
import type { DestinationId } from '../../../engine/niagara/material/river';
import type { NiagaraChoices } from '../../scenes/niagara/choices';

interface Picks {
  decision: object;
  canoe: string | null;
  dest: DestinationId | null;
}

/**
 * The canoe and destination picked in the current decision. A new decision starts afresh with its only movable canoe
 * already picked. Derived during render rather than reset by an effect, so no frame shows the canoe unpicked (a
 * phone's camera framed that frame, and a learner could click it).
 */
export function usePicks(choices: NiagaraChoices | null, seq: number | undefined, reveal: number | null) {
  // `seq` and `reveal` name the decision along with `choices`: a new object when any of them changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const decision = useMemo(() => ({}), [choices, seq, reveal]);
  const fresh = (): Picks => {
    const list = choices?.canoes() ?? [];
    return { decision, canoe: list.length === 1 && !choices?.pass ? list[0]! : null, dest: null };
  };
  // The first decision too starts with its only canoe picked.
  const [picks, setPicks] = useState<Picks>(fresh);
  const live = picks.decision === decision ? picks : fresh();
  const update = (change: Partial<Omit<Picks, 'decision'>>) => setPicks((p) => ({ ...(p.decision === decision ? p : fresh()), ...change }));
  return {
    canoe: live.canoe,
    dest: live.dest,
    setCanoe: (canoe: string | null) => update({ canoe }),
    setDest: (dest: DestinationId | null) => update({ dest }),
    clear: () => update({ canoe: null, dest: null }),
  };
}
