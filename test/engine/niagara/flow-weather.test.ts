import { describe, expect, it } from 'vitest';
import { niagara, type NiagaraState } from '../../../engine/niagara';
import type { NiagaraEvent } from '../../../engine/niagara/events';
import { flow, pushDisc, riverSpeed } from '../../../engine/niagara/rules/flow';
import { act, actor, at, cave, eventsOf, gemOf, scenario } from './helpers';

/** A 5-player table with one canoe on each of the nine slots (brown2 stays on the bank). */
function fullRiver(extra: Partial<Parameters<typeof scenario>[0]> = {}): NiagaraState {
  return scenario({
    players: 5,
    canoes: {
      red1: 'T1', red2: 'T2', green1: 'T3', green2: 'T4', yellow1: 'T5',
      yellow2: 'L6', blue1: ['L7', 'blue'], blue2: 'R6', brown1: 'R7',
    },
    ...extra,
  });
}

describe('§7 river flow and the waterfall', () => {
  it('one push: new empty T1, trunk shifts, T5 enters the arm due, only that arm moves, its last disc falls', () => {
    const s = fullRiver({ nextArm: 'L' });
    const ev: NiagaraEvent[] = [];
    pushDisc(s, ev);
    expect(['red1', 'red2', 'green1', 'green2', 'yellow1', 'yellow2', 'blue1', 'blue2', 'brown1', 'brown2'].map((c) => at(s, c)))
      .toEqual(['T2', 'T3', 'T4', 'T5', 'L6', 'L7', 'lost', 'R6', 'R7', 'bank']);
    expect(s.forkNext).toBe(1);
    expect(ev[0]).toEqual({ type: 'discPushed', n: 1, arm: 'L' });
    expect(eventsOf(ev, 'canoeFell')).toEqual([{ type: 'canoeFell', seat: 3, canoe: 'blue1', from: 'L7', gem: 'blue' }]);
  });

  it('the arms take discs strictly in turn: the other arm moves on the next push', () => {
    const s = fullRiver({ nextArm: 'L' });
    const ev: NiagaraEvent[] = [];
    pushDisc(s, ev);
    pushDisc(s, ev);
    expect(eventsOf(ev, 'discPushed').map((e) => e.arm)).toEqual(['L', 'R']);
    expect(['yellow1', 'yellow2', 'blue2', 'brown1', 'green2'].map((c) => at(s, c))).toEqual(['L6', 'L7', 'R7', 'lost', 'R6']);
    // Over a flow of 3 the left arm (due first) gets 2 pushes, the right 1.
    const t = fullRiver({ nextArm: 'L' });
    const e3: NiagaraEvent[] = [];
    for (let i = 0; i < 3; i++) pushDisc(t, e3);
    expect(eventsOf(e3, 'discPushed').map((e) => e.arm)).toEqual(['L', 'R', 'L']);
  });

  it('a fallen canoe’s gem goes back to the cave of its own colour, whatever cave it came from', () => {
    const s = fullRiver({ nextArm: 'L' });
    const before = cave(s, 'blue');
    pushDisc(s, []);
    expect(cave(s, 'blue')).toEqual({ blue: (before.blue ?? 0) + 1 });
    expect(gemOf(s, 'blue1')).toBeNull();
  });

  it('canoes on the bank never move; lost canoes stay lost', () => {
    const s = fullRiver({ nextArm: 'R' });
    for (let i = 0; i < 9; i++) pushDisc(s, []);
    expect(at(s, 'brown2')).toBe('bank');
    expect(s.canoePos.filter((p) => p >= 0)).toEqual([]); // 9 pushes clear the whole river
  });

  it('speed = lowest number card + weather; clouds do not count; all clouds → the weather alone; ≤ 0 → no flow', () => {
    const s = scenario({ players: 3, card: 4, others: 'cloud', weather: 1 });
    expect(riverSpeed(s)).toEqual({ lowest: 4, speed: 5 });
    s.chosen = [6, 6, 6]; // three clouds
    expect(riverSpeed(s)).toEqual({ lowest: 0, speed: 1 });
    s.weather = -1;
    s.chosen = [0, 6, 6]; // a 1 and two clouds
    const ev: NiagaraEvent[] = [];
    const pos = s.canoePos.slice();
    s.canoePos[0] = 0;
    flow(s, ev);
    expect(ev).toEqual([{ type: 'riverFlow', lowest: 1, weather: -1, speed: 0 }]);
    expect(s.canoePos[0]).toBe(0);
    expect(pos.length).toBe(6);
  });

  it('the flow runs at the end of phase 2, then the life ring passes and a new round starts', () => {
    // Red plays 1, green and yellow have no canoe afloat (turns skipped): red's move ends phase 2.
    const s = scenario({ players: 3, card: 1, canoes: { red1: 'T5', red2: 'lost', green1: 'lost', green2: 'lost', yellow1: 'lost', yellow2: 'lost' }, nextArm: 'R', weather: 1 });
    const r = act(s, 0, { type: 'paddle', canoe: 'red1', to: 'T4' });
    expect(eventsOf(r.events, 'riverFlow')).toEqual([{ type: 'riverFlow', lowest: 1, weather: 1, speed: 2 }]);
    // Push 1 (right arm due) takes red1 T4 → T5 and sends the empty old T5 disc right; push 2 takes red1 into the left arm.
    expect(at(r.state, 'red1')).toBe('L6');
    expect(eventsOf(r.events, 'lifeRingPassed')).toEqual([{ type: 'lifeRingPassed', seat: 1, colour: 'green' }]);
    expect(r.state.phase).toBe('choose');
    expect(r.state.round).toBe(2);
    expect(niagara.toAct(r.state)).toEqual([0, 1, 2]);
  });
});

describe('§8 weather', () => {
  it('the cloud moves exactly one cell; at an end cell only back inward', () => {
    const mid = scenario({ card: 'cloud' });
    expect(niagara.legalActions(mid, 0)).toEqual([{ type: 'weather', delta: -1 }, { type: 'weather', delta: 1 }]);
    const top = scenario({ card: 'cloud', weather: 2 });
    expect(niagara.legalActions(top, 0)).toEqual([{ type: 'weather', delta: -1 }]);
    const bottom = scenario({ card: 'cloud', weather: -1 });
    expect(niagara.legalActions(bottom, 0)).toEqual([{ type: 'weather', delta: 1 }]);
  });

  it('the cloud is the player’s whole action, and it already changes this round’s speed', () => {
    const s = scenario({ players: 3, card: 'cloud', others: 2, canoes: { red1: 'T1', green1: 'lost', green2: 'lost', yellow1: 'lost', yellow2: 'lost' } });
    const r = act(s, 0, { type: 'weather', delta: 1 });
    expect(eventsOf(r.events, 'weatherMoved')).toEqual([{ type: 'weatherMoved', seat: 0, from: 0, to: 1 }]);
    expect(eventsOf(r.events, 'riverFlow')).toEqual([{ type: 'riverFlow', lowest: 2, weather: 1, speed: 3 }]);
    expect(at(r.state, 'red1')).toBe('T4'); // red's canoe did not paddle, it only drifted 3
  });
});

describe('§5 phase 1: buying canoes back, the 7-card cycle', () => {
  const phase1 = (canoes: Record<string, 'lost' | 'bank'>, reserves: Partial<Record<'violet' | 'white' | 'yellow' | 'blue' | 'pink', number>>[] = [], options = {}) =>
    scenario({ players: 3, canoes, reserves, options });

  it('a lost canoe comes back for one reserve gem of the player’s choice, which returns to its own cave', () => {
    const s = phase1({ red1: 'lost' }, [{ pink: 1, violet: 1 }]);
    const buys = niagara.legalActions(s, 0).filter((a) => a.type === 'buyBack');
    expect(buys).toEqual([{ type: 'buyBack', canoe: 'red1', pay: 'violet' }, { type: 'buyBack', canoe: 'red1', pay: 'pink' }]);
    const r = act(s, 0, { type: 'buyBack', canoe: 'red1', pay: 'pink' });
    expect(at(r.state, 'red1')).toBe('bank');
    expect(cave(r.state, 'pink')).toEqual({ pink: 7 });
    expect(r.events).toEqual([{ type: 'canoeBoughtBack', seat: 0, canoe: 'red1', paid: 'pink' }]);
    // Still phase 1 and still red's choice to make; no second buy-back this round.
    expect(niagara.legalActions(r.state, 0).every((a) => a.type === 'play')).toBe(true);
  });

  it('both canoes lost and no gem: one canoe back free; with gems it must be paid for', () => {
    const free = phase1({ red1: 'lost', red2: 'lost' });
    expect(niagara.legalActions(free, 0).filter((a) => a.type === 'buyBack')).toEqual([
      { type: 'buyBack', canoe: 'red1', pay: null }, { type: 'buyBack', canoe: 'red2', pay: null },
    ]);
    const one = act(free, 0, { type: 'buyBack', canoe: 'red2', pay: null }).state;
    expect(niagara.legalActions(one, 0).some((a) => a.type === 'buyBack')).toBe(false);
    const paid = phase1({ red1: 'lost', red2: 'lost' }, [{ white: 1 }]);
    expect(niagara.legalActions(paid, 0).filter((a) => a.type === 'buyBack').every((a) => a.type === 'buyBack' && a.pay === 'white')).toBe(true);
    // Only one canoe lost and no gem: nothing to do but play.
    expect(niagara.legalActions(phase1({ red1: 'lost' }), 0).some((a) => a.type === 'buyBack')).toBe(false);
  });

  it('buy-backs happen before the card is placed, never in phase 2', () => {
    const s = phase1({ red1: 'lost' }, [{ white: 1 }]);
    const played = act(s, 0, { type: 'play', card: 3 }).state;
    expect(niagara.legalActions(played, 0)).toEqual([]);
    expect(niagara.toAct(played)).toEqual([1, 2]);
  });

  it('every colour plays each card once per 7-round cycle, then takes all 7 back', () => {
    let s = niagara.setup({ players: 3, seed: 'cycle', options: { firstPlayer: 0 } });
    const played: (string | number)[][] = [[], [], []];
    let returned = 0;
    for (let round = 1; round <= 7; round++) {
      expect(s.round).toBe(round);
      for (const seat of [0, 1, 2]) {
        const plays = niagara.legalActions(s, seat).filter((a) => a.type === 'play');
        expect(plays).toHaveLength(8 - round);
        const card = (plays[0] as { card: number | string }).card;
        played[seat]!.push(card);
        s = act(s, seat, plays[0]!).state;
      }
      // Resolve phase 2 with the first legal action each time.
      while (s.phase === 'resolve') {
        const r = act(s, actor(s), niagara.legalActions(s, actor(s))[0]!);
        returned += eventsOf(r.events, 'cardsReturned').length;
        s = r.state;
      }
      expect(s.phase).toBe('choose'); // nobody can win inside these 7 rounds with these moves
    }
    expect(returned).toBe(1);
    for (const p of played) expect([...p].sort()).toEqual([1, 2, 3, 4, 5, 6, 'cloud'].sort());
    expect(niagara.legalActions(s, 0).filter((a) => a.type === 'play')).toHaveLength(7);
  });

  it('all seats choose at once; a seat that has chosen has nothing more to do until the reveal', () => {
    const s = niagara.setup({ players: 4, seed: 'simul', options: { firstPlayer: 2 } });
    expect(niagara.toAct(s)).toEqual([0, 1, 2, 3]);
    const a = act(s, 3, { type: 'play', card: 5 }).state;
    expect(niagara.toAct(a)).toEqual([0, 1, 2]);
    const b = act(act(act(a, 0, { type: 'play', card: 1 }).state, 2, { type: 'play', card: 6 }).state, 1, { type: 'play', card: 2 });
    // Reveal in turn order from the life ring (seat 2): its card is shown, the others stay face down.
    expect(eventsOf(b.events, 'cardsRevealed')).toEqual([{ type: 'cardsRevealed', cards: [{ seat: 2, colour: 'yellow', card: 6 }] }]);
    expect(niagara.toAct(b.state)).toEqual([2]);
  });
});
