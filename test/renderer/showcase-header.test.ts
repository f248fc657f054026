/**
 * The kiosk's header follows the game (renderer/showcase/header.ts): for every game, seeded random games are played
 * and, after each move, the display the table would draw from the spectator's view goes through the kit's `round`
 * and `acting` (what the table publishes, `useShownTurn`) into the header's words: they say the engine's own round
 * (or turn) at that move, and whose turn it is by seat name, all game long (the bug: a caption stuck at "round 1").
 * And the scoreboard names the winner by name, colour and mark in every language, a tie naming every winner.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import { games } from '../../engine/games';
import type { BanksView } from '../../engine/banks';
import type { NefertitiView } from '../../engine/nefertiti';
import type { NiagaraView } from '../../engine/niagara';
import type { NileView } from '../../engine/nile';
import { LANGUAGES } from '../../renderer/i18n';
import { SEAT_PAINTS } from '../../renderer/scenes/common/marks';
import { displayFromView as banksDisplay } from '../../renderer/scenes/banks/model';
import { displayFromView as nefDisplay } from '../../renderer/scenes/nefertiti/model';
import { displayFromView as niagaraDisplay } from '../../renderer/scenes/niagara/model';
import { crewPaint } from '../../renderer/scenes/niagara/palette';
import { displayFromView as nileDisplay } from '../../renderer/scenes/nile/model';
import { headerWords, turnFacts } from '../../renderer/showcase/header';
import { paintWords, winnerLine } from '../../renderer/showcase/seatWords';
import type { GameResult } from '../../renderer/showcase/store';
import { banksTable } from '../../renderer/ui/banks/table';
import { nefertitiTable } from '../../renderer/ui/nefertiti/table';
import { niagaraTable } from '../../renderer/ui/niagara/table';
import { nileTable } from '../../renderer/ui/nile/table';
import type { ShownTurn } from '../../renderer/ui/table/shown';
import { translator } from './words';

const NAMES = ['Ra', 'Isis', 'Hapi', 'Thoth'];

/** Each game: what its table would publish from a spectator's view, and the engine's own count in that view. */
const CASES: { id: string; players: number; shown: (view: unknown) => ShownTurn; count: (view: unknown) => number | null }[] = [
  {
    id: 'nile',
    players: 3,
    shown: (v) => shownOf(nileTable, nileDisplay(v as NileView, null)),
    count: (v) => (v as NileView).turn,
  },
  {
    id: 'niagara',
    players: 3,
    shown: (v) => shownOf(niagaraTable, niagaraDisplay(v as NiagaraView, null)),
    count: (v) => (v as NiagaraView).round,
  },
  {
    id: 'banks',
    players: 2,
    shown: (v) => shownOf(banksTable, banksDisplay(v as BanksView)),
    count: (v) => ((v as BanksView).round === 0 ? null : (v as BanksView).round),
  },
  {
    id: 'nefertiti',
    players: 3,
    shown: (v) => shownOf(nefertitiTable, nefDisplay(v as NefertitiView)),
    count: (v) => (v as NefertitiView).turn,
  },
];

/** What GameTable publishes for a display (usePublishTurn). */
function shownOf<D extends { over: boolean }>(kit: { round(d: D): ShownTurn['round']; acting(d: D): number | null }, d: D): ShownTurn {
  return { round: kit.round(d), seat: d.over ? null : kit.acting(d) };
}

describe('the kiosk header', () => {
  it.each(CASES)('follows $id: the round (or turn) and whose turn of every move shown', async ({ id, players, shown, count }) => {
    const t = await translator('en');
    const game = games[id]!;
    let state = game.setup({ players, seed: `header/${id}` });
    const rng = createRng(`header/${id}/bots`);
    const rounds = new Set<number>();
    for (let n = 0; n < 600; n++) {
      const view = game.view(state, null);
      const turn = shown(view);
      const words = headerWords(t, 2, turn, NAMES);
      const facts = turnFacts(turn);
      expect(facts.round, `${id} move ${n}`).toBe(count(view));
      if (facts.round !== null) {
        rounds.add(facts.round);
        expect(words[1], `${id} move ${n}`).toBe(`${turn.round?.unit === 'round' ? 'Round' : 'Turn'} ${facts.round}`);
      }
      if (facts.seat !== null) expect(words.at(-1), `${id} move ${n}`).toBe(`${NAMES[facts.seat]}'s turn`);
      const seats = game.toAct(state);
      if (!seats.length) break;
      const seat = seats[0]!;
      const r = game.apply(state, seat, randomBot({ game, view: null, seat, legal: game.legalActions(state, seat), rng, players }));
      state = r.state;
    }
    expect(Math.max(...rounds), `${id}: the header went past the first round`).toBeGreaterThan(1);
  });
});

describe('the scoreboard winner', () => {
  const result = (winners: number[], game = 'nile'): GameResult => ({ game, players: 3, options: {}, names: ['Ra', 'Isis', 'Hapi'], scores: [3, 9, 9], winners, seq: 10, captions: 2 });

  it('names every player colour and mark in every language', async () => {
    for (const lang of LANGUAGES) {
      const t: TFunction = await translator(lang);
      for (const paint of [...SEAT_PAINTS, ...(['red', 'green', 'yellow', 'blue', 'brown'] as const).map(crewPaint)]) {
        const words = paintWords(t, paint);
        expect(words, `${lang} ${paint.colour}`).not.toMatch(/showcase\.|\{\{|other|autre|andere|その他/);
      }
    }
  });

  it('names the winner by name, colour and mark, and every winner of a tie', async () => {
    const en = await translator('en');
    expect(winnerLine(en, result([1]), 'en')).toBe('Winner: Isis (orange, triangle)');
    expect(winnerLine(en, result([1, 2]), 'en')).toBe('A tie! Winners: Isis (orange, triangle) and Hapi (purple, square)');
    expect(winnerLine(en, result([]), 'en')).toBe('No winner this time');
    expect(winnerLine(en, result([0], 'niagara'), 'en')).toMatch(/^Winner: Ra \(\w+, \w+\)$/);
    for (const lang of LANGUAGES) {
      const line = winnerLine(await translator(lang), result([1, 2]), lang);
      expect(line, lang).toMatch(/Isis.*Hapi/);
      expect(line, lang).not.toMatch(/showcase\.|\{\{/);
    }
  });
});
