/**
 * How a NILE move is picked (renderer/ui/nile/picks.ts, the table kit's pick model), on the decisions of a seeded game:
 * a hand card is picked only while some legal move still uses it with what is picked (else the selection stays as it
 * is), a picked card is put back; a storage crop adds one per click while the seat has more and a move uses it, then
 * goes back to none; a spectator has no hand and picks nothing; the selection is turned into the cards the legal moves
 * are compared with; a new decision and a cancel start from nothing picked. Every expectation comes from the engine's
 * legal actions and views.
 */
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { nile, type NileAction, type NileState, type NileView } from '../../engine/nile';
import { CROP_IDS } from '../../renderer/scenes/nile/cardArt';
import { Choices, type Pick } from '../../renderer/scenes/nile/choices';
import { displayFromView, type NileDisplay } from '../../renderer/scenes/nile/model';
import type { NileInput, NileSelection } from '../../renderer/ui/nile/kitTypes';
import { handOf, nilePicks, plantAttempt, selectedCards, storageCount } from '../../renderer/ui/nile/picks';
import { RuleError } from '../../engine/core/errors';
import { pickRecorder } from './pickRecorder';
import { renderScene } from './r3f';
import { must, seededDecisions } from './seededGame';

interface Decision {
  s: NileState;
  seat: number;
  legal: NileAction[];
  view: NileView;
  display: NileDisplay;
  c: Choices;
  /** The seat's hand as its table shows it. */
  hand: readonly string[];
}

/** Every decision of a seeded 3-player game, as the acting seat's table shows it. */
function decisions(seed: string, max: number): Decision[] {
  return seededDecisions(nile, { players: 3, seed, max }).map(({ s, seat, legal }) => {
    const view = nile.view(s, seat);
    const display = displayFromView(view, seat);
    return { s, seat, legal, view, display, c: new Choices(legal), hand: handOf(display, seat) };
  });
}

const game = decisions('nile-picks', 120);

const none = (): NileSelection => ({ hand: [], storage: {} });
const noCards = (): Pick => ({ hand: {}, storage: {} });

/** `p` with one more card (or `n`). */
function plus(p: Pick, from: 'hand' | 'storage', card: string, n = 1): Pick {
  const q: Pick = { hand: { ...p.hand }, storage: { ...p.storage } };
  const side = from === 'hand' ? q.hand : q.storage;
  side[card] = (side[card] ?? 0) + n;
  return q;
}

/** The cards a legal move uses, counted by where they come from, as the engine lists it. */
function cardsOf(a: NileAction): Pick {
  let p = noCards();
  if (a.type === 'plant') for (const [crop, n] of Object.entries(a.crops)) p = n ? plus(p, 'hand', crop, n) : p;
  if (a.type === 'speculate') for (const card of a.cards) p = plus(p, 'hand', card);
  if (a.type === 'market' || a.type === 'offering') for (const x of a.pay) p = plus(p, x.from, x.card);
  return p;
}

const within = (a: Record<string, number>, b: Record<string, number>) => Object.entries(a).every(([k, n]) => n <= (b[k] ?? 0));

/** Whether some legal move (other than passing) uses all of `cards`. */
const fits = (legal: readonly NileAction[], cards: Pick) =>
  legal.some((a) => {
    if (a.type === 'pass') return false;
    const need = cardsOf(a);
    return within(cards.hand, need.hand) && within(cards.storage, need.storage);
  });

/** The cards of a selection, counted from the hand shown and the storage counts (zeros left out). */
function cardsPicked(sel: NileSelection, hand: readonly string[]): Pick {
  let p = noCards();
  for (const i of sel.hand) p = plus(p, 'hand', must(hand[i], `hand card ${i}`));
  for (const [crop, n] of Object.entries(sel.storage)) p = n > 0 ? plus(p, 'storage', crop, n) : p;
  return p;
}

/** What the engine's view says the seat holds in storage of one crop. */
const stored = (d: Decision, crop: string): number => Object.entries(d.view.seats[d.seat]?.storage ?? {}).find(([c]) => c === crop)?.[1] ?? 0;

/** One click through the model, as the seat's table makes it (`reveal`: whose secrets it shows). */
const step = (d: Decision, sel: NileSelection, input: NileInput, reveal: number | null = d.seat) => nilePicks.step(sel, input, { choices: d.c, display: d.display, reveal });

/** The selection a click leads to (fails when it sends an action: a NILE move is sent by its HUD button). */
function picked(d: Decision, sel: NileSelection, input: NileInput, reveal: number | null = d.seat): NileSelection {
  const r = step(d, sel, input, reveal);
  if (!('pick' in r)) throw new Error(`${JSON.stringify(input)} sent ${JSON.stringify(r.send)}`);
  return r.pick;
}

/**
 * The hand cards of a decision clicked last to first, each checked to be picked or refused as the legal moves say: the
 * selection at the end, how many cards were picked, and how many were refused that some move uses alone.
 */
function clickHand(d: Decision): { sel: NileSelection; taken: number; alone: number } {
  let sel = nilePicks.start(d.c);
  let taken = 0;
  let alone = 0;
  for (let i = d.hand.length - 1; i >= 0; i--) {
    const face = must(d.hand[i], `hand card ${i}`);
    const next = picked(d, sel, { card: i });
    if (fits(d.legal, plus(cardsPicked(sel, d.hand), 'hand', face))) {
      expect(next, `card ${i} (${face}) is used by a move with ${JSON.stringify(sel.hand)}`).toEqual({ ...sel, hand: [...sel.hand, i].sort((a, b) => a - b) });
      taken++;
    } else {
      expect(next, `no move uses card ${i} (${face}) with ${JSON.stringify(sel.hand)}`).toEqual(sel);
      if (fits(d.legal, plus(noCards(), 'hand', face))) alone++;
    }
    sel = next;
  }
  return { sel, taken, alone };
}

describe('NILE picks: the hand', () => {
  it('a new decision starts with nothing picked', () => {
    const d = must(game[0], 'decision');
    expect(nilePicks.start(d.c)).toEqual(none());
    expect(nilePicks.start(null)).toEqual(none());
  });

  it('the hand shown is the seat’s hand in the engine’s view', () => {
    for (const d of game) expect(cardsPicked({ hand: d.hand.map((_, i) => i), storage: {} }, d.hand).hand).toEqual(Object.fromEntries(Object.entries(d.view.seats[d.seat]?.hand ?? {}).filter(([, n]) => n)));
  });

  it('a hand card is picked only while some legal move still uses it with what is picked; else the selection is unchanged', () => {
    let taken = 0;
    let refused = 0;
    let alone = 0;
    for (const d of game) {
      const r = clickHand(d);
      taken += r.taken;
      refused += d.hand.length - r.taken;
      alone += r.alone;
    }
    expect(taken, 'cards picked').toBeGreaterThan(20);
    expect(refused, 'cards refused').toBeGreaterThan(5);
    // A card some move uses alone, but none with what is already picked.
    expect(alone, 'cards refused only for what is picked').toBeGreaterThan(0);
  });

  it('a click on a picked card puts it back, the others staying picked', () => {
    const d = must(
      game.find((x) => clickHand(x).sel.hand.length >= 2),
      'decision with two cards picked together',
    );
    const { sel } = clickHand(d);
    for (const i of sel.hand) expect(picked(d, sel, { card: i }), `card ${i}`).toEqual({ ...sel, hand: sel.hand.filter((x) => x !== i) });
    let back = sel;
    for (const i of sel.hand) back = picked(d, back, { card: i });
    expect(back).toEqual(none());
  });

  it('a click past the end of the hand picks nothing', () => {
    const d = must(game[0], 'decision');
    expect(picked(d, none(), { card: d.hand.length })).toEqual(none());
  });
});

describe('NILE picks: the storage', () => {
  const withStorage = game.filter((d) => CROP_IDS.some((c) => stored(d, c) > 0));

  it('the storage counts are the engine’s (none of what is no crop)', () => {
    expect(withStorage.length).toBeGreaterThan(0);
    for (const d of game) {
      for (const c of CROP_IDS) expect(storageCount(d.display, d.seat, c), c).toBe(stored(d, c));
      expect(storageCount(d.display, d.seat, 'PW')).toBe(0);
      expect(storageCount(d.display, d.seat, 'X')).toBe(0);
    }
  });

  it('a crop adds one per click while the seat has more and a move uses it, then goes back to none', () => {
    let added = 0;
    let twice = 0;
    let reset = 0;
    let unused = 0;
    for (const d of withStorage) {
      // From nothing picked, from one hand card picked and from as many as some move takes (a move must use the crop
      // with them).
      const first = d.hand.findIndex((f) => fits(d.legal, plus(noCards(), 'hand', f)));
      const starts = first >= 0 ? [none(), { hand: [first], storage: {} }, clickHand(d).sel] : [none()];
      for (const start of starts) {
        for (const crop of CROP_IDS) {
          const have = stored(d, crop);
          let sel = start;
          for (let click = 0; click <= have + 1; click++) {
            const cur = sel.storage[crop] ?? 0;
            const more = cur < have && fits(d.legal, plus(cardsPicked(sel, d.hand), 'storage', crop));
            const next = picked(d, sel, { storage: crop });
            expect(next, `${crop}: click ${click + 1} from ${JSON.stringify(sel)}`).toEqual({ ...sel, storage: { ...sel.storage, [crop]: more ? cur + 1 : 0 } });
            if (more) added++;
            if (more && cur === 1) twice++;
            if (!more && cur > 0) reset++;
            if (!more && cur === 0 && have > 0) unused++;
            sel = next;
          }
        }
      }
    }
    expect(added, 'crops added').toBeGreaterThan(5);
    expect(twice, 'a second of a crop added').toBeGreaterThan(0);
    expect(reset, 'crops back to none').toBeGreaterThan(5);
    expect(unused, 'a crop the seat has that no move uses with what is picked').toBeGreaterThan(0);
  });
});

describe('NILE picks: a spectator', () => {
  const d = must(
    game.find((x) => x.hand.length > 0 && CROP_IDS.some((c) => stored(x, c) > 0 && fits(x.legal, plus(noCards(), 'storage', c)))),
    'decision with a hand and a crop in storage that a move uses',
  );
  const spectator = displayFromView(nile.view(d.s, null), null);
  const hidden = displayFromView(d.view, null);

  it('has no hand and no storage: not in the spectator’s view, nor in the seat’s own view with its secrets hidden', () => {
    for (const shown of [spectator, hidden]) {
      expect(handOf(shown, null)).toEqual([]);
      for (const c of CROP_IDS) expect(storageCount(shown, null, c)).toBe(0);
    }
    expect(handOf(hidden, d.seat), 'a seat whose secrets are not shown').toEqual([]);
    expect(handOf(d.display, null)).toEqual([]);
  });

  it('picks nothing, though the seat’s moves would use the cards', () => {
    const x = { ...d, display: spectator };
    for (let i = 0; i < d.hand.length; i++) expect(picked(x, none(), { card: i }, null), `card ${i}`).toEqual(none());
    for (const c of CROP_IDS) expect(picked(x, none(), { storage: c }, null), c).toEqual({ hand: [], storage: { [c]: 0 } });
    // The seat's own display, shown to nobody: the same.
    for (let i = 0; i < d.hand.length; i++) expect(picked(d, none(), { card: i }, null), `card ${i}`).toEqual(none());
    for (const c of CROP_IDS) expect(picked(d, none(), { storage: c }, null), c).toEqual({ hand: [], storage: { [c]: 0 } });
  });
});

describe('NILE picks: the selection as cards', () => {
  /** A selection of exactly the cards of `a`: the first hand cards of each face it needs, and its storage crops. */
  function selectionFor(d: Decision, a: NileAction): NileSelection {
    const need = cardsOf(a);
    const hand: number[] = [];
    for (const [face, n] of Object.entries(need.hand)) {
      const at = d.hand.flatMap((f, i) => (f === face ? [i] : [])).slice(0, n);
      expect(at.length, `${face} in the hand`).toBe(n);
      hand.push(...at);
    }
    return { hand: hand.sort((x, y) => x - y), storage: need.storage };
  }

  it('every legal move’s cards, selected, are that move’s cards, which the choices match to a move of the same cards', () => {
    let n = 0;
    for (const d of game) {
      for (const a of d.legal) {
        if (a.type === 'pass') continue;
        const cards = selectedCards(selectionFor(d, a), d.hand);
        expect(cards, JSON.stringify(a)).toEqual(cardsOf(a));
        expect(cardsOf(must(d.c.exact(a.type, cards), `${a.type} of these cards`))).toEqual(cardsOf(a));
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  it('a crop at none and a card not in the hand are no cards', () => {
    const d = must(
      game.find((x) => x.hand.length > 0),
      'hand',
    );
    expect(selectedCards({ hand: [0, d.hand.length], storage: { W: 0, C: 2 } }, d.hand)).toEqual({ hand: { [must(d.hand[0], 'card')]: 1 }, storage: { C: 2 } });
    expect(selectedCards({ hand: [0], storage: {} }, [])).toEqual(noCards());
  });
});

/** The engine's refusal of `a` for the decision's seat (null: it takes it). */
function refusalOf(d: Decision, a: NileAction): RuleError | null {
  try {
    nile.apply(d.s, d.seat, a);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

describe('NILE: the picked cards as a plant that cannot be played (the kit shows it disabled, with the host\'s reason)', () => {
  it('every two cards the table lets the seat pick: no attempt when they are a legal plant or not all crops, else the plant the engine refuses', () => {
    const reasons = new Set<string>();
    let attempts = 0;
    for (const d of game) {
      for (let i = 0; i < d.hand.length; i++) {
        for (let j = i + 1; j < d.hand.length; j++) {
          const sel = picked(d, picked(d, none(), { card: i }), { card: j });
          if (sel.hand.length !== 2) continue; // the table would not pick both
          const attempt = must(nilePicks.attempt, 'attempt')(sel, { choices: d.c, display: d.display, reveal: d.seat });
          const faces = [must(d.hand[i], 'card'), must(d.hand[j], 'card')];
          const crops = faces.every((f) => CROP_IDS.some((c) => c === f));
          const legal = d.legal.some((a) => a.type === 'plant' && JSON.stringify(cardsOf(a)) === JSON.stringify(selectedCards(sel, d.hand)));
          if (!crops || legal) {
            expect(attempt, faces.join(' + ')).toBeNull();
            continue;
          }
          expect(attempt?.type).toBe('plant');
          const why = refusalOf(d, must(attempt, 'the plant'));
          expect(why, `the engine refuses ${JSON.stringify(attempt)}`).not.toBeNull();
          reasons.add(why?.message.replace(/[PWLCF]/g, 'X') ?? '');
          attempts++;
        }
      }
    }
    expect(attempts).toBeGreaterThan(10);
    // The two cases: a flooded crop, and crops whose fields opponents hold bigger.
    expect([...reasons].some((r) => /flooded/.test(r)), [...reasons].join(' | ')).toBe(true);
    expect(reasons.size).toBeGreaterThan(1);
  });

  it('storage cards, a speculation card or nothing picked make no plant attempt', () => {
    const legal = () => false;
    expect(plantAttempt({ hand: {}, storage: {} }, legal)).toBeNull();
    expect(plantAttempt({ hand: { W: 2 }, storage: { W: 1 } }, legal)).toBeNull();
    expect(plantAttempt({ hand: { PW: 1, W: 1 }, storage: {} }, legal)).toBeNull();
    expect(plantAttempt({ hand: { W: 2 }, storage: {} }, legal)).toEqual({ type: 'plant', crops: { W: 2 } });
    expect(plantAttempt({ hand: { W: 2 }, storage: {} }, () => true)).toBeNull();
  });
});

describe('NILE picks at the table (usePick)', () => {
  const { Probe, seen, latest } = pickRecorder(nilePicks);

  it('cancel goes back to nothing picked; a new decision starts afresh', async () => {
    const d = must(
      game.find((x) => clickHand(x).sel.hand.length > 0),
      'decision with a card to pick',
    );
    const sel = picked(d, none(), { card: must(clickHand(d).sel.hand[0], 'card') });
    const r = await renderScene(createElement(Probe, { choices: d.c, seq: 1, reveal: d.seat }));
    expect(seen.at(-1)).toEqual(none());
    await act(async () => latest().set(sel));
    expect(seen.at(-1)).toEqual(sel);
    await act(async () => latest().cancel());
    expect(seen.at(-1)).toEqual(none());
    await act(async () => latest().set(sel));
    expect(seen.at(-1)).toEqual(sel);
    seen.length = 0;
    await act(async () => r.root.render(createElement(Probe, { choices: d.c, seq: 2, reveal: d.seat })));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((p) => JSON.stringify(p))), 'the next decision, from its first render').toEqual(new Set([JSON.stringify(none())]));
    await r.unmount();
  });
});
