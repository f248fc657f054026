import { useMemo } from 'react';
import type { Action } from '../../../engine/core/action';
import { useEmphasis } from '../../scenes/common/emphasis';
import { activeEmphasis, offered, type ActiveEmphasis } from '../../scenes/common/emphasisTargets';

/**
 * A table's side of `useEmphasis`: the emphasis as it applies to the seat's legal list now, and the actions the table
 * offers with it (with `only`, just the emphasised ones: every other target is held back).
 */
export function useEmphasisOffer<A extends Action>(legal: readonly A[] | null): { emphasis: ActiveEmphasis<A> | null; offer: readonly A[] | null } {
  const asked = useEmphasis((s) => s.emphasis);
  const emphasis = useMemo(() => activeEmphasis(asked, legal), [asked, legal]);
  const offer = useMemo(() => offered(legal, emphasis), [legal, emphasis]);
  return { emphasis, offer };
}
