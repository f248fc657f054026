import { Fragment, type ReactNode } from 'react';

/**
 * Short facts on one line, "Hand 5 · Storage 2": each fact is kept whole with its dot after it, so a narrow box wraps
 * between facts and never starts a line with a dot (a seat's facts in a phone's players strip).
 */
export function Facts({ items, className = 'muted small' }: { items: ReactNode[]; className?: string }) {
  return (
    <div className={`${className} facts`}>
      {items.map((f, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span>
            {f}
            {i < items.length - 1 && '\u00a0·'}
          </span>
        </Fragment>
      ))}
    </div>
  );
}
