/**
 * The Niagara table's picks (renderer/ui/niagara/usePicks.ts): a decision with one movable canoe starts with it
 * picked, in the very first render of that decision (no frame shows it unpicked), the first decision included.
 */
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { NiagaraAction } from '../../engine/niagara/actions';
import { NiagaraChoices } from '../../renderer/scenes/niagara/choices';
import { usePicks } from '../../renderer/ui/niagara/usePicks';
import { renderScene } from './r3f';

const paddle = (canoe: string, to: 'T4' | 'bank'): NiagaraAction => ({ type: 'paddle', canoe, to });

/** Every render's picks, in order. */
const probe = (choices: NiagaraChoices, seq: number, seen: (string | null)[]) => createElement(Probe, { choices, seq, seen });
function Probe({ choices, seq, seen }: { choices: NiagaraChoices; seq: number; seen: (string | null)[] }): ReactNode {
  seen.push(usePicks(choices, seq, 0).canoe);
  return null;
}

describe('Niagara picks', () => {
  it('the only movable canoe is picked from the first render of each decision; with two, none is', async () => {
    const seen: (string | null)[] = [];
    const one = new NiagaraChoices([paddle('red1', 'T4'), paddle('red1', 'bank')]);
    const r = await renderScene(probe(one, 1, seen));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen), 'the first decision').toEqual(new Set(['red1']));
    const two = new NiagaraChoices([paddle('red1', 'T4'), paddle('red2', 'T4')]);
    seen.length = 0;
    await act(async () => r.root.render(probe(two, 2, seen)));
    expect(new Set(seen), 'two canoes: the player picks').toEqual(new Set([null]));
    const again = new NiagaraChoices([paddle('red2', 'bank')]);
    seen.length = 0;
    await act(async () => r.root.render(probe(again, 3, seen)));
    expect(new Set(seen), 'a later decision').toEqual(new Set(['red2']));
    await r.unmount();
  });
});
