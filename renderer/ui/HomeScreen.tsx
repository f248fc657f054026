import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGame } from '../../engine/games';
import type { MatchSummary } from '../../protocol/messages';
import { useApp } from '../app/store';
import { Brand } from './common';
import { GameArt } from './game/GameArt';
import { GAME_IDS } from './game/registry';
import { Icon } from './Icon';
import { SavedGames, type SavedGame } from './SavedGames';

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
  const savedHere = saved.flatMap((s): SavedGame[] => {
    const match = matches?.find((m) => m.id === s.match);
    return match ? [{ saved: s, match }] : [];
  });

  const open = async ({ saved: s, match: m }: SavedGame) => {
    if (!session) return;
    try {
      const existing = session.feeds.get(s.match);
      if (!existing || existing.held.length === 0) await session.resume(s);
      go(m.status === 'over' ? { name: 'results', match: s.match } : m.status === 'waiting' ? { name: 'lobby', match: s.match } : { name: 'table', match: s.match });
    } catch (e) {
      useApp.getState().toast(String((e as Error).message));
    }
  };
  const forget = ({ saved: s }: SavedGame) => {
    session?.forget(s.match);
    setMatches((x) => (x ? [...x] : x));
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
          <SavedGames games={savedHere} open={(g) => void open(g)} forget={forget} />
        </div>
        {session?.transport.kind === 'memory' && <p className="muted small">{t('net.memory')}</p>}
      </div>
    </div>
  );
}
