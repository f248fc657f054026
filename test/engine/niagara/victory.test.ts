import { describe, expect, it } from 'vitest';
import { niagara, type NiagaraState } from '../../../engine/niagara';
import type { NiagaraOptions } from '../../../engine/niagara/options';
import { conditionsMet } from '../../../engine/niagara/rules/victory';
import { act, actAll, eventsOf, scenario } from './helpers';

type Reserve = Partial<Record<'violet' | 'white' | 'yellow' | 'blue' | 'pink', number>>;

/**
 * A final round: red (start player) and green each land their deciding gem; yellow's canoe sits on L7 and would go over
 * the falls if the river flowed. Cards: red 1, green 1, yellow 6.
 */
function finalRound(options: Partial<NiagaraOptions>, reserves: Reserve[], gems: [keyof Reserve, keyof Reserve] = ['violet', 'pink']) {
  const s = scenario({
    players: 3,
    options,
    canoes: { red1: ['T1', gems[0]], red2: 'lost', green1: ['T1', gems[1]], green2: 'lost', yellow1: 'L7', yellow2: 'lost' },
    reserves,
  });
  return actAll(s, [
    { type: 'play', card: 1 }, { type: 'play', card: 1 }, { type: 'play', card: 6 },
    { type: 'paddle', canoe: 'red1', to: 'bank' },
    { type: 'paddle', canoe: 'green1', to: 'bank' },
    { type: 'paddle', canoe: 'yellow1', to: 'T1' },
  ]);
}

describe('§9 winning, game end and ties', () => {
  it('the three victory conditions: 4 of a colour, 5 different colours, 7 of any colours', () => {
    const with_ = (r: Reserve): string[] => {
      const s = scenario({ players: 3, reserves: [r] });
      return conditionsMet(s, 0);
    };
    expect(with_({ blue: 4 })).toEqual(['sameColour']);
    expect(with_({ blue: 3, pink: 3 })).toEqual([]);
    expect(with_({ violet: 1, white: 1, yellow: 1, blue: 1, pink: 1 })).toEqual(['differentColours']);
    expect(with_({ violet: 2, white: 2, yellow: 2, blue: 1 })).toEqual(['anyColours']);
    expect(with_({ violet: 1, white: 1, yellow: 1, blue: 4 })).toEqual(['sameColour', 'anyColours']);
  });

  it('phase 2 is finished after a victory (others may still win), then the game ends with no river flow', () => {
    const r = finalRound({}, [{ violet: 3 }, { pink: 3 }]);
    expect(eventsOf(r.events, 'victoryMet')).toEqual([
      { type: 'victoryMet', seat: 0, conditions: ['sameColour'] },
      { type: 'victoryMet', seat: 1, conditions: ['sameColour'] },
    ]);
    // Yellow still played its card after red qualified.
    expect(eventsOf(r.events, 'canoeMoved').map((e) => e.canoe)).toEqual(['red1', 'green1', 'yellow1']);
    expect(eventsOf(r.events, 'riverFlow')).toEqual([]);
    expect(eventsOf(r.events, 'gameOver')).toEqual([{ type: 'gameOver', reason: 'victory', winners: [0, 1] }]);
    expect(niagara.toAct(r.state)).toEqual([]);
    expect(niagara.legalActions(r.state, 2)).toEqual([]);
  });

  it('tie rule "shared" (Zoch, default): everyone who met a condition that round wins', () => {
    const o = niagara.outcome(finalRound({}, [{ violet: 3 }, { pink: 3 }, { white: 2 }]).state)!;
    expect(o.winners).toEqual([0, 1]);
    expect(o.places).toEqual([1, 1, 3]);
    expect(o.scores).toEqual([4, 4, 2]);
    expect(o.tiebreak[0]).toEqual({ met: ['sameColour'], gems: 4, gemValue: 4, metOrder: 0, colours: [4, 0, 0, 0, 0] });
    expect(o.tiebreak[2]).toEqual({ met: [], gems: 2, gemValue: 4, metOrder: null, colours: [0, 2, 0, 0, 0] });
  });

  it('tie rule "gemValue" (BGA): the higher reserve value wins (violet 1 … pink 5)', () => {
    const o = niagara.outcome(finalRound({ tieBreak: 'gemValue' }, [{ violet: 3 }, { pink: 3 }]).state)!;
    expect(o.winners).toEqual([1]);
    expect(o.places).toEqual([2, 1, 3]);
    // Equal values stay a shared win.
    const eq = niagara.outcome(finalRound({ tieBreak: 'gemValue' }, [{ violet: 1, white: 1, yellow: 1, blue: 1 }, { yellow: 3, violet: 1, white: 1 }], ['pink', 'yellow']).state)!;
    expect(eq.tiebreak.map((t) => (t as { gemValue: number }).gemValue)).toEqual([15, 15, 0]);
    expect(eq.winners).toEqual([0, 1]);
  });

  it('tie rule "mostGemsThenFirst": more gems wins; equal gems → whoever met the condition first', () => {
    const first = niagara.outcome(finalRound({ tieBreak: 'mostGemsThenFirst' }, [{ violet: 3 }, { pink: 3 }]).state)!;
    expect(first.winners).toEqual([0]); // red landed first (start player)
    expect(first.places).toEqual([1, 2, 3]);
    const more = niagara.outcome(finalRound({ tieBreak: 'mostGemsThenFirst' }, [{ violet: 3 }, { pink: 3, white: 2 }]).state)!;
    expect(more.winners).toEqual([1]);
  });

  it('a buy-back can take a player back below a threshold', () => {
    const s = scenario({ players: 3, canoes: { red1: 'lost' }, reserves: [{ blue: 4 }] });
    expect(conditionsMet(s, 0)).toEqual(['sameColour']);
    const r = act(s, 0, { type: 'buyBack', canoe: 'red1', pay: 'blue' });
    expect(conditionsMet(r.state, 0)).toEqual([]);
  });

  it('no outcome while the game runs', () => {
    const s: NiagaraState = niagara.setup({ players: 3, seed: 'x' });
    expect(niagara.outcome(s)).toBeNull();
  });
});
