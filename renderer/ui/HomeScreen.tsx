import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchSummary } from '../../protocol/messages';
import { useApp } from '../app/store';
import { Brand } from './common';
import { TABLES } from './tables';
import { Icon } from './Icon';

const ALL = [
  { id: 'nile', players: '2–5' },
  { id: 'banks', players: '2–5' },
  { id: 'niagara', players: '3–5' },
  { id: 'nefertiti', players: '2–5' },
] as const;

/** Each game's cover picture: the contents of one 240×130 SVG (an unknown id gets Nefertiti's). */
const ART: Record<string, ReactNode> = {
  nile: (
    <>
      <defs>
        <linearGradient id="sky1" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f2b15a" />
          <stop offset="1" stopColor="#8e4a2a" />
        </linearGradient>
      </defs>
      <rect width="240" height="130" fill="url(#sky1)" />
      <circle cx="180" cy="42" r="20" fill="#ffe39a" />
      <path d="M0 86 C60 70 120 102 240 80 V130 H0Z" fill="#2b78a8" />
      <path d="M0 96 C60 84 130 110 240 92" stroke="#9fd3f5" strokeWidth="3" fill="none" />
      {[20, 48, 76].map((x, i) => (
        <g key={x} transform={`translate(${x} ${62 + i * 3})`}>
          <rect x="-1.5" y="0" width="3" height="24" fill="#3d7a2e" />
          <path d="M0 0 l-12 -12 M0 0 l-6 -15 M0 0 l0 -16 M0 0 l6 -15 M0 0 l12 -12" stroke="#6f9a3a" strokeWidth="2" />
        </g>
      ))}
      <rect x="150" y="70" width="26" height="36" rx="4" fill="#f3e6c4" stroke="#c8463a" strokeWidth="3" transform="rotate(-10 163 88)" />
      <rect x="168" y="72" width="26" height="36" rx="4" fill="#f3e6c4" stroke="#4f9e45" strokeWidth="3" transform="rotate(8 181 90)" />
    </>
  ),
  banks: (
    <>
      <rect width="240" height="130" fill="#c9a66b" />
      <path d="M0 55 C80 45 160 75 240 60 V85 C160 100 80 70 0 82Z" fill="#3b82b0" />
      {[...Array(8)].map((_, i) => (
        <rect key={i} x={14 + i * 28} y={i % 2 ? 98 : 18} width="20" height="20" fill={['#7cb342', '#e3b021', '#8b5a3c'][i % 3]} />
      ))}
    </>
  ),
  niagara: (
    <>
      <rect width="240" height="130" fill="#5c8f5a" />
      <path d="M0 40 H150 V130 H0Z" fill="#3d87c2" />
      <path d="M150 40 C160 70 160 100 165 130 H240 V40Z" fill="#4b6b44" />
      {[...Array(7)].map((_, i) => (
        <path key={i} d={`M${150 + i * 2} 40 C${158 + i * 3} 80 ${160 + i * 3} 100 ${164 + i * 4} 130`} stroke="#e6f5ff" strokeWidth="2" fill="none" opacity=".8" />
      ))}
      <path d="M40 70 h50 l-8 8 h-34z" fill="#a0522d" />
    </>
  ),
  nefertiti: (
    <>
      <rect width="240" height="130" fill="#2c2150" />
      <path d="M60 110 L120 30 L180 110Z" fill="#d9b24a" />
      <path d="M120 30 L180 110 H140Z" fill="#b38f30" />
      <circle cx="200" cy="26" r="10" fill="#f3dc8e" />
    </>
  ),
};

export function GameArt({ id }: { id: string }) {
  return (
    <svg width="100%" height="100%" viewBox="0 0 240 130" preserveAspectRatio="xMidYMid slice" aria-hidden>
      {ART[id] ?? ART.nefertiti}
    </svg>
  );
}

/** Where a saved game stands: its players, how far it got, and when it was last played here. */
function SavedStanding({ match: m, savedAt }: { match: MatchSummary; savedAt: number }) {
  const { t, i18n } = useTranslation();
  const names = m.seats.map((x) => x.name ?? t('common.seat', { n: x.seat + 1 })).join(', ');
  const stands = m.status === 'waiting' ? t('lifecycle.saved.notStarted') : t('lifecycle.saved.moves', { count: m.seq });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
  return (
    <div className="muted small" data-testid="saved-standing">
      {t('lifecycle.saved.players', { names })} · {stands} · {t('lifecycle.saved.lastPlayed', { when })}
    </div>
  );
}

export function HomeScreen() {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  const go = useApp((s) => s.go);
  useApp((s) => s.tick);
  const hostGames = new Set(session?.welcome?.games.map((g) => g.id) ?? []);
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const saved = session?.saved() ?? [];
  useEffect(() => {
    if (!session?.welcome) return;
    let live = true;
    session
      .list()
      .then((m) => live && setMatches(m))
      .catch(() => live && setMatches([]));
    return () => {
      live = false;
    };
  }, [session, session?.welcome]);
  const savedHere = saved.filter((s) => matches?.some((m) => m.id === s.match));

  const resume = async (i: number) => {
    const s = savedHere[i]!;
    if (!session) return;
    try {
      const existing = session.feeds.get(s.match);
      if (!existing || existing.held.length === 0) await session.resume(s);
      const m = matches?.find((x) => x.id === s.match);
      go(m?.status === 'over' ? { name: 'results', match: s.match } : m?.status === 'waiting' ? { name: 'lobby', match: s.match } : { name: 'table', match: s.match });
    } catch (e) {
      useApp.getState().toast(String((e as Error).message));
    }
  };

  return (
    <div className="screen" data-testid="home">
      <div className="screen-narrow">
        <div className="row">
          <Brand />
          <div className="spacer" />
          <button className="btn" onClick={() => go({ name: 'join' })} data-testid="home-join">
            {t('home.join')}
          </button>
          <button className="btn" onClick={() => go({ name: 'replay' })} data-testid="home-replay">
            {t('home.replay')}
          </button>
          <button className="btn" onClick={() => go({ name: 'showcase' })} title={t('showcase.menuHelp')} data-testid="home-showcase">
            <Icon name="play" /> {t('showcase.menu')}
          </button>
          <button className="btn" onClick={() => go({ name: 'settings' })} data-testid="home-settings">
            <Icon name="settings" /> {t('home.settings')}
          </button>
        </div>
        <div className="games">
          {ALL.map((g) => {
            const registered = hostGames.size === 0 ? TABLES.has(g.id) : hostGames.has(g.id);
            const ready = registered;
            const simple = registered && !TABLES.has(g.id);
            return (
              <button
                key={g.id}
                className={`game-card ${ready ? '' : 'coming'}`}
                data-testid={`game-${g.id}`}
                aria-disabled={!ready}
                onClick={() => ready && go({ name: 'new', game: g.id })}
              >
                <div className="art">
                  <GameArt id={g.id} />
                </div>
                <span className="ribbon">
                  <span className={`badge ${ready ? 'badge-ready' : 'badge-coming'}`}>{ready ? t('home.ready') : t('home.coming')}</span>
                </span>
                <span className="ribbon" style={{ top: 40 }}>
                  {simple && <span className="badge badge-coming">{t('home.simpleTable')}</span>}
                </span>
                <div className="body">
                  <div className="name">{t(`games.${g.id}.name`)}</div>
                  <div className="muted small">{t(`games.${g.id}.blurb`)}</div>
                  <div className="small">
                    {(() => {
                      const hp = session?.welcome?.games.find((x) => x.id === g.id)?.players;
                      return t('common.playersRange', { min: hp?.min ?? g.players.split('–')[0], max: hp?.max ?? g.players.split('–')[1] });
                    })()}
                  </div>
                  {ready && <div className="spacer" />}
                  {ready && <span className="btn btn-primary" style={{ marginTop: 6 }}>{t('home.newGame')}</span>}
                </div>
              </button>
            );
          })}
        </div>
        <div className="panel">
          <h2>{t('home.saved')}</h2>
          {savedHere.length === 0 ? (
            <div className="muted">{t('home.noSaved')}</div>
          ) : (
            <div className="saved-list" data-testid="saved-list">
              {savedHere.map((s, i) => {
                const m = matches?.find((x) => x.id === s.match);
                const seats = s.seats.map((h) => (h.seat === null ? '' : (m?.seats[h.seat]?.name ?? t('common.seat', { n: h.seat + 1 })))).join(', ');
                return (
                  <div className="saved-item" key={s.match} data-testid="saved-item">
                    <div>
                      <b>{t(`games.${s.game}.name`, { defaultValue: s.game })}</b>{' '}
                      <span className="muted small">
                        {t('home.savedLine', { code: s.code, seats })}
                        {m?.status === 'over' ? ` · ${t('home.finished')}` : ''}
                      </span>
                      {m && <SavedStanding match={m} savedAt={s.savedAt} />}
                    </div>
                    <div className="spacer" />
                    <button className="btn btn-primary" onClick={() => void resume(i)} data-testid="resume">
                      {t('home.resume')}
                    </button>
                    <button
                      className="btn btn-ghost"
                      onClick={() => {
                        session?.forget(s.match);
                        setMatches((x) => (x ? [...x] : x));
                      }}
                    >
                      {t('home.forget')}
                    </button>
                  </div>
                );
              })}
            </div>
          )}
        </div>
        {session?.transport.kind === 'memory' && <p className="muted small">{t('net.memory')}</p>}
      </div>
    </div>
  );
}
