import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../electron/cli/buildApp';
import { DOC_SHOTS, type DecisionShot } from '../../electron/cli/docs-shots/shots';
import { easyBot } from '../../engine/ai';
import { playGame, type Bot } from '../../engine/core/play';
import { getGame } from '../../engine/games';

/** The seq at which the pictured seat (a guest's: 1) first has the shot's decision in a game of easy bots (playGame), or null if it never does. */
function firstDecision(shot: DecisionShot, seed: string): number | null {
  let seq = 0;
  let met: number | null = null;
  const pictured = shot.guest ? 1 : 0;
  const bot: Bot = (input) => {
    if (met === null && input.seat === pictured && seq >= shot.after && shot.when(new Set(input.legal.map((a) => a.type)))) met = seq;
    seq++;
    return easyBot(input);
  };
  playGame(getGame(shot.game), { players: shot.players, seed, bots: Array.from({ length: shot.players }, () => bot), keepRecord: false });
  return met;
}

describe('shots:docs', () => {
  it.each(DOC_SHOTS.map((s) => [s.name, s] as const))('%s is shown in the README or docs/playing.md', (name) => {
    const docs = ['README.md', 'docs/playing.md'].map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    expect(docs).toContain(`screenshots/${name}.png`);
  });

  const decisions = DOC_SHOTS.flatMap((s) => (s.moment === 'decision' ? [[s.name, s] as const] : []));
  it.each(decisions)('%s: the pictured seat comes to the decision it shows in a real game', (_, shot) => {
    // The seat's kinds are the engine's own action types (a misspelt kind is never met): two seeds, easy bots all round.
    for (const seed of ['docs-a', 'docs-b']) expect(firstDecision(shot, seed), seed).not.toBeNull();
  });
});
