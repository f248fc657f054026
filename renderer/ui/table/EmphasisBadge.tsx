import { EMPHASIS_CLASS } from '../../scenes/common/emphasisTargets';

/** The class a HUD control an emphasis points at wears (label '' = pointed at, unnumbered; undefined = not). */
export const emphasisClass = (label: string | undefined): string => (label === undefined ? '' : ` ${EMPHASIS_CLASS}`);

/**
 * The label of an emphasised HUD control (a hint's "1", "2", "3"), a badge on its corner; nothing without a label.
 * Hidden from screen readers: the control's own words name it, the hint panel lists the moves in order.
 */
export function EmphasisBadge({ label }: { label: string | undefined }) {
  return label ? (
    <span className="emphasis-badge" aria-hidden="true">
      {label}
    </span>
  ) : null;
}
