import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../engine/core/types';
import { useLatest } from '../../app/hooks';
import { useApp } from '../../app/store';
import { viewerKey } from '../../net';
import type { SeatTable } from './useSeatTable';
import { Icon } from '../Icon';

/**
 * Undo on every table: the button shows only when the host says a seat of this screen may take back its last move now
 * (its snapshot's `undo`; at most one held seat can, since another person's move blocks the earlier ones); Ctrl/Cmd+Z
 * does the same. At a LAN table the others are asked first: the asker sees that it waits, every other person at the
 * table gets the agree/refuse question, and everyone hears how it ended. The button goes to the HUD's tools, the
 * question to its panels.
 */
export function useUndoParts({ table }: { table: SeatTable & { match: string } }) {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  const toast = useApp((s) => s.toast);
  const [asking, setAsking] = useState(false);
  const { feed, held, match, names } = table;
  const seat: Seat | undefined = held.find((s) => feed?.snapshots[viewerKey(s)]?.undo);
  const question = feed?.undo ?? null;
  const mine = question ? held.filter((s) => question.wait?.includes(s)) : [];
  const undo = () => {
    if (!session || seat === undefined || asking) return;
    session.undo(match, seat).then(
      (n) => setAsking(n.state === 'asked'),
      () => toast(t('undo.failed'), 'info'),
    );
  };
  const latest = useLatest(undo);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [latest]);
  useEffect(
    () =>
      session?.on('undo', ({ match: m, msg }) => {
        if (m !== match || msg.state === 'asked') return;
        setAsking(false);
        if (msg.state !== 'done') toast(t(`undo.${msg.state}`), 'info');
      }),
    [session, match, toast, t],
  );
  const answer = (accept: boolean) => {
    for (const s of mine) session?.answerUndo(match, s, accept);
  };
  const button = seat !== undefined && !asking && (
    <button className="btn undo-btn" onClick={undo} title={t('undo.title')} data-testid="undo">
      <Icon name="undo" /> <span className="btn-label">{t('undo.button')}</span>
    </button>
  );
  const panel = (
    <>
      {asking && (
        <p className="panel undo-ask small" role="status" data-testid="undo-asking">
          {t('undo.asking')}
        </p>
      )}
      {question && mine.length > 0 && (
        <div className="panel undo-ask" role="alertdialog" aria-label={t('undo.button')} data-testid="undo-question">
          <p>{t('undo.ask', { name: names[question.by] ?? '' })}</p>
          <div className="row">
            <button className="btn btn-primary" onClick={() => answer(true)} data-testid="undo-agree">
              {t('undo.agree')}
            </button>
            <button className="btn" onClick={() => answer(false)} data-testid="undo-refuse">
              {t('undo.refuse')}
            </button>
          </div>
        </div>
      )}
    </>
  );
  return { button, panel };
}
