import { useTranslation } from 'react-i18next';
import type { DecisionAnalysis, MatchAnalysis } from '../../../engine/ai/analysis/types';
import { classCounts, MOVE_CLASSES } from '../../analysis/series';
import { seatPaints, type MatchSetup } from '../game/seatPaints';
import { SeatMarks } from '../SeatMark';
import type { MoveWords } from './moveWords';

interface ListProps {
  analysis: MatchAnalysis;
  /** The game and set-up (the record), for the seats' colours. */
  match: MatchSetup;
  names: string[];
  words: MoveWords;
  /** Format a chance (0..1) or a swing as a percentage in the player's language. */
  pct: (v: number, signed?: boolean) => string;
  onJump: (step: number) => void;
}

/** The moments a seat's estimated win chance moved most; each jumps the replay to just after it. */
export function TurningPoints({ analysis, match, names, words, pct, onJump }: ListProps) {
  const { t } = useTranslation();
  const byIndex = new Map(analysis.decisions.map((d) => [d.index, d]));
  if (analysis.turningPoints.length === 0) return <p className="muted small">{t('analysis.noTurningPoints')}</p>;
  return (
    <ol className="analysis-list">
      {analysis.turningPoints.map((tp) => {
        const d = byIndex.get(tp.index);
        return (
          <li key={tp.index}>
            <button className="analysis-row" onClick={() => onJump(tp.index + 1)} data-testid="analysis-turning-point" data-step={tp.index + 1}>
              <SeatMarks paints={seatPaints(match, tp.seat)} />
              <span className="analysis-row-text says-names">
                {t('analysis.swing', { name: names[tp.seat], move: d ? words(d.index, d.seat, d.played) : '', swing: pct(tp.swing, true) })}
              </span>
              <span className="muted small">{t('analysis.atStep', { n: tp.index + 1 })}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** A human seat's decisions: a summary by class, then each decision with the move played and the bot's choice. */
export function SeatMoves({ seat, ...p }: ListProps & { seat: number }) {
  const { t } = useTranslation();
  const mine = p.analysis.decisions.filter((d) => d.seat === seat);
  const counts = classCounts(mine, seat);
  return (
    <section className="analysis-seat" aria-labelledby={`analysis-seat-${seat}`} data-testid="analysis-seat">
      <h4 id={`analysis-seat-${seat}`} className="says-names">
        <SeatMarks paints={seatPaints(p.match, seat)} /> {t('analysis.moves', { name: p.names[seat] })}
      </h4>
      <ul className="analysis-summary" data-testid="analysis-summary">
        {MOVE_CLASSES.filter((c) => counts[c] > 0).map((c) => (
          <li key={c} className={`analysis-class analysis-class-${c}`}>
            {t(`analysis.class.${c}`)} <b>{counts[c]}</b>
          </li>
        ))}
      </ul>
      <ol className="analysis-list">
        {mine.map((d) => (
          <li key={d.index}>
            <MoveRow d={d} {...p} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function MoveRow({ d, words, pct, onJump }: ListProps & { d: DecisionAnalysis }) {
  const { t } = useTranslation();
  const played = words(d.index, d.seat, d.played);
  const same = d.class === 'forced' || JSON.stringify(d.best) === JSON.stringify(d.played);
  return (
    <button className="analysis-row" onClick={() => onJump(d.index + 1)} data-testid="analysis-move" data-class={d.class} data-step={d.index + 1}>
      <span className={`analysis-class analysis-class-${d.class}`}>{t(`analysis.class.${d.class}`)}</span>
      <span className="analysis-row-text says-names">
        <span>{t('analysis.played', { move: played, chance: pct(d.after) })}</span>
        {!same && <span className="muted small">{t('analysis.preferred', { move: words(d.index, d.seat, d.best), chance: pct(d.bestChance) })}</span>}
      </span>
      <span className="muted small">{t('analysis.atStep', { n: d.index + 1 })}</span>
    </button>
  );
}
