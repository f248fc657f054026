/**
 * Nefertiti's log at the game's end: each player's end-of-game points come with their total (points scored during play
 * included), the figure the final scoring and the results show, in every language; a player who scored nothing
 * during play gets the end's points alone (the same figure twice said nothing more).
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../engine/core/rng';
import { nefertiti } from '../../engine/nefertiti';
import type { NefertitiEvent } from '../../engine/nefertiti/events';
import { LANGUAGES, resources } from '../../renderer/i18n';
import { nefLogLine } from '../../renderer/ui/nefertiti/logText';

/** The final `scored` events of a seeded random 3-player game played to its end. */
function finalScores(seed: string): Extract<NefertitiEvent, { type: 'scored' }>[] {
  const rng = createRng(seed);
  let state = nefertiti.setup({ players: 3, seed });
  for (let seat = nefertiti.toAct(state)[0]; seat !== undefined; seat = nefertiti.toAct(state)[0]) {
    const r = nefertiti.apply(state, seat, pick(rng, nefertiti.legalActions(state, seat)));
    state = r.state;
    const finals = r.events.flatMap((e) => (e.type === 'scored' && e.reason === 'final' ? [e] : []));
    if (finals.length) return finals;
  }
  throw new Error('the game ended without its final scoring');
}

const names = { card: (id: string) => id, market: (id: string) => id, character: (id: string) => id };

describe("Nefertiti's log at the end", () => {
  const finals = finalScores('log-final');

  it('has a line per player, whose total is the scoring table\'s', () => {
    expect(finals).toHaveLength(3);
    // This game is chosen so that one player scored during play and another did not: both lines are read.
    expect(finals.some((e) => e.breakdown!.total !== e.points)).toBe(true);
    expect(finals.some((e) => e.breakdown!.total === e.points)).toBe(true);
  });

  it.each(LANGUAGES)('%s: names the end\'s points and the total', async (lng) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
    for (const e of finals) {
      // Names without digits: every figure in the line is a score.
      const line = nefLogLine(i18n.t, e, (s) => `Seat ${'ABCDE'[s]}`, names)!.text;
      expect(line).toContain(`Seat ${'ABCDE'[e.seat]}`);
      expect(line).not.toMatch(/\{\{|undefined/);
      // Each figure as often as it is a distinct one: the total beside the end's points only where they differ.
      const figures = line.match(/\d+/g) ?? [];
      expect(figures).toEqual(e.breakdown!.total === e.points ? [String(e.points)] : [String(e.points), String(e.breakdown!.total)]);
    }
  });
});
