import type { ChancePoint } from '../../analysis/series';
import { markSvgPath } from '../../scenes/common/marks';
import { seatPaints, type MatchSetup } from '../game/seatPaints';

const W = 600;
const H = 220;
const PAD = { left: 54, right: 12, top: 12, bottom: 26 };
/** Dashes on top of colour and mark, so two seats' lines differ even where their marks are far apart. */
const DASHES = ['', '8 4', '2 4', '10 3 2 3', '4 4'];

export interface ChartProps {
  series: ChancePoint[][];
  /** The game and set-up (the record): each line is drawn in its seat's main colour in that game's palette. */
  match: MatchSetup;
  /** Steps in the replay (the record's decisions). */
  total: number;
  step: number;
  /** The chart's description for a screen reader, and the cursor's. */
  label: string;
  onJump: (step: number) => void;
}

/**
 * Every seat's estimated win chance over the game: an inline SVG (no chart library), a line per seat in its colour,
 * dashes and mark — its game's (Niagara: the seat's first crew, as on the table) —, and a cursor at the replay's
 * step. A click on the chart jumps the replay to the step under it. Hook-free, so a test can render it and call its
 * handlers directly.
 */
export function AnalysisChart({ series, match, total, step, label, onJump }: ChartProps) {
  const span = Math.max(1, total);
  const x = (s: number) => PAD.left + ((W - PAD.left - PAD.right) * s) / span;
  const y = (c: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - c);
  const colW = (W - PAD.left - PAD.right) / span;
  // Marks at most every few steps on a long game, so they do not merge into a band.
  const every = Math.max(1, Math.ceil(total / 40));
  return (
    <svg className="analysis-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="analysis-chart">
      {[0, 0.5, 1].map((c) => (
        <g key={c}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(c)} y2={y(c)} className="analysis-grid" />
          <text x={PAD.left - 6} y={y(c) + 4} textAnchor="end" className="analysis-axis">{`${c * 100}%`}</text>
        </g>
      ))}
      {[0, total].map((s) => (
        <text key={s} x={x(s)} y={H - 6} textAnchor={s === 0 ? 'start' : 'end'} className="analysis-axis">
          {s}
        </text>
      ))}
      {series.map((points, seat) => {
        const [paint] = seatPaints(match, seat);
        return (
          <g key={seat} data-seat={seat}>
            <polyline
              className="analysis-line"
              data-testid="analysis-line"
              points={points.map((p) => `${x(p.step).toFixed(1)},${y(p.chance).toFixed(1)}`).join(' ')}
              stroke={paint.colour}
              strokeDasharray={DASHES[seat % DASHES.length]}
            />
            {points
              .filter((p, i) => p.own && i % every === 0)
              .map((p) => (
                <path key={p.step} d={markSvgPath(paint.mark)} transform={`translate(${x(p.step).toFixed(1)} ${y(p.chance).toFixed(1)}) scale(4.5)`} fill={paint.colour} stroke="#140e09" strokeWidth={0.3} />
              ))}
          </g>
        );
      })}
      <line x1={x(step)} x2={x(step)} y1={PAD.top} y2={H - PAD.bottom} className="analysis-cursor" data-testid="analysis-cursor" />
      {Array.from({ length: span + 1 }, (_, s) => (
        <rect key={s} data-step={s} x={x(s) - colW / 2} y={0} width={colW} height={H} className="analysis-hit" onClick={() => onJump(s)} />
      ))}
    </svg>
  );
}
