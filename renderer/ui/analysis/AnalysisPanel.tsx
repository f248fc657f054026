import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_THRESHOLDS } from '../../../engine/ai/analysis';
import type { MatchAnalysis } from '../../../engine/ai/analysis/types';
import type { MatchRecord } from '../../../engine/core/record';
import { chancePoints } from '../../analysis/series';
import { seatPaints } from '../game/seatPaints';
import { Name } from '../Name';
import { SeatMarks } from '../SeatMark';
import { isPhone } from '../table/usePhone';
import { AnalysisChart } from './AnalysisChart';
import { SeatMoves, TurningPoints } from './AnalysisLists';
import { moveWords } from './moveWords';
import { etaSeconds, useAnalysis, type AnalysisState } from './useAnalysis';
import './analysis.css';

export interface AnalysisPanelProps {
  record: MatchRecord;
  names: string[];
  /** The human seats when known; null: every seat's decisions are judged. */
  humans: number[] | null;
  /** The replay's current step (after decision `index` it is `index + 1`). */
  step: number;
  onJump: (step: number) => void;
  /** The player asked for the analysis by name (the results' *Analyse*): open even on a phone, and run it at once. */
  asked?: boolean;
}

/**
 * The post-game analysis beside a replay: run it (progress, ETA, cancel) or read it from the cache, then a
 * chart of every seat's estimated win chance, the turning points and the human seats' decisions by class. A sheet
 * that folds (folded at first on a phone, where it covers the table, unless the player asked for the analysis).
 */
export function AnalysisPanel({ record, names, humans, step, onJump, asked = false }: AnalysisPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => asked || !isPhone());
  const { state, start, cancel } = useAnalysis(record, humans, asked);
  return (
    <section className="analysis-sheet hud-box" data-open={open} data-status={state.status} data-testid="analysis-panel" aria-labelledby="analysis-title">
      <div className="analysis-head">
        <h3 id="analysis-title">{t('analysis.title')}</h3>
        <button className="btn btn-small" aria-expanded={open} aria-controls="analysis-body" onClick={() => setOpen((o) => !o)} data-testid="analysis-fold">
          {open ? t('analysis.fold') : t('analysis.open')}
        </button>
      </div>
      {open && (
        <div id="analysis-body" className="analysis-body">
          <Body state={state} start={start} cancel={cancel} record={record} names={names} step={step} onJump={onJump} />
          <HowJudged />
        </div>
      )}
    </section>
  );
}

interface BodyProps extends Omit<AnalysisPanelProps, 'humans' | 'asked'> {
  state: AnalysisState;
  start: () => void;
  cancel: () => void;
}

function Body({ state, start, cancel, ...p }: BodyProps) {
  const { t } = useTranslation();
  if (state.status === 'running') {
    const { done, total } = state.progress;
    const eta = etaSeconds(state.progress, state.now - state.startedAt);
    return (
      <div className="analysis-progress" data-testid="analysis-progress">
        <progress max={total} value={done} aria-label={t('analysis.progress', { done, count: total })} />
        <p className="small">
          {t('analysis.progress', { done, count: total })}
          {eta !== null && <span className="muted"> · {t('analysis.eta', { count: eta })}</span>}
        </p>
        <button className="btn btn-small" onClick={cancel} data-testid="analysis-cancel">
          {t('analysis.cancel')}
        </button>
      </div>
    );
  }
  if (state.status === 'done') return <Results analysis={state.analysis} {...p} />;
  return (
    <div className="analysis-start">
      <p className="small">{t('analysis.intro')}</p>
      {state.status === 'failed' && <p className="toast small">{t('analysis.failed', { reason: state.error })}</p>}
      <button className="btn btn-primary" onClick={start} data-testid="analysis-start">
        {t('analysis.start')}
      </button>
    </div>
  );
}

function Results({ analysis, record, names, step, onJump }: Omit<BodyProps, 'state' | 'start' | 'cancel'> & { analysis: MatchAnalysis }) {
  const { t, i18n } = useTranslation();
  const series = useMemo(() => chancePoints(analysis, record.players), [analysis, record.players]);
  const words = useMemo(() => moveWords(t, record), [t, record]);
  const pct = useMemo(() => {
    const plain = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
    const signed = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    return (v: number, sign = false) => (sign ? signed : plain).format(v);
  }, [i18n.language]);
  const total = record.actions.length;
  const lists = { analysis, match: record, names, words, pct, onJump };
  return (
    <div className="analysis-results">
      <h4>{t('analysis.chart')}</h4>
      <ul className="analysis-legend">
        {series.map((_, seat) => (
          <li key={seat}>
            <SeatMarks paints={seatPaints(record, seat)} /> <Name text={names[seat] ?? ''} />
          </li>
        ))}
      </ul>
      <AnalysisChart series={series} match={record} total={total} step={step} label={t('analysis.chartLabel', { step, total })} onJump={onJump} />
      <h4>{t('analysis.turningPoints')}</h4>
      <TurningPoints {...lists} />
      {analysis.seats.map((seat) => (
        <SeatMoves key={seat} seat={seat} {...lists} />
      ))}
    </div>
  );
}

function HowJudged() {
  const { t } = useTranslation();
  const th = ANALYSIS_THRESHOLDS;
  const pts = (v: number) => Math.round(v * 100);
  return (
    <details className="analysis-how">
      <summary>{t('analysis.howTitle')}</summary>
      <p className="small">{t('analysis.how')}</p>
      <p className="small">{t('analysis.howClasses', { good: pts(th.good), inaccuracy: pts(th.inaccuracy), mistake: pts(th.mistake), blunder: pts(th.blunder) })}</p>
      <p className="small muted">{t('analysis.howCaveat')}</p>
    </details>
  );
}
