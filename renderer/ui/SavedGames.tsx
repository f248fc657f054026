import { useTranslation } from 'react-i18next';
import type { SavedSeats } from '../../client/saved-seats';
import type { MatchSummary } from '../../protocol/messages';

/** A saved seat with its match as the host lists it now. */
export interface SavedGame {
  saved: SavedSeats;
  match: MatchSummary;
}

/** Where a saved game stands: its players, how far it got, and when it was last played (the host's last change). */
function SavedStanding({ match: m }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation();
  const names = m.seats.map((x) => x.name ?? t('common.seat', { n: x.seat + 1 })).join(', ');
  const stands = m.status === 'waiting' ? t('lifecycle.saved.notStarted') : t('lifecycle.saved.moves', { count: m.seq });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(m.updatedAt);
  return (
    <div className="muted small" data-testid="saved-standing">
      {t('lifecycle.saved.players', { names })} · {stands} · {t('lifecycle.saved.lastPlayed', { when })}
    </div>
  );
}

function SavedItem({ game: { saved: s, match: m }, open, forget }: { game: SavedGame; open: () => void; forget: () => void }) {
  const { t } = useTranslation();
  const over = m.status === 'over';
  const seats = s.seats.map((h) => (h.seat === null ? '' : (m.seats[h.seat]?.name ?? t('common.seat', { n: h.seat + 1 })))).join(', ');
  return (
    <div className="saved-item" data-testid="saved-item" data-status={m.status}>
      <div>
        <b>{t(`games.${s.game}.name`, { defaultValue: s.game })}</b>{' '}
        <span className="muted small">{t('home.savedLine', { code: s.code, seats })}</span>
        <SavedStanding match={m} />
      </div>
      <div className="spacer" />
      <button className={`btn ${over ? '' : 'btn-primary'}`} onClick={open} data-testid={over ? 'saved-results' : 'resume'}>
        {over ? t('home.results') : t('home.resume')}
      </button>
      <button className="btn btn-ghost" onClick={forget} data-testid="saved-forget">
        {t('home.forget')}
      </button>
    </div>
  );
}

/** Games still going (to resume) and finished ones (their results), each most recently played first. */
export function groupSaved(games: readonly SavedGame[]): { going: SavedGame[]; done: SavedGame[] } {
  const recent = [...games].sort((a, b) => b.match.updatedAt - a.match.updatedAt);
  return { going: recent.filter((g) => g.match.status !== 'over'), done: recent.filter((g) => g.match.status === 'over') };
}

/**
 * The games this app holds seats in, as the host lists them: those still going (to resume), most recently played
 * first, then the finished ones (their results), which no longer offer Resume.
 */
export function SavedGames({ games, open, forget }: { games: SavedGame[]; open: (g: SavedGame) => void; forget: (g: SavedGame) => void }) {
  const { t } = useTranslation();
  const { going, done } = groupSaved(games);
  const list = (gs: SavedGame[], testId: string) => (
    <div className="saved-list" data-testid={testId}>
      {gs.map((g) => (
        <SavedItem key={g.saved.match} game={g} open={() => open(g)} forget={() => forget(g)} />
      ))}
    </div>
  );
  return (
    <>
      <h2>{t('home.saved')}</h2>
      {going.length === 0 ? <div className="muted">{t(done.length ? 'home.noResume' : 'home.noSaved')}</div> : list(going, 'saved-list')}
      {done.length > 0 && (
        <>
          <h3 className="saved-done-head">{t('home.finishedGames')}</h3>
          {list(done, 'finished-list')}
        </>
      )}
    </>
  );
}
