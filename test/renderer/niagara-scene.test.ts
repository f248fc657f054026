/**
 * Structural tests of the 3D Niagara table in Node (no WebGL; see r3f.ts): nine disc slots, five caves with their gems,
 * two waterfalls, every canoe where the seat's view says, the highlighted targets being exactly the host's legal
 * destinations, and nobody else's face-down card shown.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { niagara, type NiagaraAction } from '../../engine/niagara';
import type { NiagaraView } from '../../engine/niagara/view';
import { NiagaraChoices } from '../../renderer/scenes/niagara/choices';
import { SLOT_POS, bankPos, pathPoint, seatFrames } from '../../renderer/scenes/niagara/layout';
import { displayFromView, gemTotal } from '../../renderer/scenes/niagara/model';
import { NiagaraScene } from '../../renderer/scenes/niagara/NiagaraScene';
import { canoeTarget, destTarget, selectedCanoe, type Target } from '../../renderer/scenes/niagara/Targets';
import type * as THREE from 'three';
import { createNiagaraTableStore } from '../../renderer/scenes/niagara/tableStore';
import { crewPaint } from '../../renderer/scenes/niagara/palette';
import { scenario } from '../engine/niagara/helpers';
import { hoverTip, named, renderScene } from './r3f';

async function render(view: NiagaraView, reveal: number | null, targets: Target[] = []) {
  const store = createNiagaraTableStore();
  store.getState().set({ display: displayFromView(view, reveal) });
  const frames = seatFrames(view.players, reveal ?? 0);
  const el = createElement(NiagaraScene, { store, frames, labels: frames.map((f) => ({ name: `P${f.seat}`, paint: crewPaint(view.crews.find((c) => c.seat === f.seat)?.colour ?? 'red'), tag: '' })), quality: 'low', reduceMotion: true, targets, caveGlow: [], framePoints: [], cameraControls: false });
  return { r: await renderScene(el), frames };
}

/** A board with canoes on both arms, a gem aboard, landed gems and a lost canoe; red (seat 0) to paddle a 3. */
const state = () =>
  scenario({
    canoes: { red1: ['T3', 'violet'], red2: 'bank', green1: 'L7', green2: ['R6', 'blue'], yellow1: 'lost', yellow2: 'T1' },
    reserves: [{ white: 2 }, {}, { pink: 1, yellow: 1 }],
    card: 3,
  });

describe('Niagara 3D table (scene graph)', () => {
  it('has 9 disc slots on the river, 5 caves and 2 waterfalls', async () => {
    const view = niagara.view(state(), 0) as NiagaraView;
    const { r } = await render(view, 0);
    const discs = named(r.scene, (n) => /^disc:\d$/.test(n));
    expect(discs).toHaveLength(9);
    // Each disc sits on its slot: trunk in a line, the arms on either side of the island.
    discs.forEach((d) => {
      const i = Number(d.name.slice(5));
      expect([d.position.x, d.position.z]).toEqual([SLOT_POS[i]![0], SLOT_POS[i]![2]]);
    });
    expect(named(r.scene, (n) => n.startsWith('cave:')).map((c) => c.name).sort()).toEqual(['cave:blue', 'cave:pink', 'cave:violet', 'cave:white', 'cave:yellow']);
    expect(named(r.scene, (n) => n.startsWith('waterfall:')).map((c) => c.name).sort()).toEqual(['waterfall:L', 'waterfall:R']);
    expect(named(r.scene, (n) => n.startsWith('spray:'))).toHaveLength(2);
    expect(named(r.scene, (n) => n === 'cloud')[0]!.userData.weather).toBe(view.weather);
    await r.unmount();
  });

  it('puts every canoe where the view says, with its gem, and shows every resting gem once', async () => {
    const view = niagara.view(state(), 0) as NiagaraView;
    const { r, frames } = await render(view, 0);
    const canoes = named(r.scene, (n) => n.startsWith('canoe:'));
    expect(canoes).toHaveLength(view.canoes.length);
    for (const c of view.canoes) {
      const g = canoes.find((x) => x.name === `canoe:${c.id}`)!;
      expect(g.userData.at).toBe(c.at);
      expect(g.userData.gem).toBe(c.gem);
      if (c.at === 'bank') expect(g.position.toArray()).toEqual(bankPos(c.id));
      else if (c.at !== 'lost') {
        // On its disc (alone there in this scenario, so at the disc's centre).
        const p = pathPoint(c.id, c.at);
        expect([g.position.x, g.position.z]).toEqual([p[0], p[2]]);
      } else expect(Math.hypot(g.position.x - frames[c.seat]!.x, g.position.z - frames[c.seat]!.z)).toBeLessThan(2.5);
      expect(named(g, (n) => n.startsWith('canoe-gem:')).map((m) => m.name)).toEqual(c.gem ? [`canoe-gem:${c.gem}`] : []);
    }
    const resting = view.caves.reduce((t, c) => t + gemTotal(c.gems), 0) + view.reserves.reduce((t, g) => t + gemTotal(g), 0);
    expect(named(r.scene, (n) => n === 'gems')[0]!.userData.count).toBe(resting);
    const perColour = named(r.scene, (n) => n.startsWith('gems:')).map((m) => (m.userData as { count: number }).count);
    expect(perColour.reduce((a, n) => a + n, 0)).toBe(resting);
    await r.unmount();
  });

  it('highlights exactly the legal destinations of the chosen canoe', async () => {
    const s = state();
    const view = niagara.view(s, 0) as NiagaraView;
    const choices = new NiagaraChoices(niagara.legalActions(s, 0) as NiagaraAction[]);
    expect(choices.canoes()).toContain('red1');
    const dests = choices.destinations('red1');
    expect(dests.length).toBeGreaterThan(0);
    const { r } = await render(view, 0, dests.map((to) => destTarget('red1', to, () => {})));
    const shown = named(r.scene, (n) => n.startsWith('target:dest:')).map((t) => t.name.slice('target:dest:'.length));
    expect(shown.sort()).toEqual([...dests].sort());
    await r.unmount();
  });

  it('shows others\' chosen cards face down only, and a spectator no hand at all', async () => {
    // Phase 1 with green and yellow already down: seat 0 sees two face-down cards, never their faces.
    let s = niagara.setup({ players: 3, seed: 'faces', options: { firstPlayer: 0 } });
    s = niagara.apply(s, 1, { type: 'play', card: 5 }).state;
    s = niagara.apply(s, 2, { type: 'play', card: 'cloud' }).state;
    const view = niagara.view(s, 0) as NiagaraView;
    const d = displayFromView(view, 0);
    expect(d.crews.map((c) => c.hand !== null)).toEqual([true, false, false]);
    const { r } = await render(view, 0);
    expect(named(r.scene, (n) => n.startsWith('card-down:')).map((m) => m.name).sort()).toEqual(['card-down:green', 'card-down:yellow']);
    expect(named(r.scene, (n) => n.startsWith('card-up:'))).toHaveLength(0);
    await r.unmount();
    const spectator = displayFromView(niagara.view(s, null) as NiagaraView, null);
    expect(spectator.crews.every((c) => c.hand === null && c.choice === null)).toBe(true);
    // A hot-seat table showing nobody (between players) hides the stream owner's hand too.
    expect(displayFromView(view, null).crews.every((c) => c.hand === null && c.choice === null)).toBe(true);
  });

  it('rings the picked canoe (a steady, wider ring, not a click target) and keeps the other movable canoe clickable', async () => {
    const view = niagara.view(state(), 0) as NiagaraView;
    const { r } = await render(view, 0, [selectedCanoe('red1', [0, 0, 0]), canoeTarget('red2', [1, 0, 0], () => {})]);
    const picked = named(r.scene, (n) => n === 'target:selected:red1')[0]!;
    expect(picked).toBeDefined();
    expect(named(picked, (n) => n === 'hit')).toHaveLength(0);
    expect(named(r.scene, (n) => n === 'target:canoe:red2')).toHaveLength(1);
    await r.unmount();
  });

  it('every piece, space and card tells what it is when hovered', async () => {
    let s = niagara.setup({ players: 3, seed: 'faces', options: { firstPlayer: 0 } });
    s = niagara.apply(s, 1, { type: 'play', card: 5 }).state;
    const view = niagara.view(s, 0) as NiagaraView;
    const { r } = await render(view, 0);
    const hover = (o: THREE.Object3D, instanceId?: number) => hoverTip(o, instanceId)?.title.key;
    const first = (pred: (n: string) => boolean) => named(r.scene, pred)[0]!;
    expect(hover(first((n) => n === 'canoe:red1'))).toBe('niagaraTable.tip.canoe');
    expect(hover(first((n) => n === 'disc:3'))).toBe('niagaraTable.tip.disc');
    expect(hover(first((n) => n === 'cave:pink'))).toBe('niagaraTable.tip.cave');
    expect(hover(first((n) => n === 'falls:L'))).toBe('niagaraTable.tip.fallsL');
    expect(hover(first((n) => n === 'cloud'))).toBe('niagaraTable.tip.cloud');
    expect(hover(first((n) => n === 'card-down:green'))).toBe('niagaraTable.tip.cardDown');
    expect(hover(first((n) => n.startsWith('stack:')))).toBe('niagaraTable.tip.stack');
    expect(hover(first((n) => n === 'life-ring'))).toBe('niagaraTable.tip.ring');
    expect(hover(first((n) => n === 'nameplate'))).toBe('niagaraTable.tip.seat');
    // Resting gems: one instanced mesh per gem colour (each its own solid); hover the first that holds any.
    const gems = named(r.scene, (n) => n.startsWith('gems:')).find((m) => (m.userData as { count: number }).count > 0)!;
    expect(hover(gems, 0)).toBe('niagaraTable.tip.gem');
    expect(hoverTip(gems, 0)?.lines?.[0]?.key).toBe('niagaraTable.tip.gemInCave');
    await r.unmount();
  });
});
