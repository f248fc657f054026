import type { ReactNode } from 'react';
import { EMPHASIS_CLASS } from '../../scenes/common/emphasisTargets';

/** A HUD control's share of an emphasis (tutorial step, hint). */
export interface EmphasisMark {
  /** Appended to the control's className: ' emphasis-target', or '' when it is not emphasised. */
  cls: string;
  /** The labels of the actions behind the control (e.g. a hint's "1", "3") as a corner badge, or null. */
  badge: ReactNode;
}

const NOT: EmphasisMark = { cls: '', badge: null };

/** How a control wears an emphasis, given the labels of its emphasised actions (undefined: not emphasised). */
export function emphasisMark(labels: readonly string[] | undefined): EmphasisMark {
  if (!labels) return NOT;
  return {
    cls: ` ${EMPHASIS_CLASS}`,
    badge: labels.length ? (
      <span className="emphasis-badge" aria-hidden="true">
        {labels.join(' ')}
      </span>
    ) : null,
  };
}
