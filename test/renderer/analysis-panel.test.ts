/** The analysis panel's chart: a line per seat in its colour and mark, a cursor at the replay's step, a click jumps. */
import { createElement, type ReactElement, type ReactNode, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { finishAnalysis } from '../../engine/ai/analysis';
import { chancePoints, classCounts } from '../../renderer/analysis/series';
import { markSvgPath, seatPaint, SEAT_PAINTS } from '../../renderer/scenes/common/marks';
import { crewPaint } from '../../renderer/scenes/niagara/palette';
import { AnalysisChart, type ChartProps } from '../../renderer/ui/analysis/AnalysisChart';
import { fakeDecision, nileRecord } from './analysis-fixture';

const record = nileRecord('panel');
const analysis = finishAnalysis(record, [0], record.actions.map((_, i) => fakeDecision(record, i)));
const total = record.actions.length;

function props(over: Partial<ChartProps> = {}): ChartProps {
  return { series: chancePoints(analysis, 2), match: record, total, step: 5, label: 'chart', onJump: () => {}, ...over };
}

/** Every element of a rendered tree (the chart is hook-free: calling it gives its whole tree). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...elements(node.props.children as ReactNode)];
}

describe('analysis chart', () => {
  it('draws one line per seat, in its colour, with its mark at its own decisions', () => {
    const html = renderToStaticMarkup(createElement(AnalysisChart, props()));
    const lines = [...html.matchAll(/<polyline[^>]*>/g)].map((m) => m[0]);
    expect(lines).toHaveLength(2);
    lines.forEach((l, seat) => expect(l).toContain(`stroke="${seatPaint(seat).colour}"`));
    for (const seat of [0, 1]) expect(html).toContain(markSvgPath(seatPaint(seat).mark));
    // Every step of the game has a point on each line.
    for (const l of lines) expect(l.match(/points="([^"]*)"/)![1]!.split(' ')).toHaveLength(total + 1);
  });

  it('draws a Niagara game in its crews’ colours and marks, as its table does (the first crew of a two-colour seat)', () => {
    const strokes = (html: string) => [...html.matchAll(/<polyline[^>]*stroke="([^"]*)"/g)].map((m) => m[1]);
    const three = renderToStaticMarkup(createElement(AnalysisChart, props({ series: chancePoints(analysis, 3), match: { game: 'niagara', players: 3, options: {} } })));
    expect(strokes(three)).toEqual([crewPaint('red').colour, crewPaint('green').colour, crewPaint('yellow').colour]);
    // Marks sit on a seat's own decisions: the record's two players have them.
    for (const c of ['red', 'green'] as const) expect(three).toContain(markSvgPath(crewPaint(c).mark));
    expect(strokes(three).filter((s) => SEAT_PAINTS.some((p) => p.colour === s))).toEqual([]);
    const two = renderToStaticMarkup(createElement(AnalysisChart, props({ match: { game: 'niagara', players: 2, options: { twoColoursEach: true } } })));
    expect(strokes(two)).toEqual([crewPaint('red').colour, crewPaint('green').colour]);
  });

  it('puts the cursor at the replay’s step', () => {
    const at = (step: number) => elements(AnalysisChart(props({ step }))).find((e) => e.props['data-testid'] === 'analysis-cursor')!.props.x1;
    expect(at(0)).toBeLessThan(at(5) as number);
    expect(at(total)).toBeGreaterThan(at(5) as number);
  });

  it('jumps the replay to the step clicked', () => {
    const jumps: number[] = [];
    const tree = elements(AnalysisChart(props({ onJump: (s) => jumps.push(s) })));
    const hit = (step: number) => tree.find((e) => e.props['data-step'] === step)!.props.onClick as () => void;
    hit(12)();
    hit(total)();
    expect(jumps).toEqual([12, total]);
  });
});

describe('win chance series and class counts', () => {
  it('starts every seat at an equal share and follows each seat’s own estimates', () => {
    const s = chancePoints(analysis, 2);
    expect(s[0]![0]).toEqual({ step: 0, chance: 0.5, own: false });
    const d = analysis.decisions[10]!;
    expect(s[d.seat]![11]).toEqual({ step: 11, chance: d.after, own: true });
    expect(s[1 - d.seat]![11]!.own).toBe(false);
    const counts = classCounts(analysis.decisions, 0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(analysis.decisions.filter((x) => x.seat === 0).length);
  });
});
