import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '../../engine/core/record';
import { recordFileText } from '../analysis/file';
import { useApp } from '../app/store';
import { anyGameView } from '../app/gameViews';
import { useMatchFeed } from '../app/useMatchFeed';
import { viewerKey, type MatchFeed } from '../net';
import { finishedRecord, type NoRecord } from '../net/finishedRecord';
import { Brand } from './common';
import { gameUi } from './game/registry';
import type { MatchSetup } from './game/seatPaints';
import { PlayerCell } from './results/PlayerCell';
import { WinnerLine } from './results/WinnerLine';
import { seatNames } from './seatNames';
import { Icon } from './Icon';

/** The seats people played (not bots), when the host said (whose decisions the analysis judges). */
function humanSeats(feed: MatchFeed | undefined): number[] | undefined {
  return feed?.summary?.seats.filter((s) => s.kind === 'human').map((s) => s.seat);
}

export function ResultsScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const { session, feed, localNames } = useMatchFeed(match);
  const go = useApp((s) => s.go);
  const held = (feed?.held ?? []).map((h) => h.seat);
  const key = held.length ? viewerKey(held.find((s) => s !== null) ?? null) : 'spectator';
  const snap = feed?.snapshots[key] ?? Object.values(feed?.snapshots ?? {})[0];
  const view = snap?.view;
  const outcome = snap?.outcome ?? null;
  const [record, setRecord] = useState<MatchRecord | null | undefined>(undefined);
  const [noRecord, setNoRecord] = useState<NoRecord>('none');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let live = true;
    if (session) {
      void finishedRecord(session, match).then((r) => {
        if (!live) return;
        setRecord(r.record);
        if (r.record === null) setNoRecord(r.reason);
      });
    }
    return () => {
      live = false;
    };
  }, [session, match]);

  if (!view || !outcome) {
    return (
      <div className="screen">
        <p className="muted">{t('app.loading')}</p>
      </div>
    );
  }
  const names = seatNames(feed, localNames, t, anyGameView(feed?.game, view)?.players ?? outcome.places.length);
  // What the seats' colours follow: the host's summary of the match, else its record.
  const setup: MatchSetup = feed?.summary ?? record ?? { game: feed?.game ?? '', players: names.length };
  const order = outcome.places.map((_, i) => i).sort((a, b) => outcome.places[a]! - outcome.places[b]! || a - b);
  // Feeds from before hosts named the game were NILE's (the first game).
  const game = feed?.game || 'nile';
  const ui = gameUi(game);
  const words = ui?.resultWords(t, { outcome, names, setup });
  const Detail = ui?.ResultDetail;

  const save = async () => {
    if (!record) return;
    const json = recordFileText(record);
    const name = `river-tables-${record.game}-${match.slice(0, 8)}.json`;
    if (window.riverTables) {
      const r = await window.riverTables.app.saveRecord({ suggestedName: name, json });
      setSaved(r.saved);
      return;
    }
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setSaved(true);
  };

  return (
    <div className="screen" data-testid="results">
      <div className="screen-narrow">
        <Brand small />
        <h1>{t('results.title')}</h1>
        <div className="panel" style={{ display: 'grid', gap: 14 }}>
          <h2 className="trophy says-names" data-testid="winner">
            <span aria-hidden>★ </span>
            <WinnerLine outcome={outcome} names={names} setup={setup} size={18} />
          </h2>
          {words && (
            <div className="results-words says-names" data-testid="results-words">
              {words.lines.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </div>
          )}
          <table className="results-table">
            <thead>
              <tr>
                <th>{t('results.place')}</th>
                <th>{t('results.player')}</th>
                <th>{t(`results.scoreOf.${game}`, { defaultValue: t('results.details') })}</th>
                <th>{t(`results.detailsOf.${game}`, { defaultValue: t('results.details') })}</th>
              </tr>
            </thead>
            <tbody>
              {order.map((seat) => (
                <tr key={seat} className={outcome.winners.includes(seat) ? 'winner-row' : ''} data-testid={`result-${seat}`}>
                  <td className="place">{outcome.places[seat]}</td>
                  <PlayerCell match={setup} seat={seat} name={names[seat]} />
                  <td className="place">{outcome.scores[seat]}</td>
                  <td>
                    <div className="results-detail says-names">
                      <span className="results-parts small muted" data-testid={`details-${seat}`}>
                        {(words?.seats[seat] ?? []).map((part, i) => (
                          <span key={i}>{part}</span>
                        ))}
                      </span>
                      {Detail && <Detail outcome={outcome} seat={seat} />}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="row">
            <button className="btn btn-primary" onClick={() => go({ name: 'new', game })} data-testid="again">
              {t('results.again')}
            </button>
            <button className="btn" disabled={!record} onClick={() => record && go({ name: 'replay', record, names, humans: humanSeats(feed), from: match })} data-testid="watch-replay">
              {t('results.replay')}
            </button>
            <button className="btn" disabled={!record} onClick={() => record && go({ name: 'replay', record, names, humans: humanSeats(feed), from: match, analyse: true })} data-testid="results-analyse">
              {t('results.analyse')}
            </button>
            <button className="btn" disabled={!record} onClick={() => void save()} data-testid="save-record">
              {saved ? <><Icon name="check" /> {t('results.saved')}</> : t('results.save')}
            </button>
            <div className="spacer" />
            <button className="btn" onClick={() => go({ name: 'home' })} data-testid="results-home">
              {t('results.home')}
            </button>
          </div>
          {record === null && <p className="muted small" data-testid="no-record">{noRecord === 'none' ? t('results.noRecord') : t(`share.${noRecord}`)}</p>}
        </div>
      </div>
    </div>
  );
}
