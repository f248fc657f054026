import { describe, expect, it } from 'vitest';
import type { NiagaraAction } from '../../engine/niagara/actions';
import { activeEmphasis, offered } from '../../renderer/scenes/common/emphasisTargets';
import { NiagaraChoices, emphasisMarks } from '../../renderer/scenes/niagara/choices';

const playing: NiagaraAction[] = [
  { type: 'play', card: 1 },
  { type: 'play', card: 3 },
  { type: 'play', card: 'cloud' },
  { type: 'buyBack', canoe: 'red2', pay: 'blue' },
];
const paddling: NiagaraAction[] = [
  { type: 'paddle', canoe: 'red1', to: 'T3' },
  { type: 'paddle', canoe: 'red1', to: 'T4' },
  { type: 'paddle', canoe: 'red1', to: 'T4', after: { op: 'load', gem: 'pink' } },
  { type: 'paddle', canoe: 'red2', to: 'T1' },
  { type: 'pass' },
];
const a = (x: NiagaraAction): NiagaraAction => x;
const marksOf = (legal: NiagaraAction[], pick: number[], labels: string[], canoe: string | null = null, dest: 'T4' | null = null) =>
  Object.fromEntries(emphasisMarks(pick.map((i) => legal[i]!), labels, new NiagaraChoices(legal), canoe, dest));

describe('Niagara: emphasised actions → targets', () => {
  it('points at card, buy-back, cloud and pass controls, with their labels', () => {
    expect(marksOf(playing, [1, 3], ['1', '2'])).toEqual({ 'play:3': ['1'], 'buyBack:red2-blue': ['2'] });
    expect(marksOf([{ type: 'weather', delta: 1 }, { type: 'weather', delta: -1 }], [0], ['1'])).toEqual({ 'weather:1': ['1'] });
    expect(marksOf(paddling, [4], [''])).toEqual({ pass: [] });
    expect(Object.fromEntries(emphasisMarks([{ type: 'play', card: 2, colour: 'blue' }], ['1'], new NiagaraChoices([]), null, null))).toEqual({ 'play:blue-2': ['1'] });
  });

  it('for a paddle: its canoe, then its destination, then its variant', () => {
    // Hints 1 and 3 move the same canoe: one canoe target carries both labels.
    expect(marksOf(paddling, [2, 3, 0], ['1', '2', '3'])).toEqual({ 'canoe:red1': ['1', '3'], 'canoe:red2': ['2'] });
    expect(marksOf(paddling, [2, 3, 0], ['1', '2', '3'], 'red1')).toEqual({ 'dest:T4': ['1'], 'canoe:red2': ['2'], 'dest:T3': ['3'] });
    expect(marksOf(paddling, [2, 3, 0], ['1', '2', '3'], 'red1', 'T4')).toEqual({ 'variant:1': ['1'] });
  });

  it('only: every other card, canoe and destination is held back', () => {
    const e = activeEmphasis({ source: 'tutorial', actions: [a({ type: 'paddle', canoe: 'red1', to: 'T4' })], only: true }, paddling);
    const c = new NiagaraChoices(offered(paddling, e)!);
    expect(c.canoes()).toEqual(['red1']);
    expect(c.destinations('red1')).toEqual(['T4']);
    expect(c.variants('red1', 'T4')).toHaveLength(1);
    expect(c.pass).toBeNull();
    const p = activeEmphasis({ source: 'tutorial', actions: [a({ type: 'play', card: 3 })], only: true }, playing);
    const cp = new NiagaraChoices(offered(playing, p)!);
    expect(cp.plays.map((x) => x.card)).toEqual([3]);
    expect(cp.buyBacks).toEqual([]);
    // Without the emphasis, everything is offered.
    expect(new NiagaraChoices(paddling).canoes()).toEqual(['red1', 'red2']);
  });
});
