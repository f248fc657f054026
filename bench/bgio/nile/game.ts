/**
 * NILE as a boardgame.io 0.50.2 Game: G from rules.ts, one move per action type, the turn's flood in `turn.onBegin`,
 * `endTurn` after plant / speculate / pass, the end in `endIf`, and `ai.enumerate` for bots. Randomness from
 * boardgame.io's `random` plugin, unless `chanceFor` gives the check's own.
 */
import type { Game, Ctx } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { checkEnd, drawTwo, finalResult, plant, revealFlood, setupG, trade, type Chance, type NileG } from './rules';
import { enumerate, payable, plantable, speculable, type Pay } from './legal';

type RandomApi = { Shuffle<T>(deck: T[]): T[]; Die(spots: number): number };

/** Chance from boardgame.io's random plugin. */
const pluginChance = (random: RandomApi): Chance => ({ shuffle: (cards) => random.Shuffle(cards), below: (n) => random.Die(n) - 1 });

export function nileGame(chanceFor?: () => Chance): Game<NileG> {
  const chance = (random: RandomApi): Chance => chanceFor?.() ?? pluginChance(random);
  type Fn = { G: NileG; random: RandomApi; events: { endTurn(): void } };
  /** Plant, speculate and pass end the turn: draw 2, then the next seat (unless that draw ended the game). */
  const finishTurn = ({ G, random, events }: Fn): void => {
    drawTwo(G, chance(random));
    if (!checkEnd(G)) events.endTurn();
  };
  return {
    name: 'nile',
    setup: ({ ctx, random }) => setupG(ctx.numPlayers, chance(random)),
    moves: {
      market: ({ G, random }, pay: Pay[]) => {
        const p = payable(G, pay);
        if (!p) return INVALID_MOVE;
        trade(G, 'market', p, chance(random));
        checkEnd(G);
      },
      offering: ({ G, random }, pay: Pay[]) => {
        const p = payable(G, pay);
        if (!p) return INVALID_MOVE;
        trade(G, 'offering', p, chance(random));
        checkEnd(G);
      },
      plant: (fn, crops: Record<string, number>) => {
        const counts = plantable(fn.G, crops);
        if (!counts) return INVALID_MOVE;
        plant(fn.G, counts);
        finishTurn(fn);
      },
      speculate: (fn, cards: string[]) => {
        const idx = speculable(fn.G, cards);
        if (!idx) return INVALID_MOVE;
        for (const c of idx) {
          fn.G.hands[fn.G.active]![c]!--;
          fn.G.specs[fn.G.active]!.push(c);
        }
        finishTurn(fn);
      },
      pass: finishTurn,
    },
    turn: {
      order: { first: ({ G }) => G.first, next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers },
      onBegin: ({ G, ctx, random }) => {
        G.active = Number(ctx.currentPlayer);
        revealFlood(G, chance(random));
        checkEnd(G);
      },
    },
    endIf: ({ G }) => (G.over ? finalResult(G) : undefined),
    ai: { enumerate: (G: NileG, _ctx: Ctx) => enumerate(G) },
  };
}
