/**
 * Structural tests of the 3D An den Ufern des Nils table in Node (no WebGL, see r3f.ts): the scene is built from the
 * engine's data set — 28 fields with their palms, cover strips by player count, the market's rows and spaces, the
 * flood circle on the tide the view says — and shows what the seat's view holds (water and desert cards, markers).
 */
import { createElement } from 'react';
import type { InstancedMesh, Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { banks, DEFAULT_DATA, type BanksState, type BanksView } from '../../engine/banks';
import { coveredFields, tables } from '../../engine/banks/material/compile';
import { createBanksAssets } from '../../renderer/scenes/banks/assets';
import { BanksScene, placedMarkers, type BanksSceneProps } from '../../renderer/scenes/banks/BanksScene';
import { BOARD_W, banksLayout } from '../../renderer/scenes/banks/layout';
import { displayFromView } from '../../renderer/scenes/banks/model';
import { createBanksTableStore } from '../../renderer/scenes/banks/tableStore';
import { LANGUAGES } from '../../renderer/i18n';
import { named, renderScene } from './r3f';
import { expectTipWorded, hoverTip } from './tipProbe';
import { translator } from './words';
import { SEAT_PAINTS } from '../../renderer/scenes/common/marks';

/** A game some rounds in (deterministic: seed and a fixed pick among the legal actions). */
function banksGame(players: number, steps: number, seed = 'banks-scene'): BanksState {
  let s = banks.setup({ players, seed });
  for (let i = 0; i < steps && banks.toAct(s).length; i++) {
    const seat = banks.toAct(s)[0]!;
    const legal = banks.legalActions(s, seat);
    const a = legal.find((x) => x.type === 'harvest') ?? legal.find((x) => x.type === 'grow') ?? legal.find((x) => x.type === 'sow') ?? legal[(i * 7) % legal.length]!;
    s = banks.apply(s, seat, a).state;
  }
  return s;
}

async function render(view: BanksView, extra: Partial<BanksSceneProps> = {}) {
  const store = createBanksTableStore();
  store.getState().set({ display: displayFromView(view) });
  const assets = createBanksAssets({ canvas: () => null });
  const paints = SEAT_PAINTS;
  const el = createElement(BanksScene, {
      assets,
      store,
      plates: paints.slice(0, view.players).map((paint, i) => ({ name: `P${i}`, paint, tag: '' })),
      paints,
      words: { market: 'Market', boat: 'Boat', desertDraw: 'Desert', desertDiscard: 'Discard', waterDiscard: 'Water' },
      tideNames: { FLUT: 'Flood', EBBE1: 'Ebb 1', EBBE2: 'Ebb 2' },
      roles: new Map(),
      quality: 'low',
      reduceMotion: true,
      cameraControls: false,
      ...extra,
    });
  const r = await renderScene(el);
  return { r, assets };
}

const one = (root: Object3D, name: string) => {
  const list = named(root, (n) => n === name);
  expect(list, name).toHaveLength(1);
  return list[0]!;
};

describe('An den Ufern des Nils 3D table (scene graph from the data)', () => {
  const t = tables(DEFAULT_DATA);

  it('has 28 fields, the Nile, the boat, the flood circle and one tray per seat', async () => {
    const view = banks.view(banksGame(3, 60), 0) as BanksView;
    const { r, assets } = await render(view);
    const root = r.scene as Object3D;
    expect(t.F).toBe(28);
    const tiles = one(root, 'field-tiles') as InstancedMesh;
    expect(tiles.count).toBe(28);
    expect((tiles.userData as { fieldIds: string[] }).fieldIds).toEqual(view.fields.map((f) => f.id));
    for (const n of ['nile', 'boat', 'board-art', 'flood-circle', 'obelisk', 'pillar']) one(root, n);
    expect(named(root, (n) => n.startsWith('tray:'))).toHaveLength(3);
    expect(named(root, (n) => n.startsWith('pawn:'))).toHaveLength(3);
    await r.unmount();
    assets.dispose();
  });

  it.each([
    [5, 0],
    [4, 1],
    [3, 2],
    [2, 2],
  ])('%i players: %i rows covered by raised strips, palms only on uncovered fields (count = quality)', async (players, strips) => {
    const view = banks.view(banks.setup({ players, seed: `cover-${players}` }), 0) as BanksView;
    const { r, assets } = await render(view);
    const root = r.scene as Object3D;
    const covered = coveredFields(t, players, view.options.twoPlayerCover);
    const coveredRows = DEFAULT_DATA.rows.filter((_, i) => t.rowFields[i]!.every((f) => covered[f] === 1)).map((row) => row.id);
    expect(coveredRows).toHaveLength(strips);
    expect(named(root, (n) => n.startsWith('cover:')).map((o) => o.name.slice(6)).sort()).toEqual([...coveredRows].sort());
    // Every covered strip lies above its row's fields.
    const L = banksLayout(t, players);
    for (const id of coveredRows) expect(one(root, `cover:${id}`).position.y).toBeGreaterThan(L.fields[0]![1]);
    const palms = t.palms.reduce((a, p, f) => a + (covered[f] ? 0 : p), 0);
    expect((one(root, 'palms').userData as { count: number }).count).toBe(palms);
    expect((one(root, 'palm-trunks') as InstancedMesh).count).toBe(palms);
    expect(view.fields.filter((f) => f.covered).length).toBe(covered.filter((c) => c === 1).length);
    await r.unmount();
    assets.dispose();
  });

  it('lays out the 4 market rows (3, 4, 4, 5 spaces) and the 30-space track from the data', () => {
    const L = banksLayout(t, 3);
    expect(L.market.map((col) => col.length)).toEqual(DEFAULT_DATA.market.map((m) => m.cap));
    expect(L.market.map((col) => col.length)).toEqual([3, 4, 4, 5]);
    expect(L.track).toHaveLength(DEFAULT_DATA.track.spaces);
    // Columns left to right, spaces top (north) down.
    for (let m = 1; m < L.market.length; m++) expect(L.market[m]![0]![0]).toBeGreaterThan(L.market[m - 1]![0]![0]);
    for (const col of L.market) for (let i = 1; i < col.length; i++) expect(col[i]![2]).toBeGreaterThan(col[i - 1]![2]);
    // West fields west of the Nile, east fields east of it.
    L.fields.forEach((p, f) => expect(Math.sign(p[0])).toBe(t.fieldIds[f]!.startsWith('W') ? -1 : 1));
  });

  it('on an upright screen stands the trays in one row in front of the board, side by side within its width', () => {
    for (let players = 2; players <= 5; players++) {
      const wide = banksLayout(t, players);
      const up = banksLayout(t, players, 'upright');
      const south = Math.max(...up.fields.map((f) => f[2]));
      // Wide: beside the board (west and east of every field); upright: south of every field, left to right by seat.
      for (const tray of wide.trays) expect(Math.abs(tray.centre[0])).toBeGreaterThan(Math.max(...wide.fields.map((f) => Math.abs(f[0]))));
      up.trays.forEach((tray, s) => {
        expect(tray.piles[0][2] - 0.25).toBeGreaterThan(south + 0.3);
        // A tray reaches from its first pile's west edge to the pillar east of its jokers: about 1.9 units.
        expect(tray.piles[0][0] - 0.25).toBeGreaterThanOrEqual(-BOARD_W / 2 - 0.1);
        expect(tray.pillar[0] + 0.15).toBeLessThanOrEqual(BOARD_W / 2 + 0.2);
        if (s > 0) expect(tray.piles[0][0] - 0.25).toBeGreaterThan(up.trays[s - 1]!.pillar[0] - 0.1);
      });
      // The board itself does not move.
      expect(up.fields).toEqual(wide.fields);
    }
  });

  it('shows the view: a card per watered or desert field, every marker, the tide on the dial', async () => {
    const view = banks.view(banksGame(3, 120), 1) as BanksView;
    const watered = view.fields.filter((f) => f.water).length;
    const deserts = view.fields.filter((f) => f.desert).length;
    expect(watered + deserts).toBeGreaterThan(0);
    const { r, assets } = await render(view);
    const root = r.scene as Object3D;
    expect(named(root, (n) => n.startsWith('water:'))).toHaveLength(watered);
    expect(named(root, (n) => n.startsWith('desert:'))).toHaveLength(deserts);
    const onBoard = view.fields.reduce((a, f) => a + f.markers.length, 0) + view.market.reduce((a, m) => a + m.markers.length, 0) + view.boat.reduce((a, b) => a + Object.values(b).reduce((x, y) => x + y, 0), 0);
    expect(onBoard).toBeGreaterThan(0);
    const markers = placedMarkers(displayFromView(view), banksLayout(t, 3));
    expect(markers).toHaveLength(onBoard);
    expect((one(root, 'markers').userData as { count: number }).count).toBe(onBoard);
    // One disc mesh per seat (each in its seat's mark shape); together they hold every marker.
    const discs = named(root, (n) => n.startsWith('marker-discs:')).map((d) => (d as InstancedMesh).count);
    expect(discs.reduce((a, n) => a + n, 0)).toBe(onBoard);
    expect((one(root, 'flood-circle').userData as { tide: string }).tide).toBe(view.tide);
    // Each seat's water piles: one box per non-empty pile, as tall as its size.
    view.piles.forEach((ps, seat) => ps.forEach((p, i) => expect(named(root, (n) => n === `pile:${seat}:${i}`)).toHaveLength(p.size > 0 ? 1 : 0)));
    await r.unmount();
    assets.dispose();
  });
});

describe('An den Ufern des Nils 3D table: every field, marker, card and piece has a tip', () => {
  it.each(LANGUAGES)('%s: hovering each kind of thing shows what it is and does, worded', async (lng) => {
    const tr = await translator(lng);
    const view = banks.view(banksGame(3, 160), 0) as BanksView;
    const { r } = await render(view);
    const root = r.scene as Object3D;
    const tiles = one(root, 'field-tiles');
    for (let f = 0; f < view.fields.length; f++) expectTipWorded(tr, hoverTip(tiles, f), `${lng} field ${f}`);
    const count = (named(root, (n) => n === 'markers')[0]!.userData as { count: number }).count;
    expect(count).toBeGreaterThan(0);
    let tipped = 0;
    for (const discs of named(root, (n) => n.startsWith('marker-discs:'))) {
      for (let i = 0; i < (discs as InstancedMesh).count; i++, tipped++) expectTipWorded(tr, hoverTip(discs, i), `${lng} ${discs.name} ${i}`);
    }
    expect(tipped).toBe(count);
    // Colour is not the only cue: each kind of produce is its own solid, each seat's discs their own mark.
    const solids = (prefix: string) => named(root, (n) => n.startsWith(prefix)).map((m) => (m as InstancedMesh).geometry);
    // Each kind's plant has a shape of its own (its crop's and its leaves' vertices together).
    const plants = solids('marker-crops:').map((g, i) => `${g.getAttribute('position').count}/${solids('marker-leaves:')[i]!.getAttribute('position').count}`);
    expect(new Set(plants).size).toBe(plants.length);
    expect(plants).toHaveLength(5);
    const discShapes = solids('marker-discs:').map((g) => g.getAttribute('position').count);
    expect(new Set(discShapes).size).toBe(discShapes.length);
    for (const crops of named(root, (n) => n.startsWith('marker-crops:'))) if ((crops as InstancedMesh).count > 0) expectTipWorded(tr, hoverTip(crops, 0), `${lng} ${crops.name}`);
    const kinds = ['water:', 'desert:', 'desert-draw', 'boat', 'pawn-body:', 'obelisk-body', 'pillar-body', 'pile:', 'nameplate', 'flood-circle'];
    for (const k of kinds) {
      const list = named(root, (n) => (k.endsWith(':') ? n.startsWith(k) : n === k));
      expect(list.length, k).toBeGreaterThan(0);
      for (const m of list) expectTipWorded(tr, hoverTip(m), `${lng} ${m.name}`);
    }
    if (lng === 'en') {
      // Fields are named in words: W4-1 is the west bank's second row from the north, first field from the Nile.
      const f = view.fields.findIndex((x) => x.id === 'W4-1');
      expect(expectTipWorded(tr, hoverTip(tiles, f), 'W4-1')[0]).toBe('West bank, row 2, field 1 from the Nile');
    }
    await r.unmount();
  });
});

describe('An den Ufern des Nils 3D table: the water piles take clicks', () => {
  it('a click on one of your own piles reaches the table (pick it or turn its card); others’ piles take none', async () => {
    const view = banks.view(banksGame(3, 60), 0) as BanksView;
    const clicks: number[] = [];
    const { r } = await render(view, { onPile: { seat: 0, click: (i) => clicks.push(i) } });
    const click = (name: string) => (named(r.scene, (n) => n === name)[0] as unknown as { __r3f?: { handlers?: { onClick?: (e: unknown) => void } } } | undefined)?.__r3f?.handlers?.onClick;
    const mine = [0, 1].filter((i) => click(`pile:0:${i}`));
    expect(mine.length).toBeGreaterThan(0);
    for (const i of mine) click(`pile:0:${i}`)!({ stopPropagation() {} });
    expect(clicks).toEqual(mine);
    expect(click('pile:1:0') ?? click('pile:1:1')).toBeUndefined();
    await r.unmount();
  });
});

describe('An den Ufern des Nils 3D table: emphasised fields', () => {
  it('frames each emphasised field (a tutorial step, a hint) and writes its label beside it; none without', async () => {
    const view = banks.view(banksGame(2, 0), 0) as BanksView;
    const { r } = await render(view, { emphasised: new Map([['W5-5', '1'], ['W4-4', '2/3']]) });
    const marks = named(r.scene, (n) => n === 'field-emphasis')[0]!;
    expect(named(marks, (n) => n === 'emphasis-glow')).toHaveLength(2);
    expect(named(marks, (n) => n.startsWith('label:')).map((o) => o.name).sort()).toEqual(['label:1', 'label:2/3']);
    await r.unmount();
    const plain = await render(view);
    expect(named(plain.r.scene, (n) => n === 'field-emphasis')).toHaveLength(0);
    await plain.r.unmount();
  });
});
