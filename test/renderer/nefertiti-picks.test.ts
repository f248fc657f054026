/**
 * How a Nefertiti decision is clicked (renderer/ui/nefertiti/picks.ts, the table kit's pick model), on the decisions of
 * a seeded 2-player game: a lit space sends its legal placement (a servant's or the Collector's); any other space sends
 * the plain placement, which the host refuses; a character card or button only picks the character (playing it spends
 * a seal), another click picks another; "Play it" sends the picked character and without one changes nothing; a
 * character the turn does not offer is sent at once, and the host says why it refuses it; a new decision and a cancel start from nothing picked. Every expectation
 * comes from the engine's legal actions.
 */
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/action';
import { getGame } from '../../engine/games';
import { nefertiti, type NefertitiAction, type NefertitiState } from '../../engine/nefertiti';
import { NefChoices } from '../../renderer/scenes/nefertiti/choices';
import { displayFromView, type NefDisplay } from '../../renderer/scenes/nefertiti/model';
import type { NefInput } from '../../renderer/ui/nefertiti/kitTypes';
import { nefPicks } from '../../renderer/ui/nefertiti/picks';
import { pickRecorder } from './pickRecorder';
import { renderScene } from './r3f';
import { must, seededDecisions } from './seededGame';

interface Decision {
  s: NefertitiState;
  seat: number;
  /** The pending decision's kind. */
  k: string;
  legal: NefertitiAction[];
  display: NefDisplay;
  c: NefChoices;
}

/** Every decision of a seeded 2-player game (the Collector plays with two), as the acting seat's table shows it. */
function decisions(seed: string, max: number): Decision[] {
  // An offered character every third decision (spending the seals), else a move in turn.
  const choose = (legal: NefertitiAction[], i: number) => (i % 3 === 0 ? legal.find((a) => a.type === 'character') : undefined) ?? legal[(i * 7) % legal.length];
  return seededDecisions(nefertiti, { players: 2, seed, max }, choose).map(({ s, seat, legal }) => {
    const view = nefertiti.view(s, seat);
    const k = view.decision?.k ?? '';
    return { s, seat, k, legal, display: displayFromView(view), c: new NefChoices(legal, view.decision?.k ?? null) };
  });
}

const game = decisions('nefertiti-picks', 160);

/** The first decision the test needs. */
const first = (what: string, ok: (d: Decision) => boolean): Decision => must(game.find(ok), `decision with ${what}`);

/** One click through the model, as the seat's table makes it. */
const step = (d: Decision, pick: string | null, input: NefInput) => nefPicks.step(pick, input, { choices: d.c, display: d.display, reveal: d.seat });

/** The action a click sends (fails when it only picks). */
function sent(d: Decision, pick: string | null, input: NefInput): Action {
  const r = step(d, pick, input);
  if (!('send' in r)) throw new Error(`${JSON.stringify(input)} picked ${JSON.stringify(r.pick)}`);
  return r.send;
}

/** The host applies the action (it reaches the engine as any action from the wire would). */
const applied = (d: Decision, a: Action) => expect(() => getGame('nefertiti').apply(d.s, d.seat, a), JSON.stringify(a)).not.toThrow();
/** The host refuses the intent. */
const refused = (d: Decision, a: Action) => expect(() => getGame('nefertiti').apply(d.s, d.seat, a), JSON.stringify(a)).toThrow();

/** Every space of every location on the table (the markets' and Memphis'), lit or not. */
function spaces(d: Decision): [string, number][] {
  const ids = [...d.display.markets.map((m) => m.id), ...(d.display.memphis ? ['memphis'] : [])];
  return ids.flatMap((m) => Array.from({ length: 14 }, (_, sp): [string, number] => [m, sp]));
}

type Placement = Extract<NefertitiAction, { type: 'place' | 'placeCollector' }>;
const isPlacement = (a: NefertitiAction): a is Placement => a.type === 'place' || a.type === 'placeCollector';
/** The decision's legal placements (a servant's or the Collector's). */
const placements = (d: Decision): Placement[] => d.legal.filter(isPlacement);

describe('Nefertiti picks: a space', () => {
  it('a new decision starts with no character picked', () => {
    expect(nefPicks.start(first('a character to play', (d) => d.c.characters.size > 0).c)).toBeNull();
    expect(nefPicks.start(null)).toBeNull();
  });

  it('a lit space sends its placement: the very legal action, a servant’s or the Collector’s', () => {
    const kinds = new Set<string>();
    for (const d of game) {
      for (const a of placements(d)) {
        // Whatever character is picked: a space is a placement.
        for (const pick of [null, 'someCharacter']) expect(sent(d, pick, { space: [a.market, a.space] }), `${d.k}: ${JSON.stringify(a)}`).toBe(a);
        kinds.add(`${d.k}:${a.type}`);
      }
      const one = placements(d)[0];
      if (one) applied(d, sent(d, null, { space: [one.market, one.space] }));
    }
    expect(kinds).toEqual(new Set(['turn:place', 'collector:placeCollector']));
  });

  it('any other space sends the plain placement (the Collector’s when only the Collector places), which the host refuses', () => {
    const seen = new Set<string>();
    for (const d of game) {
      const kinds = new Set(d.legal.map((a) => a.type));
      const type = kinds.has('placeCollector') && !kinds.has('place') ? 'placeCollector' : 'place';
      for (const [market, space] of spaces(d)) {
        if (placements(d).some((a) => a.market === market && a.space === space)) continue;
        const a = sent(d, null, { space: [market, space] });
        expect(a, `${d.k}: ${market} ${space}`).toEqual({ type, market, space });
        seen.add(`${d.k}:${type}:${placements(d).length > 0 ? 'with' : 'without'} placements`);
        refused(d, a);
      }
    }
    for (const x of ['turn:place:with placements', 'collector:placeCollector:with placements', 'top:place:without placements', 'bid:place:without placements']) expect(seen, x).toContain(x);
  });
});

describe('Nefertiti picks: a character', () => {
  const d = first('two characters to play', (x) => x.c.characters.size >= 2);
  const offered = [...d.c.characters];
  const [one, other] = [must(offered[0], 'character'), must(offered[1], 'second character')];

  it('the characters the table offers are the legal ones', () => {
    expect(offered.sort()).toEqual(d.legal.flatMap((a) => (a.type === 'character' ? [a.character] : [])).sort());
  });

  it('a character card or button picks it, sending nothing (playing it spends a seal); another click picks another', () => {
    for (const id of offered) expect(step(d, null, { character: id }), id).toEqual({ pick: id });
    expect(step(d, one, { character: other })).toEqual({ pick: other });
    expect(step(d, one, { character: one }), 'again').toEqual({ pick: one });
  });

  it('"Play it" sends the picked character, the legal action the host applies', () => {
    for (const id of offered) {
      const a = sent(d, id, { play: true });
      expect(a).toEqual({ type: 'character', character: id });
      expect(d.legal).toContainEqual(a);
      applied(d, a);
    }
  });

  it('"Play it" with no character picked changes nothing', () => {
    for (const x of [d, first('no character to play', (y) => y.c.characters.size === 0)]) expect(step(x, null, { play: true })).toEqual({ pick: null });
  });

  it('a character the turn does not offer is the attempt at once (no seal to confirm), which the host refuses saying why', () => {
    const none = first('a turn that offers no character', (x) => x.k === 'turn' && x.c.characters.size === 0 && Object.values(x.display.characters).some((n) => n > 0));
    const id = must(
      Object.entries(none.display.characters).find(([, n]) => n > 0),
      'character on display',
    )[0];
    const a = sent(none, null, { character: id });
    expect(a).toEqual({ type: 'character', character: id });
    refused(none, a);
    // The turn's own rule, not "not one of the choices" (engine/nefertiti/rules/turn.ts characterRefusal).
    expect(() => getGame('nefertiti').apply(none.s, none.seat, a)).toThrow(/^you (have already played a character this turn|have no Royal Seal left to play a character)$/);
  });
});

describe('Nefertiti picks at the table (usePick)', () => {
  const { Probe, seen, latest } = pickRecorder(nefPicks);

  it('cancel drops the picked character; a new decision starts with none', async () => {
    const d = first('a character to play', (x) => x.c.characters.size > 0);
    const id = must([...d.c.characters][0], 'character');
    const pick = step(d, null, { character: id });
    if (!('pick' in pick)) throw new Error('a character click sent an action');
    const r = await renderScene(createElement(Probe, { choices: d.c, seq: 1, reveal: d.seat }));
    expect(seen.at(-1)).toBeNull();
    await act(async () => latest().set(pick.pick));
    expect(seen.at(-1)).toBe(id);
    await act(async () => latest().cancel());
    expect(seen.at(-1)).toBeNull();
    await act(async () => latest().set(pick.pick));
    seen.length = 0;
    await act(async () => r.root.render(createElement(Probe, { choices: d.c, seq: 2, reveal: d.seat })));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen), 'the next decision, from its first render').toEqual(new Set([null]));
    await r.unmount();
  });
});
