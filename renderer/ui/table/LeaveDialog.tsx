import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchFeed } from '../../net';
import './lifecycle.css';

/** Whether people other than this page's players sit at the table (abandoning then only gives up this page's seats). */
export function othersAtTable(feed: MatchFeed | undefined): boolean {
  const mine = new Set(feed?.held.map((h) => h.seat));
  return !!feed?.summary?.seats.some((s) => s.kind === 'human' && s.state !== 'open' && !mine.has(s.seat));
}

/**
 * "Leave the table?": save and leave (the game stays in Saved games), abandon it for good, or cancel. A modal
 * dialog: focus starts on Save, Tab stays inside, Esc cancels.
 */
export function LeaveDialog({ feed, onSave, onAbandon, onCancel }: { feed: MatchFeed | undefined; onSave: () => void; onAbandon: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
    e.preventDefault();
    next?.focus();
  };
  return (
    <div className="cover leave-cover" data-testid="leave-dialog">
      <div className="panel leave-dialog" role="dialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-body" ref={box} onKeyDown={onKey}>
        <h2 id="leave-title">{t('lifecycle.leave.title')}</h2>
        <p id="leave-body">{t('lifecycle.leave.body')}</p>
        {othersAtTable(feed) && <p className="muted small">{t('lifecycle.leave.shared')}</p>}
        <div className="leave-actions">
          <button className="btn btn-primary" onClick={onSave} data-testid="leave-save">
            {t('lifecycle.leave.save')}
          </button>
          <button className="btn btn-danger" onClick={onAbandon} data-testid="leave-abandon">
            {t('lifecycle.leave.abandon')}
          </button>
          <button className="btn" onClick={onCancel} data-testid="leave-cancel">
            {t('lifecycle.leave.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
