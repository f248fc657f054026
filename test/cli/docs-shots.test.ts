import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../electron/cli/buildApp';
import { DOC_SHOTS } from '../../electron/cli/docs-shots/shots';
import { easyBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import type { AnyGame } from '../../engine/core/types';
import { getGame } from '../../engine/games';

/** The seq at which seat 0 first has the shot's decision in a game of easy bots, or null if the game ends first. */
function firstDecision(game: AnyGame, players: number, seed: string, after: number, when: (k: ReadonlySet<string>) => boolean): number | null {
  const rng = createRng(seed);
  let s = game.setup({ players, seed });
  for (let seq = 0; seq < 5000; seq++) {
    const seat = game.toAct(s)[0];
    if (seat === undefined) return null;
    const legal = game.legalActions(s, seat) as { type: string }[];
    if (seat === 0 && seq >= after && when(new Set(legal.map((a) => a.type)))) return seq;
    s = game.apply(s, seat, easyBot({ game, view: game.view(s, seat), seat, legal, rng, players })).state;
  }
  return null;
}

describe('shots:docs', () => {
  it.each(DOC_SHOTS.map((s) => [s.name, s] as const))('%s is shown in the README or docs/playing.md', (name) => {
    const docs = ['README.md', 'docs/playing.md'].map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    expect(docs).toContain(`screenshots/${name}.png`);
  });

  const decisions = DOC_SHOTS.flatMap((s) => (s.moment === 'decision' ? [[s.name, s] as const] : []));
  it.each(decisions)('%s: seat 0 comes to the decision it shows in a real game', (_, shot) => {
    // Seat 0's kinds are the engine's own action types (a misspelt kind is never met): two seeds, easy bots all round.
    for (const seed of ['docs-a', 'docs-b']) expect(firstDecision(getGame(shot.game), shot.players, seed, shot.after, shot.when), seed).not.toBeNull();
  });
});
