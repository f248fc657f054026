import { describe, expect, it } from 'vitest';
import { niagara, NIAGARA_ROUND_CAP } from '../../../engine/niagara';
import type { NiagaraEvent } from '../../../engine/niagara/events';
import { pushDisc } from '../../../engine/niagara/rules/flow';
import { act, actor, at, cave, eventsOf, gemOf, paddle, paddles, ruleError, scenario, typesOf } from './helpers';

/** One test per option of §12 / §9 / §10 showing the behaviour it changes (defaults are covered by the rule tests). */
describe('options', () => {
  it('defaults are the spec’s choices', () => {
    expect(niagara.defaultOptions).toEqual({
      pinkCaves: 'both', forkStart: 'left', forkMode: 'alternate', paddleOverFalls: false, cargoBlocks: 'one',
      cargoOnlyTurn: true, loneBankCanoeMustLaunch: true, oneBuyBackPerRound: true, unloadAnyCave: true,
      cargoAfterSteal: true, cloudMayStayAtEdge: false, tieBreak: 'shared', twoColoursEach: false, firstPlayer: null,
      roundCap: NIAGARA_ROUND_CAP,
    });
    for (const spec of Object.values(niagara.optionSchema)) {
      expect(spec.label.length).toBeGreaterThan(3);
      expect(spec.help.length).toBeGreaterThan(10);
    }
  });

  it('pinkCaves (§12.1): pink from both arms by default, or only from the named arm', () => {
    const both = scenario({ card: 2, canoes: { red1: 'R7', red2: 'lost' } });
    expect(paddles(both)).toContain('red1 (load:pink) R7');
    const left = scenario({ card: 2, canoes: { red1: 'R7', red2: 'lost' }, options: { pinkCaves: 'left' } });
    expect(paddles(left)).toEqual(['red1 T5']);
    const leftL = scenario({ card: 2, canoes: { red1: 'L7', red2: 'lost' }, options: { pinkCaves: 'left' } });
    expect(paddles(leftL)).toContain('red1 (load:pink) L7');
    const right = scenario({ card: 2, canoes: { red1: 'L7', red2: 'lost' }, options: { pinkCaves: 'right' } });
    expect(paddles(right)).toEqual(['red1 T5']);
    expect((niagara.view(right, 0) as { caves: { cave: string; slots: string[] }[] }).caves.find((c) => c.cave === 'pink')!.slots).toEqual(['R7']);
  });

  it('forkStart (§12.2): the first disc goes left by default, right, or a seeded random arm', () => {
    const first = (o: object) => {
      const s = scenario({ options: o });
      const ev: NiagaraEvent[] = [];
      pushDisc(s, ev);
      pushDisc(s, ev);
      return eventsOf(ev, 'discPushed').map((e) => e.arm).join('');
    };
    expect(first({})).toBe('LR');
    expect(first({ forkStart: 'right' })).toBe('RL');
    const randoms = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const s = scenario({ seed: `f${i}`, options: { forkStart: 'random' } });
      expect((niagara.view(s, 0) as { nextArm: unknown }).nextArm).toBeNull(); // not known before the first push
      const ev: NiagaraEvent[] = [];
      pushDisc(s, ev);
      pushDisc(s, ev);
      const arms = eventsOf(ev, 'discPushed').map((e) => e.arm).join('');
      expect(['LR', 'RL']).toContain(arms); // then strict alternation
      randoms.add(arms);
    }
    expect(randoms.size).toBe(2);
  });

  it('forkMode "random" (§12.2): each disc picks an arm at random, so an arm can take two in a row', () => {
    const s = scenario({ options: { forkMode: 'random' } });
    const ev: NiagaraEvent[] = [];
    for (let i = 0; i < 40; i++) pushDisc(s, ev);
    const arms = eventsOf(ev, 'discPushed').map((e) => e.arm).join('');
    expect(arms).toMatch(/LL|RR/);
    expect(arms).toMatch(/L/);
    expect(arms).toMatch(/R/);
    expect((niagara.view(s, 0) as { nextArm: unknown }).nextArm).toBeNull();
  });

  it('paddleOverFalls (§12.3): a canoe may paddle off the end of its arm and is lost with its gem', () => {
    const s = scenario({ card: 2, canoes: { red1: ['L6', 'yellow'], red2: 'lost' }, options: { paddleOverFalls: true } });
    expect(paddles(s)).toContain('red1 fallsL');
    const r = act(s, 0, paddle('red1 fallsL'));
    expect(at(r.state, 'red1')).toBe('lost');
    expect(eventsOf(r.events, 'canoeFell')).toEqual([{ type: 'canoeFell', seat: 0, canoe: 'red1', from: 'fallsL', gem: 'yellow' }]);
    expect(cave(r.state, 'yellow')).toEqual({ yellow: 7 });
    expect(paddles(scenario({ card: 2, canoes: { red1: ['L6', 'yellow'], red2: 'lost' } }))).not.toContain('red1 fallsL');
  });

  it('cargoBlocks "beforeAndAfter" (§12.4): unload before and load after in one turn', () => {
    const o = { cargoBlocks: 'beforeAndAfter' as const };
    const s = scenario({ card: 6, canoes: { red1: ['T3', 'blue'], red2: 'lost' }, options: o });
    expect(paddles(s)).toContain('red1 (unload) T5 (load:yellow)');
    const r = act(s, 0, paddle('red1 (unload) T5 (load:yellow)'));
    expect(gemOf(r.state, 'red1')).toBe('yellow');
    expect(cave(r.state, 'violet')).toEqual({ violet: 7, blue: 1 });
  });

  it('cargoOnlyTurn (§12.4): spending the whole card on cargo without moving can be switched off', () => {
    const on = scenario({ card: 2, canoes: { red1: 'T3', red2: 'lost' } });
    expect(paddles(on)).toContain('red1 (load:violet) T3');
    const off = scenario({ card: 2, canoes: { red1: 'T3', red2: 'lost' }, options: { cargoOnlyTurn: false } });
    expect(paddles(off)).toEqual(['red1 T1', 'red1 T5']);
  });

  it('loneBankCanoeMustLaunch (§12.5): see obligations; off → the lone bank canoe may stay', () => {
    expect(typesOf(scenario({ card: 3, canoes: { red2: 'lost' } }))).toEqual(['paddle']);
    expect(typesOf(scenario({ card: 3, canoes: { red2: 'lost' }, options: { loneBankCanoeMustLaunch: false } }))).toEqual(['paddle', 'pass']);
  });

  it('oneBuyBackPerRound (§12.6): off → both lost canoes can come back in the same round', () => {
    const on = act(scenario({ canoes: { red1: 'lost', red2: 'lost' }, reserves: [{ white: 2 }] }), 0, { type: 'buyBack', canoe: 'red1', pay: 'white' }).state;
    expect(niagara.legalActions(on, 0).some((a) => a.type === 'buyBack')).toBe(false);
    const off = act(scenario({ canoes: { red1: 'lost', red2: 'lost' }, reserves: [{ white: 2 }], options: { oneBuyBackPerRound: false } }), 0, { type: 'buyBack', canoe: 'red1', pay: 'white' }).state;
    expect(niagara.legalActions(off, 0).filter((a) => a.type === 'buyBack')).toEqual([{ type: 'buyBack', canoe: 'red2', pay: 'white' }]);
  });

  it('unloadAnyCave (§12.7): off → a gem can only be unloaded at its own colour’s cave', () => {
    const any = scenario({ card: 2, canoes: { red1: ['T3', 'white'], red2: 'lost' } });
    expect(paddles(any)).toContain('red1 (unload) T3');
    const own = scenario({ card: 2, canoes: { red1: ['T3', 'white'], red2: 'lost' }, options: { unloadAnyCave: false } });
    expect(paddles(own)).not.toContain('red1 (unload) T3');
    const home = scenario({ card: 2, canoes: { red1: ['T4', 'white'], red2: 'lost' }, options: { unloadAnyCave: false } });
    expect(paddles(home)).toContain('red1 (unload) T4');
  });

  it('cargoAfterSteal (§12.8): off → no cargo after a steal, so a steal needs every point used by the move', () => {
    const on = scenario({ card: 3, canoes: { red1: 'T5', red2: 'lost', green1: ['T4', 'violet'] } });
    expect(paddles(on).filter((k) => k.includes('steal'))).toEqual(['red1 T4 steal:green1 (unload)']);
    const off = scenario({ card: 3, canoes: { red1: 'T5', red2: 'lost', green1: ['T4', 'violet'] }, options: { cargoAfterSteal: false } });
    expect(paddles(off).filter((k) => k.includes('steal'))).toEqual([]);
    const exact = scenario({ card: 1, canoes: { red1: 'T5', red2: 'lost', green1: ['T4', 'violet'] }, options: { cargoAfterSteal: false } });
    expect(paddles(exact)).toContain('red1 T4 steal:green1');
  });

  it('cloudMayStayAtEdge: on −1 or +2 the cloud may also stay', () => {
    const s = scenario({ card: 'cloud', weather: 2, options: { cloudMayStayAtEdge: true } });
    expect(niagara.legalActions(s, 0)).toEqual([{ type: 'weather', delta: -1 }, { type: 'weather', delta: 0 }]);
    const mid = scenario({ card: 'cloud', weather: 1, options: { cloudMayStayAtEdge: true } });
    expect(niagara.legalActions(mid, 0)).toHaveLength(2);
  });

  it('twoColoursEach (§10): 2 players each run two colours, name the colour they play, share one reserve, never steal from themselves', () => {
    ruleError(() => niagara.setup({ players: 2, seed: 'x' }), 'BAD_SETUP');
    const e = ruleError(() => niagara.setup({ players: 3, seed: 'x', options: { twoColoursEach: true } }), 'BAD_OPTION');
    expect(e.details).toEqual({ option: 'twoColoursEach' });
    const s = niagara.setup({ players: 2, seed: 'two', options: { twoColoursEach: true, firstPlayer: 0 } });
    expect(s.crews).toBe(4);
    expect(s.canoePos).toHaveLength(8);
    const plays = niagara.legalActions(s, 0).filter((a) => a.type === 'play');
    expect(new Set(plays.map((a) => (a as { colour: string }).colour))).toEqual(new Set(['red', 'yellow']));
    ruleError(() => niagara.apply(s, 0, { type: 'play', card: 3 }), 'ILLEGAL_ACTION');
    ruleError(() => niagara.apply(s, 0, { type: 'play', card: 3, colour: 'green' }), 'ILLEGAL_ACTION');
    // Seat 0 places both of its cards; seat 1 one of two: seat 1 still to act.
    let t = act(s, 0, { type: 'play', card: 3, colour: 'red' }).state;
    expect(niagara.toAct(t)).toEqual([0, 1]);
    t = act(t, 0, { type: 'play', card: 2, colour: 'yellow' }).state;
    t = act(t, 1, { type: 'play', card: 4, colour: 'green' }).state;
    expect(niagara.toAct(t)).toEqual([1]);
    t = act(t, 1, { type: 'play', card: 6, colour: 'blue' }).state;
    // Resolution alternates the seats: red (0), green (1), yellow (0), blue (1).
    expect(actor(t)).toBe(0);
    // No steal from one's own other colour.
    const own = scenario({ players: 2, options: { twoColoursEach: true }, card: 1, canoes: { red1: 'T4', red2: 'lost', yellow1: ['T3', 'white'] } });
    expect(paddles(own).filter((k) => k.includes('steal'))).toEqual([]);
    const foe = scenario({ players: 2, options: { twoColoursEach: true }, card: 1, canoes: { red1: 'T4', red2: 'lost', blue1: ['T3', 'white'] } });
    expect(paddles(foe)).toContain('red1 T3 steal:blue1');
    // One combined reserve per player: red and yellow landings both count for seat 0.
    const combined = scenario({ players: 2, options: { twoColoursEach: true }, reserves: [{ violet: 2, white: 1, yellow: 1, blue: 1 }] });
    expect(niagara.outcome(combined)).toBeNull();
    expect((niagara.view(combined, 1) as { reserves: unknown[] }).reserves).toHaveLength(2);
  });

  it('firstPlayer: the life ring starts with that seat; otherwise it is drawn from the seed', () => {
    expect(niagara.setup({ players: 4, seed: 'a', options: { firstPlayer: 3 } }).startCrew).toBe(3);
    const starts = new Set(Array.from({ length: 20 }, (_, i) => niagara.setup({ players: 4, seed: `s${i}` }).startCrew));
    expect(starts.size).toBeGreaterThan(1);
    ruleError(() => niagara.setup({ players: 3, seed: 'a', options: { firstPlayer: 3 } }), 'BAD_OPTION');
  });

  it('roundCap: an unfinished game stops after that many rounds with no winner (note "roundCap"); null = no cap', () => {
    let s = niagara.setup({ players: 3, seed: 'cap', options: { roundCap: 2, firstPlayer: 0 } });
    let over: NiagaraEvent[] = [];
    while (niagara.toAct(s).length) {
      const seat = niagara.toAct(s)[0]!;
      const r = act(s, seat, niagara.legalActions(s, seat)[0]!);
      over = eventsOf(r.events, 'gameOver') as NiagaraEvent[];
      s = r.state;
    }
    expect(s.round).toBe(2);
    expect(over).toEqual([{ type: 'gameOver', reason: 'roundCap', winners: [] }]);
    const o = niagara.outcome(s)!;
    expect(o.note).toBe('roundCap');
    expect(o.winners).toEqual([]);
    expect(niagara.setup({ players: 3, seed: 'cap', options: { roundCap: null } }).options.roundCap).toBeNull();
  });

  it('bad options throw BAD_OPTION naming the option', () => {
    const bad = (options: Record<string, unknown>, name: string) => {
      const e = ruleError(() => niagara.setup({ players: 3, seed: 'x', options }), 'BAD_OPTION');
      expect(e.message).toContain(name);
      expect(e.details).toEqual({ option: name });
    };
    bad({ pinkCave: 'both' }, 'pinkCave');
    bad({ pinkCaves: 'middle' }, 'pinkCaves');
    bad({ tieBreak: 'coin' }, 'tieBreak');
    bad({ cargoOnlyTurn: 'yes' }, 'cargoOnlyTurn');
    bad({ roundCap: 0 }, 'roundCap');
    bad({ firstPlayer: 1.5 }, 'firstPlayer');
    ruleError(() => niagara.setup({ players: 3, seed: 'x', options: 'bga' as never }), 'BAD_OPTION');
  });

  it('presets only use known options with valid values', () => {
    for (const p of niagara.presets) {
      const players = p.values.twoColoursEach ? 2 : 4;
      expect(() => niagara.setup({ players, seed: 'p', options: p.values })).not.toThrow();
    }
  });
});
