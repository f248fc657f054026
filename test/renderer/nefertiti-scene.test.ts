/**
 * Structural tests of the 3D Nefertiti table in Node (no WebGL; see r3f.ts): the board, the markets, their stalls and
 * bid spaces, card slots and reserves come from the engine's data set and the seat's view; legal placements are the
 * glowing, clickable spaces.
 */
import { createElement } from 'react';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { nefertiti } from '../../engine/nefertiti';
import type { NefertitiState } from '../../engine/nefertiti';
import type { NefertitiAction } from '../../engine/nefertiti/actions';
import type { NefertitiView } from '../../engine/nefertiti/view';
import { createNefAssets } from '../../renderer/scenes/nefertiti/assets';
import { NefChoices } from '../../renderer/scenes/nefertiti/choices';
import { layoutFor } from '../../renderer/scenes/nefertiti/layout';
import { displayFromView } from '../../renderer/scenes/nefertiti/model';
import { NefertitiScene, type Targets } from '../../renderer/scenes/nefertiti/NefertitiScene';
import { createNefTableStore } from '../../renderer/scenes/nefertiti/tableStore';
import { hoverTip, named, renderScene } from './r3f';

const cardTexts = { type: (id: string) => id, character: (id: string) => id, akhenaton: 'Akhenaton', owners: 'any' };
const boardTexts = { closing: () => 'rule', memphis: 'Memphis' };

/** A few turns in (deterministic: the seed and the first legal action each time). */
function played(players: number, steps: number, options: Record<string, unknown> = {}): NefertitiState {
  let s = nefertiti.setup({ players, seed: `nef-scene-${players}`, options });
  for (let i = 0; i < steps && !s.over; i++) {
    const seat = nefertiti.toAct(s)[0]!;
    const legal = nefertiti.legalActions(s, seat);
    s = nefertiti.apply(s, seat, legal.find((a) => a.type === 'place') ?? legal[0]!).state;
  }
  return s;
}

async function render(view: NefertitiView, targets: Targets | null = null) {
  const store = createNefTableStore();
  store.getState().set({ display: displayFromView(view) });
  const assets = createNefAssets(view.data, cardTexts, { canvas: () => null });
  const layout = layoutFor(view.data, view.players, view.viewer ?? 0, !!view.memphis);
  const el = createElement(NefertitiScene, { assets, store, layout, data: view.data, boardTexts, textKey: 'en', labels: [], targets, quality: 'low', reduceMotion: true, cameraControls: false });
  const r = await renderScene(el);
  return { r, root: r.scene, store, assets, layout };
}

describe('Nefertiti 3D table (scene graph from the data)', () => {
  it('lays out every market of the data set with both stalls, and a click target per space of each open active stall', async () => {
    const s = played(4, 6);
    const view = nefertiti.view(s, 0) as NefertitiView;
    const { r, root, layout } = await render(view);
    expect(named(root, (n) => n === 'board')).toHaveLength(1);
    expect(layout.markets.map((m) => m.id)).toEqual(view.data.markets.map((m) => m.id));
    for (const [m, mk] of view.markets.entries()) {
      const data = view.data.markets[m]!;
      expect(named(root, (n) => n === `market:${mk.id}`)).toHaveLength(1);
      // Both stalls keep the data's spaces, values and symbols in order.
      for (const st of [0, 1]) expect(layout.markets[m]!.spaces[st]!.map((x) => [x.value, x.symbol])).toEqual(data.stalls[st]!.spaces.map((x) => [x.value, x.symbol]));
      const targets = named(root, (n) => n.startsWith(`space:${mk.id}:`));
      expect(targets).toHaveLength(mk.open ? data.stalls[mk.stall]!.spaces.length : 0);
      for (const t of targets) {
        const i = Number(t.name.split(':')[2]);
        expect(t.userData.value).toBe(data.stalls[mk.stall]!.spaces[i]!.value);
      }
      // The reserve tile covers the other stall and holds the market's money.
      const tile = named(root, (n) => n === `reserve-tile:${mk.id}`)[0]!;
      expect(tile.userData.stall).toBe(1 - mk.stall);
      expect(named(root, (n) => n === `reserve:${mk.id}`)[0]!.userData.count).toBe(mk.reserve);
    }
    // The "market closed" tile lies on the closed market only.
    expect(named(root, (n) => n.startsWith('closed-tile:')).map((o) => o.name)).toEqual([`closed-tile:${view.closed}`]);
    await r.unmount();
  });

  it('shows the gifts in their slots, the seal on the upper card, a pawn per bid and the characters on display', async () => {
    const s = played(4, 4);
    const view = nefertiti.view(s, 0) as NefertitiView;
    const { r, root } = await render(view);
    for (const mk of view.markets) {
      const cards = named(root, (n) => n.startsWith(`slot:${mk.id}:`)).map((o) => o.name.split(':').slice(2).join(':')).sort();
      expect(cards).toEqual(mk.slots.flatMap((c, k) => (c === null ? [] : [`${k}:${c}`])).sort());
      expect(named(root, (n) => n === `seal:${mk.id}`)).toHaveLength(mk.seal ? 1 : 0);
      expect(named(root, (n) => n.startsWith(`bid:${mk.id}:`)).map((o) => o.name).sort()).toEqual(mk.bids.map((b) => `bid:${mk.id}:${b.space}:${b.seat}`).sort());
    }
    const bids = view.markets.reduce((t, m) => t + m.bids.length, 0);
    expect(bids).toBeGreaterThan(0);
    const chars = named(root, (n) => n.startsWith('character:'));
    expect(chars.map((c) => c.name.slice('character:'.length)).sort()).toEqual(Object.keys(view.characters).sort());
    await r.unmount();
  });

  it('puts each player\'s servants, coins, seals and gifts in front of them, and a marker per player on the track', async () => {
    const s = played(4, 40);
    const view = nefertiti.view(s, 1) as NefertitiView;
    const { r, root } = await render(view);
    for (const [i, seat] of view.seats.entries()) {
      expect(named(root, (n) => n === `servant:${i}`)).toHaveLength(seat.servants);
      expect(named(root, (n) => n === `coins:${i}`)[0]!.userData.count).toBe(seat.money);
      expect(named(root, (n) => n === `seals:${i}`)[0]!.userData.count).toBe(seat.seals);
      const kinds = Object.keys(seat.gifts);
      expect(new Set(named(root, (n) => n.startsWith(`gift:${i}:`)).map((o) => o.name.split(':')[2]))).toEqual(new Set(kinds));
      expect(named(root, (n) => n === `marker:${i}`)[0]!.userData.score).toBe(seat.score);
    }
    expect(view.seats.some((x) => Object.keys(x.gifts).length > 0)).toBe(true);
    await r.unmount();
  });

  it('adds Memphis with its spaces when the expansion is in play', async () => {
    const s = played(5, 3);
    const view = nefertiti.view(s, 0) as NefertitiView;
    expect(view.memphis).not.toBeNull();
    const { r, root } = await render(view);
    expect(named(root, (n) => n === 'memphis-board')).toHaveLength(1);
    expect(named(root, (n) => n.startsWith('space:memphis:'))).toHaveLength(view.data.memphis!.spaces.length);
    expect(named(root, (n) => n.startsWith('memphis-card:'))).toHaveLength(view.memphis!.cards.length);
    await r.unmount();
  });

  it('makes exactly the legal placements glow, and a click on a space sends that placement', async () => {
    const s = played(4, 2);
    const seat = nefertiti.toAct(s)[0]!;
    const view = nefertiti.view(s, seat) as NefertitiView;
    const legal = nefertiti.legalActions(s, seat) as NefertitiAction[];
    const choices = new NefChoices(legal, view.decision?.k ?? null);
    const sent: NefertitiAction[] = [];
    const targets: Targets = { spaces: choices.spaces, characters: choices.characters, onSpace: (m, sp) => sent.push(choices.intentForSpace(m, sp)), onCharacter: () => {} };
    const { r, root } = await render(view, targets);
    const glowing = named(root, (n) => n.startsWith('space:')).filter((o) => o.userData.legal).map((o) => o.name.slice('space:'.length)).sort();
    const places = legal.filter((a): a is Extract<NefertitiAction, { type: 'place' }> => a.type === 'place').map((a) => `${a.market}:${a.space}`).sort();
    expect(places.length).toBeGreaterThan(0);
    expect(glowing).toEqual(places);
    expect(named(root, (n) => n === 'legal-ring')).toHaveLength(places.length);
    const first = named(root, (n) => n === `space:${places[0]}`)[0]! as unknown as { __r3f?: { handlers?: { onClick?: (e: unknown) => void } } };
    first.__r3f!.handlers!.onClick!({ stopPropagation() {} });
    expect(sent).toEqual([legal.find((a) => a.type === 'place' && `${a.market}:${a.space}` === places[0])]);
    await r.unmount();
  });

  it('every card, piece, space and character tells what it is when hovered', async () => {
    const s = played(3, 9, { characters: 'palaceIntrigues', memphis: true });
    const view = nefertiti.view(s, 0) as NefertitiView;
    const { r, root } = await render(view);
    const tipOf = (pred: (n: string) => boolean) => {
      const o = named(root, pred)[0];
      expect(o, 'piece on the table').toBeDefined();
      return hoverTip(o!);
    };
    const title = (pred: (n: string) => boolean) => tipOf(pred)?.title.key;
    const gift = tipOf((n) => /^slot:[a-z]+:0:/.test(n))!;
    expect(gift.title.key).toBe('nefertitiTable.tip.gift');
    expect(gift.lines?.map((l) => l.key)).toContain('nefertitiTable.tip.onMarketSealed');
    expect(title((n) => n.startsWith('seal:'))).toBe('nefertitiTable.tip.marketSeal');
    expect(title((n) => n.startsWith('reserve:'))).toBe('nefertitiTable.tip.reserve');
    expect(title((n) => n.startsWith('bid:'))).toBe('nefertitiTable.tip.bid');
    expect(title((n) => n.startsWith('space:'))).toBe('nefertitiTable.tip.space');
    const ch = tipOf((n) => n === 'character:oracle')!;
    expect(ch.title).toEqual({ key: 'nefertitiTable.tip.character', values: { id: 'oracle' } });
    expect(ch.lines?.[0]).toEqual({ key: 'nefertitiTable.tip.charDoes', values: { effect: 'oracle', cards: 5 } });
    expect(title((n) => n === 'deck')).toBe('nefertitiTable.tip.deck');
    expect(title((n) => n === 'seal-supply')).toBe('nefertitiTable.tip.sealSupply');
    expect(title((n) => n.startsWith('marker:'))).toBe('nefertitiTable.tip.marker');
    expect(title((n) => n === 'nameplate')).toBe('nefertitiTable.tip.seat');
    expect(title((n) => n.startsWith('servant:'))).toBe('nefertitiTable.tip.servant');
    expect(title((n) => n.startsWith('coins:'))).toBe('nefertitiTable.tip.coins');
    expect(title((n) => n.startsWith('seals:'))).toBe('nefertitiTable.tip.seals');
    expect(title((n) => n.startsWith('memphis-card:'))).toBe('nefertitiTable.tip.gift');
    await r.unmount();
  });

  it('highlights the character picked for confirmation, and only that one', async () => {
    const s = played(3, 9, { characters: 'palaceIntrigues' });
    const view = nefertiti.view(s, 0) as NefertitiView;
    const targets = (picked: string | null): Targets => ({ spaces: new Set(), characters: new Set(['oracle', 'royalScribe']), picked, onSpace() {}, onCharacter() {} });
    const none = await render(view, targets(null));
    expect(named(none.root, (n) => n === 'character-picked')).toHaveLength(0);
    await none.r.unmount();
    const { r, root } = await render(view, targets('oracle'));
    expect(named(root, (n) => n === 'character-picked')).toHaveLength(1);
    const [card, other] = ['oracle', 'royalScribe'].map((id) => named(root, (n) => n === `character:${id}`)[0]!);
    expect(card!.position.y).toBeGreaterThan(other!.position.y);
    await r.unmount();
  });

  it('glows under the emphasised space and character (a tutorial step, a hint), not under the picked one', async () => {
    const s = played(3, 9, { characters: 'palaceIntrigues' });
    const view = nefertiti.view(s, 0) as NefertitiView;
    const open = view.markets.find((m) => m.open)!;
    const key = `${open.id}:0`;
    const marks = { spaces: new Map([[key, '1']]), characters: new Map([['oracle', '2']]), buttons: new Map() };
    const targets = (picked: string | null): Targets => ({ spaces: new Set([key]), characters: new Set(['oracle', 'royalScribe']), picked, marks, onSpace() {}, onCharacter() {} });
    const { r, root } = await render(view, targets(null));
    const glows = named(root, (n) => n === 'emphasis-glow');
    expect(glows).toHaveLength(2);
    const near = (name: string) => {
      const at = named(root, (n) => n === name)[0]!.getWorldPosition(new THREE.Vector3());
      return glows.some((g) => g.getWorldPosition(new THREE.Vector3()).setY(at.y).distanceTo(at) < 0.01);
    };
    expect(near(`space:${key}`)).toBe(true);
    expect(near('character:oracle')).toBe(true);
    expect(near('character:royalScribe')).toBe(false);
    await r.unmount();
    const picked = await render(view, targets('oracle'));
    expect(named(picked.root, (n) => n === 'emphasis-glow')).toHaveLength(1);
    await picked.r.unmount();
  });
});
