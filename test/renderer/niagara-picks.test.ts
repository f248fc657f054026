/**
 * The Niagara table's pick model (renderer/ui/niagara/picks.ts), alone and driven by the table kit's `usePick`: a
 * decision starts with its only movable canoe picked (none with two, or when the seat may pass), from the first render
 * of each decision; a canoe, a destination and Back each step the pick; a destination reached one way sends that move,
 * one with several ways waits for the way, one the canoe cannot reach sends the plain move (the host says why), and
 * a canoe with no move sends it staying put (the host says why it cannot move).
 */
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { niagara, type NiagaraAction } from '../../engine/niagara';
import type { DestinationId } from '../../engine/niagara/material/river';
import type { NiagaraView } from '../../engine/niagara/view';
import { NiagaraChoices } from '../../renderer/scenes/niagara/choices';
import { displayFromView } from '../../renderer/scenes/niagara/model';
import type { NiagaraKit, NiagaraPick } from '../../renderer/ui/niagara/kitTypes';
import { niagaraPicks } from '../../renderer/ui/niagara/picks';
import { usePick } from '../../renderer/ui/table/usePick';
import { sameAction } from '../../renderer/scenes/common/emphasisTargets';
import { scenario } from '../engine/niagara/helpers';
import { renderScene } from './r3f';

const paddle = (canoe: string, to: DestinationId, more: Partial<Extract<NiagaraAction, { type: 'paddle' }>> = {}): NiagaraAction => ({ type: 'paddle', canoe, to, ...more });
const display = displayFromView(niagara.view(scenario({ canoes: { red1: 'T3', red2: 'bank' }, card: 3 }), 0) as NiagaraView, 0);
const pick = (canoe: string | null, dest: DestinationId | null = null): NiagaraPick => ({ canoe, dest });

/** Two canoes: red1 reaches T4 one way and T5 two ways (loading a gem or not); red2 reaches T1. */
const twoCanoesLegal = [paddle('red1', 'T4'), paddle('red1', 'T5'), paddle('red1', 'T5', { after: { op: 'load', gem: 'pink' } }), paddle('red2', 'T1')];
const twoCanoes = new NiagaraChoices(twoCanoesLegal);
const step = (from: NiagaraPick, input: Parameters<typeof niagaraPicks.step>[1], choices = twoCanoes) => niagaraPicks.step(from, input, { choices, display, reveal: 0 });

describe('Niagara pick model', () => {
  it('starts a decision with its only movable canoe picked; with two, with Pass, or without a paddle, none', () => {
    expect(niagaraPicks.start(new NiagaraChoices([paddle('red1', 'T4'), paddle('red1', 'bank')]))).toEqual(pick('red1'));
    expect(niagaraPicks.start(twoCanoes)).toEqual(pick(null));
    expect(niagaraPicks.start(new NiagaraChoices([paddle('red1', 'T4'), { type: 'pass' }]))).toEqual(pick(null));
    expect(niagaraPicks.start(new NiagaraChoices([{ type: 'play', card: 3 }]))).toEqual(pick(null));
    expect(niagaraPicks.start(null)).toEqual(pick(null));
  });

  it('a canoe picks it (another canoe instead of the one picked too), with no destination', () => {
    expect(step(pick(null), { canoe: 'red2' })).toEqual({ pick: pick('red2') });
    expect(step(pick('red1'), { canoe: 'red2' })).toEqual({ pick: pick('red2') });
  });

  it('a destination reached one way sends that very move; with several ways it is picked', () => {
    const only = twoCanoes.variants('red1', 'T4')[0]?.action;
    expect(only).toBeDefined();
    const sent = step(pick('red1'), { dest: 'T4' });
    expect(sent).toEqual({ send: only });
    expect('send' in sent && sent.send).toBe(only);
    expect(step(pick('red1'), { dest: 'T5' })).toEqual({ pick: pick('red1', 'T5') });
  });

  it('a destination the picked canoe has no legal move to sends the plain move, for the host to refuse', () => {
    expect(step(pick('red1'), { dest: 'T1' })).toEqual({ send: { type: 'paddle', canoe: 'red1', to: 'T1' } });
  });

  it('a canoe with no move now (here another crew\'s, on the beach or on T3) keeps the pick and tries staying put, for the host to refuse', () => {
    const places: Record<string, string> = { green1: 'bank', green2: 'T3' };
    const d = { ...display, canoes: [...display.canoes.filter((c) => !(c.id in places)), ...Object.entries(places).map(([id, at]) => ({ id, colour: 'green' as const, seat: 1, at, gem: null }))] };
    const by = (input: Parameters<typeof niagaraPicks.step>[1]) => niagaraPicks.step(pick('red1'), input, { choices: twoCanoes, display: d, reveal: 0 });
    expect(by({ canoe: 'green1' })).toEqual({ send: { type: 'paddle', canoe: 'green1', to: 'bank' } });
    expect(by({ canoe: 'green2' })).toEqual({ send: { type: 'paddle', canoe: 'green2', to: 'T3' } });
    // One the table does not show on the river (lost, or an unknown id) changes nothing.
    expect(by({ canoe: 'blue1' })).toEqual({ pick: pick('red1') });
  });

  it('a destination with no canoe picked changes nothing', () => {
    expect(step(pick(null), { dest: 'T4' })).toEqual({ pick: pick(null) });
  });

  it('Back drops the destination first, then the canoe', () => {
    expect(step(pick('red1', 'T5'), { back: true })).toEqual({ pick: pick('red1') });
    expect(step(pick('red1'), { back: true })).toEqual({ pick: pick(null) });
  });
});

/** Every render's pick, in order, and the hook's last answer (to cancel with). */
interface Seen {
  picks: NiagaraPick[];
  hook?: ReturnType<typeof usePick<NiagaraKit>>;
}
const probe = (choices: NiagaraChoices, seq: number, seen: Seen) => createElement(Probe, { choices, seq, seen });
function Probe({ choices, seq, seen }: { choices: NiagaraChoices; seq: number; seen: Seen }): ReactNode {
  const hook = usePick(niagaraPicks, choices, seq, 0);
  seen.picks.push(hook.pick);
  seen.hook = hook;
  return null;
}

describe('Niagara picks on the table', () => {
  it('the only movable canoe is picked from the first render of each decision; with two, none is; cancel goes back to it', async () => {
    const seen: Seen = { picks: [] };
    const one = new NiagaraChoices([paddle('red1', 'T4'), paddle('red1', 'T5'), paddle('red1', 'T5', { before: { op: 'load', gem: 'white' } })]);
    const r = await renderScene(probe(one, 1, seen));
    expect(seen.picks.length).toBeGreaterThan(0);
    expect(new Set(seen.picks.map((p) => p.canoe)), 'the first decision').toEqual(new Set(['red1']));
    // A destination with two ways stays picked; cancel (Esc) goes back to the decision's start: its only canoe.
    await act(async () => seen.hook?.set(pick('red1', 'T5')));
    expect(seen.picks.at(-1)).toEqual(pick('red1', 'T5'));
    await act(async () => seen.hook?.cancel());
    expect(seen.picks.at(-1)).toEqual(pick('red1'));
    seen.picks.length = 0;
    await act(async () => r.root.render(probe(twoCanoes, 2, seen)));
    expect(new Set(seen.picks.map((p) => p.canoe)), 'two canoes: the player picks').toEqual(new Set([null]));
    seen.picks.length = 0;
    await act(async () => r.root.render(probe(new NiagaraChoices([paddle('red2', 'bank')]), 3, seen)));
    expect(new Set(seen.picks.map((p) => p.canoe)), 'a later decision').toEqual(new Set(['red2']));
    await r.unmount();
  });

  it('a destination the canoe cannot reach is held beside the pick (the kit shows it disabled with why), until the next click, a cancel or a new decision', async () => {
    const seen: Seen = { picks: [] };
    const r = await renderScene(probe(twoCanoes, 1, seen));
    await act(async () => seen.hook?.set(pick('red1')));
    const sent = step(pick('red1'), { dest: 'T1' });
    if (!('send' in sent)) throw new Error('T1 sends the plain move');
    // Not one of the legal moves: the kit holds it rather than sending it.
    expect(twoCanoesLegal.some((a) => sameAction(a, sent.send))).toBe(false);
    await act(async () => seen.hook?.hold(sent.send));
    expect(seen.hook?.tried).toEqual(paddle('red1', 'T1'));
    expect(seen.picks.at(-1), 'the pick stays as it was').toEqual(pick('red1'));
    await act(async () => seen.hook?.set(pick('red2')));
    expect(seen.hook?.tried, 'the next click lets it go').toBeNull();
    await act(async () => seen.hook?.hold(sent.send));
    await act(async () => seen.hook?.cancel());
    expect(seen.hook?.tried, 'so does a cancel').toBeNull();
    await act(async () => seen.hook?.hold(sent.send));
    await act(async () => r.root.render(probe(twoCanoes, 2, seen)));
    expect(seen.hook?.tried, 'and a new decision').toBeNull();
    await r.unmount();
  });
});
