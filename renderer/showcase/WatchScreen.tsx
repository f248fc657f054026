import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type MatchSummary } from '../../protocol/messages';
import type { Session } from '../net';
import { forgetNames, useApp } from '../app/store';
import { i18next } from '../i18n';
import { GameArt } from '../ui/game/GameArt';
import { GAME_IDS } from '../ui/game/registry';
import { TableScreen } from '../ui/TableScreen';
import { typedName } from '../ui/seatNames';
import { unwatch } from './hostLink';
import './showcase.css';

/** The match a phone should show (the newest one being played) and the one it may take a seat in (waiting, open). */
function pickMatches(list: readonly MatchSummary[]): { watch: MatchSummary | null; open: MatchSummary | null } {
  const playing = list.filter((m) => m.status === 'playing');
  const open = list.filter((m) => m.status === 'waiting' && m.seats.some((s) => s.kind === 'human' && s.state === 'open'));
  return { watch: playing[playing.length - 1] ?? null, open: open[open.length - 1] ?? null };
}

/** Seat names from the host's listing, where it has them (the tables show "Seat n" for a match they only joined). */
function nameSeats(m: MatchSummary, own?: { seat: number; name: string }): void {
  useApp.setState((s) => {
    const before = s.names[m.id] ?? [];
    const names = m.seats.map((x, i) => x.name ?? (own?.seat === i ? own.name : before[i]) ?? i18next.t('common.seat', { n: i + 1 }));
    return before.join('\u0000') === names.join('\u0000') ? s : { names: { ...s.names, [m.id]: names } };
  });
}

/** Stop following a match and forget its names: a phone at an event may follow the kiosk all day. */
function leaveWatched(session: Session, match: string): void {
  unwatch(session, match);
  forgetNames(match);
}

/**
 * The phone page of the showcase (`/?showcase=watch`, from the kiosk's QR code): follows the game on the big screen
 * as a spectator, and offers the visitor seat of the next game while one is open — taking it goes through the normal
 * seat-token flow (join → token). The visitor then plays that game here, on the same page, and goes back to watching
 * when the next game starts (a phone at an event never has to find its way back to this address).
 */
export function WatchScreen() {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  useApp((s) => s.tick);
  const [watching, setWatching] = useState<string | null>(null);
  const [open, setOpen] = useState<MatchSummary | null>(null);
  /** The match this phone plays in (its visitor seat), shown instead of the one watched. */
  const [playing, setPlaying] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The match followed as a spectator, and the one this phone holds a seat in. */
  const current = useRef<string | null>(null);
  const seated = useRef<string | null>(null);

  useEffect(() => {
    if (!session?.welcome) return;
    let live = true;
    const poll = async () => {
      try {
        const list = await session.list();
        if (!live) return;
        const p = pickMatches(list);
        for (const m of list) if (m.id === current.current || m.id === seated.current) nameSeats(m);
        const id = p.watch?.id ?? null;
        if (seated.current) {
          // The visitor's own game: keep playing it until a newer game is on the big screen.
          if (!id || id === seated.current) return setOpen(null);
          void session.leave(seated.current);
          forgetNames(seated.current);
          seated.current = null;
          setPlaying(null);
        }
        setOpen(p.open);
        if (id && id !== current.current) {
          if (current.current) leaveWatched(session, current.current);
          current.current = id;
          nameSeats(p.watch!);
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
      if (current.current) leaveWatched(session, current.current);
      current.current = null;
    };
  }, [session, session?.welcome]);

  const claim = async () => {
    if (!session || !open) return;
    try {
      const typed = typedName(name);
      if (!typed.ok) {
        setError(t('join.nameInvisible'));
        return;
      }
      const r = await session.join({ id: open.id }, 'any', typed.name);
      if (current.current) leaveWatched(session, current.current);
      current.current = null;
      seated.current = r.match;
      if (r.seat !== null) nameSeats(open, { seat: r.seat, name: typed.name ?? t('common.seat', { n: r.seat + 1 }) });
      setOpen(null);
      setPlaying(r.match);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const shown = playing ?? watching;
  return (
    <div className="screen sc-watch" data-testid="showcase-watch">
      <h2 style={{ margin: 0 }}>{t('showcase.watchTitle')}</h2>
      {playing ? (
        <div className="note" data-testid="showcase-playing">
          {t('showcase.claimed')}
        </div>
      ) : open ? (
        <div className="panel" data-testid="showcase-claim">
          <div>{t('showcase.claimOpen', { game: t(`games.${open.game}.name`, { defaultValue: open.game }) })}</div>
          <div className="row" style={{ marginTop: 8 }}>
            <input type="text" maxLength={LIMITS.maxNameLength} placeholder={t('showcase.yourName')} value={name} onChange={(e) => setName(e.target.value)} data-testid="showcase-name" />
            <button className="btn btn-primary" onClick={() => void claim()} data-testid="showcase-claim-seat">
              {t('showcase.claimButton')}
            </button>
          </div>
        </div>
      ) : (
        <div className="muted small">{t('showcase.noSeat')}</div>
      )}
      {error && <div className="note">{error}</div>}
      {shown ? (
        <div className="sc-watch-table">
          <TableScreen key={shown} match={shown} />
        </div>
      ) : (
        // Before the first game (the kiosk's attract screen, a seat open): the four games, as the big screen shows them.
        <div className="sc-watch-wait" data-testid="showcase-watch-waiting">
          <div className="sc-watch-art" aria-hidden>
            {GAME_IDS.map((g) => (
              <div key={g} className="sc-art">
                <GameArt game={g} />
              </div>
            ))}
          </div>
          <div className="muted">{t('showcase.watchWaiting')}</div>
        </div>
      )}
    </div>
  );
}
