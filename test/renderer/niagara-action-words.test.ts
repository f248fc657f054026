/**
 * Every legal Niagara action has words in every language: what is played, paid, loaded, unloaded, landed or stolen,
 * with the gem colours named, and no placeholder or raw id (like "red1" or "T3…" codes for gems) left.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { niagara, type NiagaraAction, type NiagaraState } from '../../engine/niagara';
import type { NiagaraView } from '../../engine/niagara/view';
import { LANGUAGES, resources } from '../../renderer/i18n';
import { actionWords } from '../../renderer/ui/niagara/actionText';
import { act, actor, paddle, scenario } from '../engine/niagara/helpers';

async function tFor(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

/** Positions that between them offer every action type, cargo before and after, a steal, a landing and the falls. */
function positions(): NiagaraState[] {
  const launch = scenario({ card: 2, canoes: { red1: 'T2' } });
  return [
    scenario({ canoes: { red1: 'lost' }, reserves: [{ white: 1 }] }), // phase 1: play a card, buy back
    scenario({ card: 'cloud' }), // the cloud
    act(launch, 0, paddle('red1 T4')).state, // a launch may be declined: pass
    scenario({ card: 4, canoes: { red1: 'T3', red2: 'lost' } }), // cargo before / after
    scenario({ card: 2, canoes: { red1: 'T3', red2: 'lost', green1: ['T1', 'pink'] } }), // steal
    scenario({ card: 4, canoes: { red1: 'T5', red2: 'lost', green1: ['T3', 'pink'] }, options: { cargoAfterSteal: true } }), // steal, then cargo
    scenario({ card: 3, canoes: { red1: ['T2', 'violet'], red2: 'lost' } }), // land a gem
    scenario({ card: 2, canoes: { red1: ['L6', 'white'], red2: 'lost' }, options: { paddleOverFalls: true } }), // the falls
  ];
}

describe('Niagara action words', () => {
  const all = positions().flatMap((s) => {
    const seat = actor(s);
    const view = niagara.view(s, seat) as NiagaraView;
    return (niagara.legalActions(s, seat) as NiagaraAction[]).map((a) => ({ a, view, seat }));
  });

  it('the positions offer every kind of action', () => {
    expect(new Set(all.map((x) => x.a.type))).toEqual(new Set(['play', 'buyBack', 'weather', 'paddle', 'pass']));
    const paddles = all.flatMap((x) => (x.a.type === 'paddle' ? [x.a] : []));
    expect(paddles.some((a) => a.before)).toBe(true);
    expect(paddles.some((a) => a.after)).toBe(true);
    expect(paddles.some((a) => a.steal)).toBe(true);
    expect(paddles.some((a) => a.to === 'bank')).toBe(true);
    expect(paddles.some((a) => a.to === 'fallsL' || a.to === 'fallsR')).toBe(true);
  });

  it.each(LANGUAGES)('%s: every action says what happens, with no placeholder or raw id', async (lng) => {
    const t = await tFor(lng);
    for (const { a, view, seat } of all) {
      const text = actionWords(t, view, seat, a);
      const what = JSON.stringify(a);
      expect(text.length, what).toBeGreaterThan(3);
      expect(text, what).not.toMatch(/\{\{|niagaraTable|\b(red|green|yellow|brown)\d\b|undefined|null/);
      if (lng !== 'en') expect(text, what).not.toBe(actionWords(await tFor('en'), view, seat, a));
    }
  });

  it('names the gems: loaded, unloaded, stolen (then unloaded), landed; the price of a canoe bought back', async () => {
    const t = await tFor('en');
    // The words of an action in the first position offering it (`red1`: what red canoe 1 carries there).
    const words = (a: NiagaraAction, red1: string | null = null) =>
      all.filter((x) => JSON.stringify(x.a) === JSON.stringify(a) && x.view.canoes[0]!.gem === red1).map((x) => actionWords(t, x.view, x.seat, a))[0];
    expect(words({ type: 'buyBack', canoe: 'red1', pay: 'white' })).toBe('Buy back red canoe 1: pay a white gem');
    expect(words({ type: 'paddle', canoe: 'red1', to: 'T1', steal: 'green1' })).toBe('red canoe 1: paddle to T1, then steal the pink gem from green canoe 1');
    expect(words({ type: 'paddle', canoe: 'red1', to: 'T2', steal: 'green1' })).toBeUndefined();
    const stolenThenUnloaded = all.find((x) => x.a.type === 'paddle' && x.a.steal && x.a.after?.op === 'unload');
    expect(stolenThenUnloaded).toBeDefined();
    expect(actionWords(t, stolenThenUnloaded!.view, 0, stolenThenUnloaded!.a)).toMatch(/steal the pink gem .*unload the pink gem/);
    const loads = all.find((x) => x.a.type === 'paddle' && x.a.before?.op === 'load' && x.a.to === 'T3');
    expect(loads && actionWords(t, loads.view, 0, loads.a)).toMatch(/^red canoe 1: stay on T3, then load a violet gem$/);
    expect(words({ type: 'paddle', canoe: 'red1', to: 'bank' }, 'violet')).toBe('red canoe 1: land on the beach: the violet gem goes to your reserve');
    expect(words({ type: 'play', card: 3 })).toMatch(/card 3: 3 points/);
  });
});
