import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seatPaints } from '../ui/game/seatPaints';
import { Name } from '../ui/Name';
import { SeatMarks } from '../ui/SeatMark';
import { winnerLine } from './seatWords';
import { tally, useShowcase, type GameResult } from './store';

/** The last game's places, the winners first, then by score (each game's own: NILE's smallest pile, Niagara's gems…). */
function places(last: GameResult) {
  return last.names.map((name, seat) => ({ name, seat, score: last.scores[seat] ?? 0, won: last.winners.includes(seat) })).sort((a, b) => Number(b.won) - Number(a.won) || b.score - a.score);
}

/**
 * Between games: the last game's winner (by name, colour and mark: a tie names them all) and places, today's wins,
 * the next game with its countdown (`next`), and the QR code (`scan`). Laid out as bands (showcase.css) that fit
 * a landscape screen from 1280×720 up and stack on a portrait one.
 */
export function Scoreboard({ next, scan }: { next: ReactNode; scan: ReactNode }) {
  const { t } = useTranslation();
  const s = useShowcase();
  const last: GameResult | undefined = s.results[s.results.length - 1];
  const wins = tally(s.results).slice(0, 8);
  return (
    <div className="sc-board" data-testid="showcase-scoreboard">
      <h1 data-kiosk-panel="title">{t('showcase.scoreboard')}</h1>
      <div className="sc-board-grid">
        {last && <LastGame last={last} />}
        <div className="panel" data-kiosk-panel="tally">
          <h2>{t('showcase.tally')}</h2>
          <ol className="sc-places">
            {wins.map((w) => (
              <li key={w.name}>
                <div className="sc-place">
                  <Name text={w.name} />
                  <span>{w.wins}</span>
                </div>
              </li>
            ))}
          </ol>
          <p className="muted small">{t('showcase.played', { n: s.results.length })}</p>
        </div>
      </div>
      <div className="sc-board-foot">
        <div className="sc-next" data-kiosk-panel="next">
          {next}
        </div>
        <div data-kiosk-panel="scan">{scan}</div>
      </div>
    </div>
  );
}

/** The last game: its winner (by name, colour and mark: a tie names them all) and its places with each game's own score. */
export function LastGame({ last }: { last: GameResult }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="panel" data-kiosk-panel="last-game" data-testid="showcase-last-game">
      <h2>{t('showcase.lastGame', { game: t(`games.${last.game}.name`, { defaultValue: last.game }) })}</h2>
      <p className="sc-winner says-names" data-testid="showcase-winner">
        {last.winners.map((w) => (
          <SeatMarks key={w} paints={seatPaints(last, w)} size={26} />
        ))}{' '}
        {winnerLine(t, last, i18n.language)}
      </p>
      <ol className="sc-places">
        {places(last).map((r) => (
          <li key={r.seat} className={r.won ? 'won' : ''}>
            <div className="sc-place">
              <span className="sc-who">
                <SeatMarks paints={seatPaints(last, r.seat)} size={18} /> <Name text={r.name} />
              </span>
              <span>{t('showcase.score', { what: t(`results.scoreOf.${last.game}`), n: r.score })}</span>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
