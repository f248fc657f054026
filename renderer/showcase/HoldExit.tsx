import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the staff hold the exit: longer than any tap or a child's press on a touch screen. */
export const HOLD_MS = 2000;

const RING = 2 * Math.PI * 15;

/**
 * The staff's way out of the kiosk, in view in every phase: pressed and held for 2 s (mouse, touch, or Enter/Space on
 * it), with a ring filling up meanwhile; a tap does nothing but show the hint. Esc (a keyboard the staff bring; a
 * touch screen has none) asks "Leave the showcase?" instead.
 */
export function HoldExit({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const [holding, setHolding] = useState(false);
  const [asking, setAsking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  };
  const start = () => {
    if (timer.current) return;
    setHolding(true);
    timer.current = setTimeout(onLeave, HOLD_MS);
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) setAsking(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const key = (e: KeyboardEvent<HTMLButtonElement>, down: boolean) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (!down) stop();
    else if (!e.repeat) start();
  };
  return (
    <>
      <button
        type="button"
        className={`sc-exit${holding ? ' holding' : ''}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          start();
        }}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
        onKeyDown={(e) => key(e, true)}
        onKeyUp={(e) => key(e, false)}
        onContextMenu={(e) => e.preventDefault()}
        aria-label={t('showcase.exitHold')}
        data-testid="showcase-exit"
        data-holding={holding ? '1' : '0'}
      >
        <svg className="sc-exit-ring" viewBox="0 0 36 36" aria-hidden>
          <circle cx="18" cy="18" r="15" className="track" />
          <circle cx="18" cy="18" r="15" className="fill" strokeDasharray={RING} strokeDashoffset={holding ? 0 : RING} style={{ transitionDuration: holding ? `${HOLD_MS}ms` : '200ms' }} />
          <path d="M13 13 L23 23 M23 13 L13 23" className="cross" />
        </svg>
        <span>{holding ? t('showcase.exitHolding') : t('showcase.exitHold')}</span>
      </button>
      {asking && <ExitConfirm onLeave={onLeave} onStay={() => setAsking(false)} />}
    </>
  );
}

/** "Leave the showcase?": focus on Stay, Esc stays. */
function ExitConfirm({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div
      className="sc-exit-confirm"
      role="dialog"
      aria-modal="true"
      aria-labelledby="sc-exit-title"
      data-testid="showcase-exit-confirm"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Handled here: the kiosk's own Esc listener must not open the question again.
        e.preventDefault();
        e.stopPropagation();
        onStay();
      }}
    >
      <div className="panel">
        <h2 id="sc-exit-title">{t('showcase.exitAsk')}</h2>
        <div className="row">
          <button className="btn btn-danger" onClick={onLeave} data-testid="showcase-exit-leave">
            {t('showcase.exit')}
          </button>
          <button className="btn btn-primary" ref={stay} onClick={onStay} data-testid="showcase-exit-stay">
            {t('showcase.exitStay')}
          </button>
        </div>
      </div>
    </div>
  );
}
