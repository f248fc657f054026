/**
 * Structural tests of the 3D NILE table in Node (no WebGL; see r3f.ts for why not @react-three/test-renderer): the scene graph holds what the
 * seat's view says — piles, one area per seat, one card mesh per field card, the hand — and hidden cards stay hidden.
 */
import { createElement } from 'react';
import type { Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { nile } from '../../engine/nile';
import type { NileState } from '../../engine/nile';
import type { NileView } from '../../engine/nile/view';
import { createNileAssets } from '../../renderer/scenes/nile/assets';
import { seatFrames } from '../../renderer/scenes/nile/layout';
import { displayFromView } from '../../renderer/scenes/nile/model';
import { NileScene, type HandProps } from '../../renderer/scenes/nile/NileScene';
import { overlayScenes } from '../../renderer/scenes/nile/Hand';
import { createNileTableStore } from '../../renderer/scenes/nile/tableStore';
import { LANGUAGES } from '../../renderer/i18n';
import { named, renderScene } from './r3f';
import { cardTip, specCardTip } from '../../renderer/scenes/nile/tips';
import { expectTipWorded, hoverTip } from './tipProbe';
import { translator } from './words';
import { seatPaint } from '../../renderer/scenes/common/marks';

const names = { crops: { P: 'Papyrus', W: 'Wheat', L: 'Lettuce', C: 'Castor', F: 'Flax' }, speculation: 'Speculation', locust: 'Locust' };

/** A few turns into a 4-player game (deterministic: seed + first legal plant or pass). */
function midGame(): NileState {
  let s = nile.setup({ players: 4, seed: 'scene-test' });
  for (let i = 0; i < 12; i++) {
    const seat = nile.toAct(s)[0]!;
    const legal = nile.legalActions(s, seat);
    const a = legal.find((x) => x.type === 'plant') ?? legal.find((x) => x.type === 'pass')!;
    s = nile.apply(s, seat, a).state;
  }
  return s;
}

async function render(view: NileView, reveal: number | null, hand: HandProps | null) {
  const store = createNileTableStore();
  store.getState().set({ display: displayFromView(view, reveal), focus: view.active });
  const assets = createNileAssets(names, () => null);
  const frames = seatFrames(view.players, reveal ?? 0);
  const el = createElement(NileScene, {
      assets,
      store,
      frames,
      labels: frames.map((f) => ({ name: `P${f.seat}`, paint: seatPaint(f.seat), tag: '' })),
      handSeat: reveal,
      hand,
      quality: 'low',
      reduceMotion: true,
      bottomSeat: reveal ?? 0,
      cameraControls: false,
    });
  const r = await renderScene(el);
  return { r, store };
}

describe('NILE 3D table (scene graph)', () => {
  const s = midGame();
  const view = nile.view(s, 0) as NileView;

  it('has the table, the centre piles and one area per seat', async () => {
    const { r } = await render(view, 0, null);
    const root = r.scene as Object3D;
    expect(named(root, (n) => n === 'table')).toHaveLength(1);
    expect(named(root, (n) => n === 'deck')).toHaveLength(view.deckSize > 0 ? 1 : 0);
    expect(named(root, (n) => n === 'flood-pile')).toHaveLength(view.floodPileSize > 0 ? 1 : 0);
    expect(named(root, (n) => n.startsWith('seat-area:'))).toHaveLength(4);
    expect(named(root, (n) => n === 'reshuffle-token')).toHaveLength(view.reshufflesLeft);
    // The deck is one box scaled to its height (a pile), face down.
    const deck = named(root, (n) => n === 'deck')[0]!;
    expect(deck.scale.y).toBeGreaterThan(1);
    await r.unmount();
  });

  it('shows one card mesh per planted card, of the right crop, and every seat\'s speculations', async () => {
    const { r } = await render(view, 0, null);
    const root = r.scene as Object3D;
    for (let seat = 0; seat < 4; seat++) {
      for (const [crop, n] of Object.entries(view.seats[seat]!.fields)) {
        expect(named(root, (x) => x === `field:${seat}:${crop}`)).toHaveLength(n!);
      }
      expect(named(root, (x) => x.startsWith(`spec:${seat}:`))).toHaveLength(view.seats[seat]!.speculations.length);
    }
    const planted = view.seats.reduce((t, st) => t + Object.values(st.fields).reduce((a, b) => a + b!, 0), 0);
    expect(planted).toBeGreaterThan(0);
    expect(named(root, (x) => x.startsWith('field:'))).toHaveLength(planted);
    await r.unmount();
  });

  it('draws other seats\' hands face down (card backs only) and keeps the viewer\'s hand for the overlay', async () => {
    const { r } = await render(view, 0, null);
    const root = r.scene as Object3D;
    expect(named(root, (x) => x === 'hand:0')).toHaveLength(0);
    for (let seat = 1; seat < 4; seat++) expect(named(root, (x) => x === `hand:${seat}`)).toHaveLength(Math.min(14, view.seats[seat]!.handSize!));
    // No face of a hidden card anywhere: every hand mesh of another seat uses the back-only geometry.
    const assetsFaces = named(root, (x) => x.startsWith('hand:')).map((m) => m.name);
    expect(new Set(assetsFaces.map((n) => n.split(':')[0]))).toEqual(new Set(['hand']));
    await r.unmount();
  });

  it('a spectator view shows no hand faces at all', async () => {
    const spectator = nile.view(s, null) as NileView;
    const d = displayFromView(spectator, null);
    expect(d.seats.every((x) => x.handCards === null && x.storageCrops === null)).toBe(true);
    const { r } = await render(spectator, null, null);
    const root = r.scene as Object3D;
    expect(named(root, (x) => x.startsWith('hand-card:'))).toHaveLength(0);
    await r.unmount();
  });

  it('renders the seat\'s hand as selectable 3D cards in the overlay', async () => {
    const d = displayFromView(view, 0);
    const cards = d.seats[0]!.handCards!;
    const toggled: number[] = [];
    const { r } = await render(view, 0, { cards, selected: new Set([0]), selectable: (i) => i % 2 === 0, interactive: true, onToggle: (i) => toggled.push(i), cardPx: 100 });
    expect(overlayScenes.size).toBe(1);
    const hand = named([...overlayScenes][0]!, (n) => n.startsWith('hand-card:'));
    expect(named(r.scene, (n) => n.startsWith('hand-card:'))).toHaveLength(0);
    expect(hand.map((h) => h.name.slice('hand-card:'.length))).toEqual(cards);
    expect(hand.map((h) => (h.userData as { selectable: boolean }).selectable)).toEqual(cards.map((_, i) => i === 0 || i % 2 === 0));
    // The click handler R3F attached to the first card toggles it.
    const handlers = (hand[0] as unknown as { __r3f?: { handlers?: { onClick?: (e: unknown) => void } } }).__r3f?.handlers;
    handlers!.onClick!({ stopPropagation() {} });
    expect(toggled).toEqual([0]);
    await r.unmount();
  });
});

describe('NILE 3D table: every piece, card and space has a tip', () => {
  const s = midGame();
  const view = nile.view(s, 0) as NileView;

  it.each(LANGUAGES)('%s: hovering each kind of thing shows what it is and does, worded', async (lng) => {
    const t = await translator(lng);
    const d = displayFromView(view, 0);
    const cards = d.seats[0]!.handCards!;
    const { r } = await render(view, 0, { cards, selected: new Set([0]), selectable: () => true, interactive: true, onToggle: () => {}, cardPx: 100 });
    const root = r.scene as Object3D;
    // (This position has no speculation on the table: its tip is checked on its own below, with the locust card's.)
    const kinds = ['deck', 'flood-pile', 'discard', 'reshuffle-token', 'field:', 'storage:', 'hand:', 'slot:', 'nameplate'];
    for (const k of kinds) {
      const list = named(root, (n) => (k.endsWith(':') ? n.startsWith(k) : n === k));
      expect(list.length, k).toBeGreaterThan(0);
      for (const m of list) expectTipWorded(t, hoverTip(m), `${lng} ${m.name}`);
    }
    for (const m of named([...overlayScenes][0]!, (n) => n.startsWith('hand-card:'))) expectTipWorded(t, hoverTip(m), `${lng} ${m.name}`);
    expectTipWorded(t, specCardTip('PW', 'P1'), `${lng} speculation`);
    expectTipWorded(t, cardTip('X'), `${lng} locust`);
    expectTipWorded(t, cardTip('LC'), `${lng} speculation in hand`);
    if (lng === 'en') {
      const field = named(root, (n) => n.startsWith('field:'))[0]!;
      const [, seat, crop] = field.name.split(':');
      expect(expectTipWorded(t, hoverTip(field), 'field')[0]).toBe(`P${seat}’s ${t(`crops.${crop}`)} field (${view.seats[Number(seat)]!.fields[crop as 'P']} ${view.seats[Number(seat)]!.fields[crop as 'P'] === 1 ? 'card' : 'cards'})`);
    }
    await r.unmount();
  });
});
