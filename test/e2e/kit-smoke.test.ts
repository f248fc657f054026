import { describe, expect, it } from 'vitest';
import { consoleProblems, e2eEnv, newGame, openHome } from './harness';
import { playDecision, seeded, tableState } from './table';

const env = e2eEnv();

describe('every table through the kit', () => {
  it.each([['nile'], ['nefertiti']])('%s: ten decisions by clicks', async (game) => {
    const page = await openHome(env, {}, '&anim=fast');
    const problems = consoleProblems(page);
    await newGame(page, game, [{ kind: 'you', name: 'Ann' }, { kind: 'bot', bot: ['easy'] }, { kind: 'bot', bot: ['easy'] }], { seed: `smoke-${game}` });
    const rnd = seeded(7);
    for (let i = 0; i < 10; i++) if ((await playDecision(page, { rnd })) === 'over') break;
    expect((await tableState(page))?.game).toBe(game);
    expect(problems()).toEqual([]);
  }, 300_000);
});
