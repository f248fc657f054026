import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGame } from '../../engine/games';
import type { MatchSummary } from '../../protocol/messages';
import { useApp } from '../app/store';
import { Brand } from './common';
import { GameArt } from './game/GameArt';
import { GAME_IDS } from './game/registry';
import { Icon } from './Icon';

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
          {GAME_IDS.map((id) => {
            // Offered by the host this app talks to (before it says, every game of the app), with its player counts.
            const offered = session?.welcome?.games.find((x) => x.id === id);
            const ready = hostGames.size === 0 || offered !== undefined;
            const { min, max } = offered?.players ?? getGame(id).players;
            return (
              <button
                key={id}
                className={`game-card ${ready ? '' : 'coming'}`}
                data-testid={`game-${id}`}
                aria-disabled={!ready}
                onClick={() => ready && go({ name: 'new', game: id })}
              >
                <div className="art">
                  <GameArt game={id} />
                </div>
                <span className="ribbon">
                  <span className={`badge ${ready ? 'badge-ready' : 'badge-coming'}`}>{ready ? t('home.ready') : t('home.coming')}</span>
                </span>
                <div className="body">
                  <div className="name">{t(`games.${id}.name`)}</div>
                  <div className="muted small">{t(`games.${id}.blurb`)}</div>
                  <div className="small">{t('common.playersRange', { min, max })}</div>
                  {ready && <div className="spacer" />}
                  {ready && <span className="btn btn-primary" style={{ marginTop: 6 }}>{t('home.newGame')}</span>}
                </div>
              </button>
            );
          })}
        </div>
        {/* data-listed: the host's match list has come (until then no saved game can be listed). */}
        <div className="panel" data-testid="saved-panel" data-listed={matches !== null}>
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
