import { describe, expect, it } from 'vitest';
import { hintMoves } from '../../../engine/ai/hints';
import { createRng } from '../../../engine/core/rng';
import type { Action } from '../../../engine/core/types';
import en from '../../../renderer/i18n/locales/en/hints.json';
import { decisionsAlong, type Decision } from './positions';

/**
 * The games played along, and kinds of decision each must meet on the way (so the boat being loaded, the tide, the
 * rot, the characters and their effects stay covered): every game, at several player counts, with the variants and
 * character sets that bring their own decisions.
 */
const GAMES: { id: string; players: number; options?: Record<string, unknown>; covers: string[] }[] = [
  { id: 'nile', players: 2, covers: ['market', 'offering', 'plant', 'speculate'] },
  { id: 'nile', players: 4, covers: ['market', 'offering', 'plant', 'speculate'] },
  { id: 'niagara', players: 3, covers: ['paddle', 'weather', 'buyBack'] },
  { id: 'niagara', players: 2, options: { twoColoursEach: true }, covers: ['paddle', 'weather', 'buyBack'] },
  { id: 'banks', players: 3, covers: ['openBoat', 'openSow', 'placeWater', 'removeWater', 'rot', 'buySeed', 'harvest'] },
  { id: 'banks', players: 4, options: { hippoAuction: true, startBidding: true, buyOthersSeeds: true, jokerHeals: 'any' }, covers: ['startBid', 'payBid', 'payHippo', 'heal'] },
  // The old Vizier stand-in names a type (chooseType); the default one scores at once.
  { id: 'nefertiti', players: 3, options: { vizierEffect: 'standIn' }, covers: ['character', 'chooseType', 'exchangeTake', 'steal', 'takeHalf'] },
  { id: 'nefertiti', players: 4, options: { characters: 'palaceIntrigues' }, covers: ['oracleSwap', 'oracleOrder', 'select', 'discard'] },
  { id: 'nefertiti', players: 5, options: { characters: 'raceForTheNile' }, covers: ['beggarFlip', 'tradeTake', 'wanderingThiefSwap'] },
  { id: 'nefertiti', players: 2, options: { characters: 'palaceIntrigues' }, covers: ['collectGift', 'spread', 'placeCollector'] },
];

/** Where a hinted move stands by its value right away (hints.ts rankNow): the last resort, not the game's own reason. */
const NOW_RANK = new Set(['nowBest', 'nowSecond', 'nowLeast']);

/** A reason the hint panel can word (its English text; the i18n test checks the other languages have it too). */
const worded = (code: string): boolean => code in en.reasons || `${code}_one` in en.reasons;

/** A short search (the reasons, not the ranking, are under test): it stops after this many iterations. */
const ITERATIONS = 60;

function hint(d: Decision, players: number, i: number) {
  const { game, state, seat } = d;
  let n = 0;
  const input = { game, view: game.view(state, seat), seat, legal: game.legalActions(state, seat) as Action[], rng: createRng(`mid/${i}`), players };
  return hintMoves(input, { aborted: () => ++n > ITERATIONS });
}

describe('mid-game hints: every suggestion has its own reasons, from its game', () => {
  for (const { id, players, options, covers } of GAMES) {
    it(`${id}, ${players} players ${JSON.stringify(options ?? {})}: each kind of decision along a game`, () => {
      const decisions = decisionsAlong(id, players, options);
      const met = new Set(decisions.flatMap((d) => d.kinds.split(',')));
      expect(covers.filter((k) => !met.has(k)), 'kinds of decision not met').toEqual([]);
      const bad: string[] = [];
      decisions.forEach((d, i) => {
        const moves = hint(d, players, i);
        const lines = moves.map((m) => JSON.stringify(m.reasons));
        const said = (m: (typeof moves)[number], j: number) => `${JSON.stringify(m.action)} => ${lines[j]}`;
        const unexplained = moves.some((m) => !m.reasons.some((r) => !NOW_RANK.has(r.code)));
        const unworded = moves.some((m) => m.reasons.some((r) => !worded(r.code)));
        if (unexplained || unworded || new Set(lines).size < moves.length) bad.push(`[${d.kinds}] ${moves.map(said).join(' | ')}`);
      });
      expect(bad).toEqual([]);
    });
  }
});
