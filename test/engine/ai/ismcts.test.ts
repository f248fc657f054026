import { describe, expect, it } from 'vitest';
import { bots, levelBot } from '../../../engine/ai';
import type { SearchConfig, SearchStats } from '../../../engine/ai/ismcts/config';
import { ismcts } from '../../../engine/ai/ismcts/search';
import { SEARCH_LEVELS, searchBot } from '../../../engine/ai/levels';
import { profileOf } from '../../../engine/ai/profiles';
import { playGame } from '../../../engine/core/play';
import { createRng } from '../../../engine/core/rng';
import type { Action, AnyGame } from '../../../engine/core/types';
import { niagara } from '../../../engine/niagara';
import { secretGame } from '../../fixtures/secret-game';
import { GAME_IDS, inputFor, midGame, small } from './positions';

const key = (a: Action) => JSON.stringify(a);

describe('ISMCTS bot', () => {
  for (const id of GAME_IDS) {
    it(`${id}: returns one of its legal actions, the same one for the same seed, and spends exactly its iteration budget`, () => {
      for (const steps of [3, 25]) {
        const { game, state, seat } = midGame(id, steps, `legal-${id}-${steps}`);
        const stats: SearchStats[] = [];
        const run = (seed: string) => ismcts(inputFor(game, state, seat, seed), small, profileOf(game), { onSearch: (s) => stats.push(s) });
        const a = run('seed-1');
        expect(game.legalActions(state, seat).map(key)).toContain(key(a));
        expect(key(run('seed-1'))).toBe(key(a));
        // No clock given: never capped, every iteration of the budget is run.
        expect(stats.map((s) => [s.iterations, s.capped])).toEqual([[80, false], [80, false]]);
        expect(stats[0]!.chosenVisits).toBeGreaterThan(0);
      }
    });

    it(`${id}: sees only its seat's view — a world whose hidden parts differ gives the same move for the same seed`, () => {
      const { game, state, seat } = midGame(id, 20, `hidden-${id}`);
      const view = game.view(state, seat);
      // Another full state the seat cannot tell apart from the real one: hidden cards, deck order and RNG re-dealt.
      const scrambled = game.determinize(view, seat, createRng(`scramble-${id}`));
      expect(JSON.stringify(scrambled)).not.toBe(JSON.stringify(state));
      expect(game.view(scrambled, seat)).toEqual(view);
      const a = ismcts(inputFor(game, state, seat, 'same'), small, profileOf(game));
      const b = ismcts(inputFor(game, scrambled, seat, 'same'), small, profileOf(game));
      expect(key(b)).toBe(key(a));
    });

    it(`${id}: never receives the full state — every state it touches comes from its own determinize(view)`, () => {
      const { game, state, seat } = midGame(id, 15, `spy-${id}`);
      const view = game.view(state, seat);
      const seen: unknown[] = [];
      const determinized: unknown[] = [];
      // A spy around the game: records every argument the bot passes in.
      const spy = new Proxy(game, {
        get(target, prop, recv) {
          const v = Reflect.get(target, prop, recv) as unknown;
          if (typeof v !== 'function') return v;
          return (...args: unknown[]) => {
            seen.push(...args);
            if (prop === 'determinize') {
              expect(args[0]).toEqual(view);
              expect(args[1]).toBe(seat);
              const w = (v as (...x: unknown[]) => unknown).apply(target, args);
              determinized.push(w);
              return w;
            }
            return (v as (...x: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as AnyGame;
      ismcts({ game: spy, view, seat, legal: game.legalActions(state, seat) as Action[], rng: createRng('spy') }, small, profileOf(game));
      expect(determinized.length).toBeGreaterThan(0);
      expect(seen).not.toContain(state);
    });
  }

  it('niagara: the others’ secret paddle cards are sampled, not searched, and the bot still picks its own card', () => {
    const s = niagara.setup({ players: 4, seed: 'simul' });
    expect(niagara.toAct(s).length).toBe(4); // everyone chooses a card at the same time
    const seat = 2;
    const stats: SearchStats[] = [];
    const a = ismcts(inputFor(niagara, s, seat, 'simul'), small, profileOf(niagara), { onSearch: (x) => stats.push(x) });
    expect(niagara.legalActions(s, seat).map(key)).toContain(key(a));
    // Each iteration passes the three other seats' hidden choices as sampled moves (more once rounds go by).
    expect(stats[0]!.sampled).toBeGreaterThanOrEqual(3 * (small.iterations - 1));
    // A seat that already chose in secret: the bot that chooses next gets a view without that card, and its move
    // does not depend on what the card was.
    const first = niagara.legalActions(s, 0)[0]!;
    const s1 = niagara.apply(s, 0, first).state;
    const other = niagara.legalActions(s, 0).find((x) => key(x) !== key(first) && x.type === first.type)!;
    const s2 = niagara.apply(s, 0, other).state;
    expect(niagara.view(s2, seat)).toEqual(niagara.view(s1, seat));
    expect(key(ismcts(inputFor(niagara, s1, seat, 'x'), small, profileOf(niagara)))).toBe(key(ismcts(inputFor(niagara, s2, seat, 'x'), small, profileOf(niagara))));
  });

  it('a game with no profile: several seats to act at once count as a secret choice (fixture Sealed Bids)', () => {
    const s = secretGame.setup({ players: 3, seed: 'bids' });
    const stats: SearchStats[] = [];
    const a = ismcts(inputFor(secretGame, s, 1, 'b'), small, profileOf(secretGame), { onSearch: (x) => stats.push(x) });
    expect(secretGame.legalActions(s, 1)).toContainEqual(a);
    expect(stats[0]!.sampled).toBeGreaterThan(0);
  });

  it('the time cap is a safety net: with a clock past it the search stops early and says so', () => {
    const { game, state, seat } = midGame('nile', 10, 'cap');
    let t = 0;
    const stats: SearchStats[] = [];
    // A fake clock that jumps a second per reading: the cap (under a second) is passed at the first check.
    const bot = searchBot({ ...small, iterations: 10_000 }, { now: () => (t += 1000), onSearch: (x) => stats.push(x) });
    const a = bot(inputFor(game, state, seat, 'c'));
    expect(game.legalActions(state, seat).map(key)).toContain(key(a));
    expect(stats[0]!.capped).toBe(true);
    expect(stats[0]!.iterations).toBeLessThan(10_000);
  });

  for (const id of GAME_IDS) {
    it(`${id}: looking a cycle ahead, the others' moves are played by the rollout policy; still legal and seeded`, () => {
      const { game, state, seat } = midGame(id, 12, `ahead-${id}`);
      const cfg: SearchConfig = { ...small, lookahead: 1, rolloutDepth: 40, opponents: 'policy' };
      const stats: SearchStats[] = [];
      const run = (seed: string) => ismcts(inputFor(game, state, seat, seed), cfg, profileOf(game), { onSearch: (x) => stats.push(x) });
      const a = run('ahead');
      expect(game.legalActions(state, seat).map(key)).toContain(key(a));
      expect(key(run('ahead'))).toBe(key(a));
      expect(stats[0]!.policyMoves).toBeGreaterThan(0);
      expect(stats[0]!.policyMoves).toBe(stats[1]!.policyMoves);
    });
  }

  it('a level that settles for a good move (final temperature) still replays the same move for the same seed', () => {
    const { game, state, seat } = midGame('nile', 14, 'temperature');
    const cfg: SearchConfig = { ...small, finalTemperature: 1 };
    const picks = new Set<string>();
    for (const seed of ['t1', 't2', 't3', 't4', 't5', 't6']) {
      const a = key(ismcts(inputFor(game, state, seat, seed), cfg, profileOf(game)));
      expect(key(ismcts(inputFor(game, state, seat, seed), cfg, profileOf(game)))).toBe(a);
      picks.add(a);
    }
    for (const p of picks) expect(game.legalActions(state, seat).map(key)).toContain(p);
    // …and the draw does vary with the seed (at temperature 0 it is the most visited move every time).
    expect(picks.size).toBeGreaterThan(1);
  });

  it('niagara: cached world states survive forced moves between two of the bot\'s own decisions (whole game)', () => {
    // A canoe move can be followed by a forced one before the bot's next node: the tree must not take the state after
    // the edge for the state at that node (it once played a paddle card in phase 2).
    const cfg: SearchConfig = { ...small, iterations: 40 };
    const bot = searchBot(cfg);
    const g = playGame(niagara, { players: 3, seed: 'forced', bots: [bot, bot, bot], keepRecord: false, maxActions: 400 });
    expect(g.actions).toBeGreaterThan(100);
  });

  it('levels by name: easy, normal and hard exist next to the old random and greedy', () => {
    expect(Object.keys(bots)).toEqual(expect.arrayContaining(['random', 'greedy', 'easy', 'normal', 'hard']));
    expect(SEARCH_LEVELS.hard.iterations).toBeGreaterThan(SEARCH_LEVELS.normal.iterations);
    const { game, state, seat } = midGame('nefertiti', 12, 'levels');
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const a = levelBot(level)(inputFor(game, state, seat, level));
      expect(game.legalActions(state, seat).map(key)).toContain(key(a));
    }
  });
});
