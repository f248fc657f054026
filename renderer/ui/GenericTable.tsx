import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../engine/core/types';
import { useApp } from '../app/store';
import type { MatchFeed } from '../net';
import { useSeatTable } from './table/useSeatTable';
import { seatPaints } from './game/seatPaints';
import { SeatMarks } from './SeatMark';

/** An action as a short line: its type, then its fields. */
export function actionLabel(a: Action): string {
  const { type, ...rest } = a as Action & Record<string, unknown>;
  const parts = Object.entries(rest).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return parts.length ? `${type} · ${parts.join(' · ')}` : type;
}

const MAX_SHOWN = 60;

/**
 * The plain table for games registered in engine/games.ts that have no 3D table yet: the seat's own view as the host
 * sends it, the event log, and the host's legal actions as buttons. Same protocol, same hot-seat hand-off rule.
 */
export function GenericTable({ match, feed }: { match: string; feed: MatchFeed }) {
  const { t } = useTranslation();
  const go = useApp((s) => s.go);
  const { reveal, snap, toAct, actingHeld: acting, handoff, legal: legalOrNull, names, streamKey, confirm, act } = useSeatTable(match, false);
  const [filter, setFilter] = useState('');
  const legal = useMemo(() => legalOrNull ?? [], [legalOrNull]);
  const over = snap?.status === 'over';
  const shown = useMemo(() => legal.map((a) => ({ a, label: actionLabel(a) })).filter((x) => !filter || x.label.toLowerCase().includes(filter.toLowerCase())), [legal, filter]);
  const log = feed.events[streamKey] ?? [];
  const setup = feed.summary ?? { game: feed.game, players: names.length };
  return (
    <div className="screen" data-testid="generic-table">
      <div className="screen-narrow" style={{ maxWidth: 1280 }}>
        <div className="row">
          <h1 style={{ margin: 0 }}>{t(`games.${feed.game}.name`, { defaultValue: feed.game })}</h1>
          <span className="muted">{over ? t('table.gameOver') : acting !== undefined && acting === reveal ? t('table.yourTurn') : t('generic.waiting', { names: toAct.map((s) => names[s]).join(', ') })}</span>
          <div className="spacer" />
          {over && (
            <button className="btn btn-primary" onClick={() => go({ name: 'results', match })} data-testid="see-results">
              {t('table.results')}
            </button>
          )}
          <button className="btn" onClick={() => go({ name: 'home' })} data-testid="save-leave">
            {t('table.saveLeave')}
          </button>
        </div>
        <p className="note">{t('generic.note')}</p>
        <div className="row" style={{ marginBottom: 10 }}>
          {names.map((n, i) => (
            <span key={i} className="chip" style={{ borderColor: toAct.includes(i) ? 'var(--gold2)' : undefined }}>
              <SeatMarks paints={seatPaints(setup, i)} size={12} /> 
              {n}
              {i === reveal ? ` (${t('common.you')})` : ''}
            </span>
          ))}
        </div>
        <div className="grid2">
          <div className="panel">
            <h2>{t('generic.moves')}</h2>
            {legal.length === 0 ? (
              <div className="muted">{t('generic.noMoves')}</div>
            ) : (
              <>
                <input type="text" placeholder={t('generic.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} style={{ width: '100%', marginBottom: 8 }} />
                <div style={{ display: 'grid', gap: 4, maxHeight: 420, overflow: 'auto' }}>
                  {shown.slice(0, MAX_SHOWN).map(({ a, label }, i) => (
                    <button key={i} className="btn" style={{ justifyContent: 'flex-start', textAlign: 'left' }} onClick={() => act(a)} data-testid="generic-move">
                      {label}
                    </button>
                  ))}
                  {shown.length > MAX_SHOWN && <div className="muted small">{t('generic.more', { count: shown.length - MAX_SHOWN })}</div>}
                </div>
              </>
            )}
            <h3 style={{ marginTop: 14 }}>{t('table.log')}</h3>
            <ol className="small" style={{ maxHeight: 220, overflow: 'auto', paddingLeft: 18 }}>
              {log.slice(-80).map((b) => (
                <li key={b.seq}>
                  <b>{b.by !== undefined ? names[b.by] : ""}</b>: {b.events.map((e) => e.type).join(', ')}
                </li>
              ))}
            </ol>
          </div>
          <div className="panel">
            <h2>{t('generic.view')}</h2>
            <pre className="small" style={{ maxHeight: 640, overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0 }}>{handoff ? '' : JSON.stringify(snap?.view ?? null, null, 1)}</pre>
          </div>
        </div>
      </div>
      {handoff && (
        <div className="cover" data-testid="handoff">
          <div className="panel">
            <h2>{t('handoff.title', { name: names[acting!] })}</h2>
            <p>{t('handoff.body', { name: names[acting!] })}</p>
            <button className="btn btn-primary" onClick={() => confirm(acting!)} data-testid="handoff-ready">
              {t('handoff.ready', { name: names[acting!] })}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
