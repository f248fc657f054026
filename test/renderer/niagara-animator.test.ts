/**
 * The Niagara table's animator and geometry: host events replayed on the display land exactly on the next view from
 * the host (canoes, gems, cards, weather), a disc push slides the trunk and only one arm, and the choices offered are
 * the host's legal actions and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { niagara, type NiagaraAction, type NiagaraState } from '../../engine/niagara';
import type { NiagaraView } from '../../engine/niagara/view';
import { useCinematic } from '../../renderer/scenes/common/cinematic';
import { NiagaraAnimator } from '../../renderer/scenes/niagara/animator';
import { afterPush } from '../../renderer/scenes/niagara/play/river';
import { NiagaraChoices } from '../../renderer/scenes/niagara/choices';
import { INSERT_POS, LIP, SLOT_POS, discPose, seatFrames } from '../../renderer/scenes/niagara/layout';
import { displayFromView, type NiagaraDisplay } from '../../renderer/scenes/niagara/model';
import { createNiagaraTableStore } from '../../renderer/scenes/niagara/tableStore';

/** The parts of the display that events move (the HUD's last river speed is the animator's own). */
const shown = (d: NiagaraDisplay) => ({
  canoes: d.canoes,
  caves: d.caves,
  reserves: d.reserves,
  weather: d.weather,
  startSeat: d.startSeat,
  round: d.round,
  crews: d.crews.map((c) => ({ colour: c.colour, faceDown: c.faceDown, faceUp: c.faceUp, revealed: c.revealed, unrevealed: c.unrevealed, hand: c.hand })),
  over: d.over,
});

const settle = async (a: NiagaraAnimator) => {
  for (let i = 0; i < 200 && (a.debug().running || a.debug().queued.length > 0); i++) await new Promise((r) => setTimeout(r, 0));
};

describe('Niagara animator', () => {
  it('replays real host events onto the display exactly as the next view says (3 players, 150 actions)', async () => {
    let s: NiagaraState = niagara.setup({ players: 3, seed: 'animator', options: { firstPlayer: 0 } });
    const store = createNiagaraTableStore();
    // The table publishes its shots itself (PlayTable.shot), with or without motion: every one it requests.
    const shots: string[] = [];
    const stop = useCinematic.subscribe((now, was) => {
      const id = now.history.at(-1);
      if (now.history !== was.history && id) shots.push(id);
    });
    const a = new NiagaraAnimator({ store, frames: () => seatFrames(3, 0), reveal: () => 0, speed: () => 0 });
    a.reset(niagara.view(s, 0) as NiagaraView, 0);
    const seen = new Set<string>();
    for (let seq = 1; seq <= 150 && s.phase !== 'over'; seq++) {
      const seat = niagara.toAct(s)[0]!;
      const legal = niagara.legalActions(s, seat);
      // Deterministic but varied: prefer moves that go far downstream, so discs fall now and then.
      const pick = legal.find((x) => x.type === 'paddle' && /7$/.test(x.to)) ?? legal[(seq * 7) % legal.length]!;
      const r = niagara.apply(s, seat, pick);
      s = r.state;
      const evs = r.events.map((e) => niagara.eventView(e, 0)).filter((e) => e !== null);
      evs.forEach((e) => seen.add(e.type));
      a.events(seq, evs);
      await settle(a);
      // No snapshot yet: what is shown comes from the events alone.
      expect(shown(store.getState().display!), `after action ${seq} (${pick.type})`).toEqual(shown(displayFromView(niagara.view(s, 0) as NiagaraView, 0)));
    }
    // The run covered the moments that matter.
    for (const t of ['cardChosen', 'cardsRevealed', 'canoeMoved', 'gemLoaded', 'discPushed', 'canoeFell', 'canoeBoughtBack', 'cardsReturned']) expect(seen, t).toContain(t);
    stop();
    expect(shots).toContain('niagara.waterfall');
  });

  it('slides the whole trunk and only the arm the disc goes to; the last disc of that arm goes over the lip', () => {
    expect(afterPush('T1', 'L')).toBe('T2');
    expect(afterPush('T5', 'L')).toBe('L6');
    expect(afterPush('T5', 'R')).toBe('R6');
    expect(afterPush('L6', 'L')).toBe('L7');
    expect(afterPush('L7', 'L')).toBeNull();
    expect(afterPush('R7', 'L')).toBe('R7');
    expect(afterPush('bank', 'R')).toBe('bank');
    // Halfway through a push into the left arm: T1 halfway to T2, R6 untouched, L7 at the lip.
    expect(discPose(0, 'L', 0.5).p[0]).toBeCloseTo((SLOT_POS[0]![0] + SLOT_POS[1]![0]) / 2);
    expect(discPose(7, 'L', 0.5).p).toEqual(SLOT_POS[7]);
    expect(discPose(6, 'L', 0.49).p[0]).toBeCloseTo(LIP.L[0] - 0.1, 1);
    expect(discPose(6, 'L', 0.75).p[1]).toBeLessThan(LIP.L[1]);
    // At the end it has fallen to the pool and is gone; the reserve disc has reached T1.
    expect(discPose(6, 'L', 1).opacity).toBe(0);
    expect(discPose(6, 'L', 1).p[1]).toBeLessThan(0.5);
    expect(discPose('new', 'L', 0).p).toEqual(INSERT_POS);
    expect(discPose('new', 'L', 1).p).toEqual(SLOT_POS[0]);
  });
});

describe('Niagara choices', () => {
  it('offers exactly the host\'s legal actions, grouped by canoe and destination', () => {
    let s: NiagaraState = niagara.setup({ players: 3, seed: 'choices', options: { firstPlayer: 0 } });
    // Phase 1: every card in hand, nothing else.
    const first = new NiagaraChoices(niagara.legalActions(s, 0) as NiagaraAction[]);
    expect(first.phase).toBe('choose');
    expect(first.plays.map((p) => p.card)).toEqual([1, 2, 3, 4, 5, 6, 'cloud']);
    s = niagara.apply(s, 0, { type: 'play', card: 6 }).state;
    s = niagara.apply(s, 1, { type: 'play', card: 2 }).state;
    s = niagara.apply(s, 2, { type: 'play', card: 3 }).state;
    const legal = niagara.legalActions(s, 0) as NiagaraAction[];
    const c = new NiagaraChoices(legal);
    expect(c.phase).toBe('paddle');
    const offered = c.canoes().flatMap((k) => c.destinations(k).flatMap((to) => c.variants(k, to).map((v) => v.action)));
    // Every offer is one of the legal actions (the very object), and every legal paddle is offered once.
    expect(offered.every((a) => legal.includes(a))).toBe(true);
    expect(offered).toHaveLength(legal.filter((a) => a.type === 'paddle').length);
    // From the beach with a 6: the two blue piers at L6/R6, or T4 plus a load (§6.5).
    expect(c.destinations('red1').sort()).toEqual(['L6', 'R6', 'T4']);
    expect(c.variants('red1', 'T4').map((v) => v.after)).toEqual([{ op: 'load', gem: 'white' }]);
  });
});
