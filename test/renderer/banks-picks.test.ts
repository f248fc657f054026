/**
 * How a banks decision is clicked (renderer/ui/banks/picks.ts, the table kit's pick model): a field sends its one move,
 * opens its choice of moves, or sends the plain intent the host then refuses; the water piles on the table and the
 * HUD's pickers build the pick; a new decision and a cancel start from nothing picked. (Following a tutorial's or a
 * hint's marks through the model: emphasis-banks.test.ts.)
 */
import i18next from 'i18next';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { banks, type BanksAction, type BanksState } from '../../engine/banks';
import type { Action } from '../../engine/core/action';
import { getGame } from '../../engine/games';
import { BanksChoices, otherEnd, type Selection } from '../../renderer/scenes/banks/choices';
import { displayFromView, type BanksDisplay } from '../../renderer/scenes/banks/model';
import type { BanksInput } from '../../renderer/ui/banks/kitTypes';
import { banksPicks, pileRefusal } from '../../renderer/ui/banks/picks';
import { resources } from '../../renderer/i18n';
import { pickRecorder } from './pickRecorder';
import { renderScene } from './r3f';
import { must, seededDecisions } from './seededGame';

interface Decision {
  s: BanksState;
  seat: number;
  legal: BanksAction[];
  display: BanksDisplay;
}

/** Every decision of a seeded 3-player game, as the acting seat's table shows it. */
function decisions(seed: string, max: number): Decision[] {
  const choose = (legal: BanksAction[], i: number) => legal.find((x) => x.type === 'harvest') ?? legal.find((x) => x.type === 'grow') ?? legal[(i * 7) % legal.length];
  return seededDecisions(banks, { players: 3, seed, max }, choose).map(({ s, seat, legal }) => ({ s, seat, legal, display: displayFromView(banks.view(s, seat)) }));
}

const game = decisions('banks-picks', 300);

/** The first decision the test needs. */
function first(what: string, ok: (d: Decision, c: BanksChoices) => boolean): Decision & { c: BanksChoices } {
  for (const d of game) {
    const c = new BanksChoices(d.legal);
    if (ok(d, c)) return { ...d, c };
  }
  throw new Error(`the seeded game has no decision with ${what}`);
}

/** The top card of one of the seat's piles. */
const topOf = (d: Decision, pile: number) => d.display.piles[d.seat]?.[pile]?.top ?? null;

/** A pile whose top card lies differently turned end for end. */
const turnablePile = (d: Decision, c: BanksChoices) =>
  c.piles().find((p) => {
    const top = topOf(d, p);
    return !!top && top[0] !== top[1];
  });

/** One click through the model. */
const step = (d: { c: BanksChoices; display: BanksDisplay }, pick: Selection, input: BanksInput) => banksPicks.step(pick, input, { choices: d.c, display: d.display, reveal: null });

/** The pick a click leads to (fails when it sends an action). */
function picked(d: { c: BanksChoices; display: BanksDisplay }, pick: Selection, input: BanksInput): Selection {
  const r = step(d, pick, input);
  if (!('pick' in r)) throw new Error(`${JSON.stringify(input)} sent ${JSON.stringify(r.send)}`);
  return r.pick;
}

/** A field no legal action of the decision names. */
const deadField = (d: Decision): string => must(d.display.fields.find((f) => !d.legal.some((a) => 'field' in a && a.field === f.id)), 'field without a move').id;

/** The host refuses the action (its reason is what the player sees). */
/** The host refuses the intent (it reaches the engine as any action from the wire would). */
const refused = (d: Decision, a: Action) => expect(() => getGame('banks').apply(d.s, d.seat, a), JSON.stringify(a)).toThrow();

describe('banks picks: a field', () => {
  it('a new decision starts with nothing picked, the same pick from render to render', () => {
    const d = first('water to place', (_, c) => c.piles().length > 0);
    expect(banksPicks.start(d.c)).toEqual({});
    expect(banksPicks.start(d.c)).toBe(banksPicks.start(null));
  });

  it('sends the one move a lit field offers', () => {
    const d = first('an ebb', (x) => x.display.decision === 'ebb');
    const field = must([...d.c.fields({}).keys()][0], 'lit field');
    expect(step(d, {}, { field })).toEqual({ send: { type: 'removeWater', field } });
  });

  it('opens a field with several moves for the HUD to choose, only that field staying lit', () => {
    const d = first('a field with several moves among others', (_, c) => c.fields({}).size > 1 && [...c.fields({}).keys()].some((f) => c.atField(f, {}).length > 1));
    const field = must([...d.c.fields({}).keys()].find((f) => d.c.atField(f, {}).length > 1), 'field with several moves');
    const pick = picked(d, {}, { field });
    expect(pick).toEqual({ field });
    expect([...d.c.lit(pick).keys()]).toEqual([field]);
    expect(picked(d, { ...pick, kind: 'flax' }, { leaveField: true })).toEqual({ kind: 'flax', field: undefined });
    // The choice is modal: a click on another field (even one with a single move) or on a pile only closes it.
    const other = must([...d.c.fields({}).keys()].find((f) => f !== field), 'another lit field');
    expect(step(d, pick, { field: other })).toEqual({ pick: { field: undefined } });
    expect(step(d, pick, { field })).toEqual({ pick: { field: undefined } });
    expect(step(d, pick, { pile: 0 })).toEqual({ pick: { field: undefined } });
  });

  it.each([
    ['flood', 'placeWater'],
    ['openWater', 'placeWater'],
    ['ebb', 'removeWater'],
    ['startDesert', 'placeDesert'],
    ['actions', 'grow'],
  ] as const)('a field no move of a %s decision fits sends the plain %s, which the host refuses', (decision, type) => {
    const d = first(`a ${decision} decision`, (x) => x.display.decision === decision);
    const field = deadField(d);
    const r = step(d, {}, { field });
    expect(r).toMatchObject({ send: { type, field } });
    if ('send' in r) refused(d, r.send);
  });

  it('the plain water placement lays the picked card the way it is turned', () => {
    const d = first('a flood with a card to turn', (x, c) => x.display.decision === 'flood' && turnablePile(x, c) !== undefined);
    const pile = must(turnablePile(d, d.c), 'card to turn');
    const turned = picked(d, picked(d, {}, { pileButton: pile }), { turn: true });
    const field = deadField(d);
    expect(step(d, turned, { field })).toEqual({ send: { type: 'placeWater', pile, field, inner: turned.inner } });
  });

  it('with a kind picked, a field no sowing fits sends the plain sowing (an opening sow with its side)', () => {
    const act = first('an action phase with sowing', (x, c) => x.display.decision === 'actions' && c.sowKinds().length > 0);
    const { kind } = must(act.c.sowKinds()[0], 'kind to sow');
    const sow = step(act, picked(act, {}, { kind }), { field: deadField(act) });
    expect(sow).toEqual({ send: { type: 'sow', kind, field: deadField(act) } });
    if ('send' in sow) refused(act, sow.send);
    const open = first('an opening sow', (x) => x.display.decision === 'openSow');
    const k = must(open.c.sowKinds().find((x) => x.ripe === true), 'ripe side to sow');
    const r = step(open, picked(open, {}, { kind: k.kind, ripe: true }), { field: deadField(open) });
    expect(r).toEqual({ send: { type: 'openSow', kind: k.kind, field: deadField(open), ripe: true } });
    if ('send' in r) refused(open, r.send);
  });
});

describe('banks picks: the piles and the HUD pickers', () => {
  const d = first('two piles, one with a card to turn', (x, c) => c.piles().length === 2 && turnablePile(x, c) !== undefined);
  const turnable = must(turnablePile(d, d.c), 'card to turn');
  const unpicked = must(
    d.c.piles().find((p) => p !== d.c.settle({}).pile),
    'pile not picked',
  );
  const top = must(topOf(d, turnable), 'top card');

  it('a click on a pile on the table picks it; on the picked pile it turns its top card end for end', () => {
    expect(picked(d, {}, { pile: unpicked })).toEqual({ pile: unpicked, inner: undefined, field: undefined });
    const lies = d.c.settle({ pile: turnable });
    const turned = picked(d, lies, { pile: turnable });
    expect(turned).toMatchObject({ pile: turnable, inner: otherEnd(top, lies.inner) });
    expect(turned.inner).not.toBe(lies.inner);
    expect(picked(d, turned, { pile: turnable }).inner, 'turned back').toBe(lies.inner);
  });

  it('the HUD turns the picked card as a second click on its pile does', () => {
    const at = picked(d, {}, { pileButton: turnable });
    expect(picked(d, at, { turn: true })).toEqual(picked(d, d.c.settle(at), { pile: turnable }));
  });

  it('a pile button picks its pile as its card first lies', () => {
    expect(picked(d, { pile: turnable, inner: 9 }, { pileButton: unpicked })).toEqual({ pile: unpicked, inner: undefined });
    expect(picked(d, { pile: turnable, inner: 9 }, { pileButton: turnable }), 'again').toEqual({ pile: turnable, inner: undefined });
  });

  it('a pile that takes no water card now changes nothing', () => {
    const act = first('an action phase', (x) => x.display.decision === 'actions');
    const pick: Selection = { kind: 'flax' };
    expect(step(act, pick, { pile: 0 })).toEqual({ pick });
  });

  it('a pile the flood cannot take water from says why: empty, or its top card fits no field', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: resources.en }, interpolation: { escapeValue: false } });
    const one = first('a flood that takes water from one pile only', (x, c) => x.display.decision === 'flood' && c.piles().length === 1);
    const other = one.c.piles()[0] === 0 ? 1 : 0;
    const pile = one.display.piles[one.seat]?.[other];
    const text = pileRefusal(i18n.t, one.display, one.seat, other);
    expect(text).toBe(pile?.top ? `Pile ${other + 1}’s top card (${pile.top[0]} | ${pile.top[1]}) fits no field now, either way round: take water from your other pile.` : `Pile ${other + 1} is empty: take water from your other pile.`);
    // The engine agrees: no placement from that pile is legal.
    expect(one.legal.some((a) => a.type === 'placeWater' && a.pile === other)).toBe(false);
  });

  it('a market row to rot, then its picks are buttons', () => {
    const rot = first('a rot', (_, c) => c.rotRows().length > 0);
    const row = must(rot.c.rotRows()[0], 'row to rot');
    expect(picked(rot, {}, { row })).toEqual({ row });
  });

  it("a kind to sow replaces the pick; its chip again picks no kind; an opening sow's side is part of the kind", () => {
    const act = first('an action phase with sowing', (x, c) => x.display.decision === 'actions' && c.sowKinds().length > 0);
    const { kind } = must(act.c.sowKinds()[0], 'kind to sow');
    const on = picked(act, { field: 'W1-1', row: 'M1' }, { kind });
    expect(on).toEqual({ kind, ripe: undefined });
    expect(picked(act, on, { kind })).toEqual({ kind: undefined, ripe: undefined });
    expect(picked(act, { kind, ripe: true }, { kind, ripe: false })).toEqual({ kind, ripe: false });
  });
});

describe('banks picks at the table (usePick)', () => {
  const { Probe, seen, latest } = pickRecorder(banksPicks);

  it('cancel goes back to nothing picked; a new decision starts afresh', async () => {
    const d = first('water to place', (_, c) => c.piles().length > 0);
    const r = await renderScene(createElement(Probe, { choices: d.c, seq: 1, reveal: 0 }));
    expect(seen.at(-1)).toEqual({});
    await act(async () => latest().set({ pile: 1 }));
    expect(seen.at(-1)).toEqual({ pile: 1 });
    await act(async () => latest().cancel());
    expect(seen.at(-1)).toEqual({});
    await act(async () => latest().set({ pile: 1 }));
    await act(async () => r.root.render(createElement(Probe, { choices: d.c, seq: 2, reveal: 0 })));
    expect(seen.at(-1), 'the next decision').toEqual({});
    await r.unmount();
  });
});

describe('banks round label', () => {
  it('the set-up before round 1 is not "Round 0"; rounds count from 1, in every language', async () => {
    const { banksTable } = await import('../../renderer/ui/banks/table');
    const setUp = must(game.find((d) => d.display.round === 0), 'set-up decision').display;
    const later = must(game.find((d) => d.display.round === 2), 'round-2 decision').display;
    for (const lng of ['en', 'fr', 'de', 'ja'] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng, resources: { [lng]: resources[lng] }, interpolation: { escapeValue: false } });
      expect(banksTable.turnNote(i18n.t, setUp), lng).not.toMatch(/0/);
      expect(banksTable.turnNote(i18n.t, setUp), lng).toMatch(/1/);
      expect(banksTable.turnNote(i18n.t, later), lng).toMatch(/2/);
    }
  });
});
