import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchSummary } from '../../electron/lan/protocol';
import { useApp } from '../app/store';
import { TableScreen } from '../ui/TableScreen';
import { unwatch } from './hostLink';
import './showcase.css';

/** The match a phone should show (the newest one being played) and the one it may take a seat in (waiting, open). */
export function pickMatches(list: readonly MatchSummary[]): { watch: MatchSummary | null; open: MatchSummary | null } {
  const playing = list.filter((m) => m.status === 'playing');
  const open = list.filter((m) => m.status === 'waiting' && m.seats.some((s) => s.kind === 'human' && s.state === 'open'));
  return { watch: playing[playing.length - 1] ?? null, open: open[open.length - 1] ?? null };
}

/**
 * The phone page of the showcase (`/?showcase=watch`, from the kiosk's QR code): follows the game on the big screen
 * as a spectator, and offers the visitor seat of the next game while one is open — taking it goes through the normal
 * seat-token flow (join → token), then to that game's table.
 */
export function WatchScreen() {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  const go = useApp((s) => s.go);
  useApp((s) => s.tick);
  const [watching, setWatching] = useState<string | null>(null);
  const [open, setOpen] = useState<MatchSummary | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  useEffect(() => {
    if (!session?.welcome) return;
    let live = true;
    const poll = async () => {
      try {
        const p = pickMatches(await session.list());
        if (!live) return;
        setOpen(p.open);
        const id = p.watch?.id ?? null;
        if (id && id !== current.current) {
          if (current.current) unwatch(session, current.current);
          current.current = id;
          await session.join({ id }, 'spectator');
          if (live) setWatching(id);
        }
      } catch (e) {
        if (live) setError((e as Error).message);
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), 3000);
    return () => {
      live = false;
      clearInterval(timer);
      if (current.current) unwatch(session, current.current);
      current.current = null;
    };
  }, [session, session?.welcome]);

  const claim = async () => {
    if (!session || !open) return;
    try {
      const r = await session.join({ id: open.id }, 'any', name.trim() || undefined);
      if (current.current) unwatch(session, current.current);
      current.current = null;
      go({ name: 'table', match: r.match });
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <div className="screen sc-watch" data-testid="showcase-watch">
      <h2 style={{ margin: 0 }}>{t('showcase.watchTitle')}</h2>
      {open ? (
        <div className="panel" data-testid="showcase-claim">
          <div>{t('showcase.claimOpen', { game: t(`games.${open.game}.name`, { defaultValue: open.game }) })}</div>
          <div className="row" style={{ marginTop: 8 }}>
            <input type="text" maxLength={40} placeholder={t('showcase.yourName')} value={name} onChange={(e) => setName(e.target.value)} data-testid="showcase-name" />
            <button className="btn btn-primary" onClick={() => void claim()} data-testid="showcase-claim-seat">
              {t('showcase.claimButton')}
            </button>
          </div>
        </div>
      ) : (
        <div className="muted small">{t('showcase.noSeat')}</div>
      )}
      {error && <div className="note">{error}</div>}
      {watching ? (
        <div className="sc-watch-table">
          <TableScreen key={watching} match={watching} />
        </div>
      ) : (
        <div className="muted">{t('showcase.watchWaiting')}</div>
      )}
    </div>
  );
}
