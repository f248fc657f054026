/**
 * Every table through the table kit's one probe and the one driver: ten decisions of each game by clicks
 * (`playDecision`), no console warning or error on the way.
 */
import { describe, expect, it } from 'vitest';
import { consoleProblems, easyBots, e2eEnv, newGame, openHome } from './harness';
import { playDecisions, seeded, table } from './table';

const env = e2eEnv();

describe('every table through the kit', () => {
  it.each(['nile', 'niagara', 'banks', 'nefertiti'])('%s: ten decisions by clicks', async (game) => {
    const page = await openHome(env, {}, '&anim=fast');
    const problems = consoleProblems(page);
    await newGame(page, game, [{ kind: 'you', name: 'Ann' }, ...easyBots(2)], { seed: `smoke-${game}` });
    expect(await playDecisions(page, 10, { rnd: seeded(7) })).toBe(10);
    expect((await table(page)).game).toBe(game);
    expect(problems()).toEqual([]);
  }, 120_000);
});
