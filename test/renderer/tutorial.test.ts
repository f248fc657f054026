/**
 * Tutorials: every script replays on its engine, and the runner plays one through the real host
 * (the in-page host: bots on this thread), the learner's moves taken from the emphasis as a table would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../engine/core/types';
import { games } from '../../engine/games';
import { Session } from '../../client/session';
import { InPageTransport } from '../../renderer/net/inpage/transport';
import { useEmphasis } from '../../renderer/scenes/common/emphasis';
import { sameAction } from '../../renderer/scenes/common/emphasisTargets';
import { TutorialRunner } from '../../renderer/tutorial/runner';
import { scriptedSeats, type TutorialScript } from '../../renderer/tutorial/script';
import { tutorialFor } from '../../renderer/tutorial/scripts';
import { GAME_IDS, GAME_UI } from '../../renderer/ui/game/registry';
import { openTutorialMatch, TUTORIAL_BOT } from '../../renderer/tutorial/start';
import type { TutorialRun } from '../../renderer/tutorial/store';
import en from '../../renderer/i18n/locales/en/tutorial.json';
import { RecordingBots } from '../host/recording-bots';

const scripts: TutorialScript[] = GAME_IDS.flatMap((id) => GAME_UI[id].tutorial ?? []);

describe('tutorial scripts', () => {
  it.each(scripts.map((s) => [s.game, s] as const))('%s: every scripted move is legal for its seat, in order, from the seed', (_, script) => {
    const game: AnyGame = games[script.game]!;
    let state = game.setup({ players: script.players, seed: script.seed, options: script.options });
    for (const [i, step] of script.steps.entries()) {
      if (step.kind === 'explain') continue;
      const seat = step.kind === 'do' ? script.player : step.seat;
      expect(game.toAct(state), `step ${i + 1}`).toContain(seat);
      expect(game.legalActions(state, seat).some((a: typeof step.action) => sameAction(a, step.action)), `step ${i + 1}: ${JSON.stringify(step.action)}`).toBe(true);
      state = game.apply(state, seat, step.action).state;
    }
    expect(game.toAct(state)).not.toContain(script.player); // the last move handed the turn on: the bot plays next
  });

  it.each(scripts.map((s) => [s.game, s] as const))('%s: every text is translated', (_, script) => {
    const texts: Record<string, unknown> = en;
    const at = (key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? Reflect.get(o, k) : undefined), texts);
    for (const step of script.steps) if (step.kind !== 'opponent') expect(typeof at(step.text), step.text).toBe('string');
  });
});

let session: Session | null = null;
afterEach(() => {
  session?.close();
  session = null;
  useEmphasis.getState().set(null);
});

async function open(script: TutorialScript) {
  const bots = new RecordingBots();
  session = new Session(new InPageTransport({ botDelayMs: 0, bots }));
  await session.connect();
  const match = await openTutorialMatch(session, script, Array.from({ length: script.players }, (_, i) => `P${i}`));
  const runs: TutorialRun[] = [];
  const runner = new TutorialRunner(session, match, script, { publish: (r) => runs.push(r), opponentDelayMs: () => 0 });
  return { s: session, match, runner, runs, bots, last: () => runs[runs.length - 1]! };
}

const until = async (cond: () => boolean, ms = 15_000) => {
  for (const t0 = Date.now(); !cond(); await new Promise((r) => setTimeout(r, 2))) if (Date.now() - t0 > ms) throw new Error('timed out');
};

/** Plays a script through the host as a table would (the learner's moves are the emphasised ones); returns the texts shown. */
async function playThrough(script: TutorialScript) {
  const { s, match, runner, runs, bots, last } = await open(script);
  const texts = new Set<string>();
  for (let guard = 0; guard < 200 && !last().last; guard++) {
    await until(() => last().canNext || last().last || !!last().error || (last().text !== null && !!useEmphasis.getState().emphasis?.actions.length));
    expect(last().error).toBeNull();
    if (last().text) texts.add(last().text!);
    if (last().canNext) {
      // Explaining: everything is held back.
      expect(useEmphasis.getState().emphasis).toMatchObject({ source: 'tutorial', actions: [], only: true });
      runner.next();
    } else if (!last().last) {
      const e = useEmphasis.getState().emphasis!;
      expect(e.only).toBe(true);
      const seq = s.snapshot(match, script.player)!.seq;
      s.act(match, script.player, e.actions[0]!);
      await until(() => s.snapshot(match, script.player)!.seq > seq && (last().text === null || runs.length > 0));
      await until(() => useEmphasis.getState().emphasis?.actions[0] !== e.actions[0] || last().canNext || last().last);
    }
  }
  return { s, match, runner, bots, last, texts };
}

describe('tutorial runner', () => {
  // NILE: the stand-in bot plays seat 1; Niagara: simultaneous cards, the learner moving twice in a row, two bots.
  it.each([
    ['nile', 11],
    ['banks', 17],
    ['niagara', 23],
    ['nefertiti', 12],
  ] as const)('%s: plays the script through the host, the learner following the emphasis, then the bots take the other seats', async (game, steps) => {
    const script = tutorialFor(game);
    if (!script) throw new Error(`${game} has no tutorial`);
    const { s, match, runner, bots, last, texts } = await playThrough(script);
    expect(bots.asked).toEqual([]); // the script played every other seat
    expect(last()).toMatchObject({ last: true, error: null, step: steps, total: steps });
    expect(texts.size).toBe(steps);
    const seq = s.snapshot(match, script.player)!.seq;
    runner.finish();
    expect(useEmphasis.getState().emphasis).toBeNull();
    expect(last().free).toBe(true);
    // The seats' stand-in, the easy bot, now plays them: the learner's turn comes back.
    await until(() => {
      const snap = s.snapshot(match, script.player)!;
      return snap.seq > seq && snap.toAct.includes(script.player);
    });
    const played = scriptedSeats(script).filter((seat) => bots.botsFor(seat).length > 0);
    expect(played.length).toBeGreaterThan(0);
    for (const seat of played) expect(bots.botsFor(seat)).toEqual([TUTORIAL_BOT]);
    expect(TUTORIAL_BOT).toBe('easy');
  });

  it('stops with an error, instead of drifting, when the game no longer matches the script', async () => {
    const script = GAME_UI.nile.tutorial;
    if (!script) throw new Error('NILE has no tutorial');
    const wrong = { type: 'speculate', cards: ['LF'] }; // the learner holds no such card at the start
    const broken: TutorialScript = { ...script, steps: [{ kind: 'do', text: 'nile.plant', action: wrong }] };
    const { last } = await open(broken);
    await until(() => !!last().error);
    expect(last().error).toMatch(/not legal for seat 0/);
    expect(useEmphasis.getState().emphasis).toBeNull();
  });
});
