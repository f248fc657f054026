/**
 * The results in words (each game's `GameUi.resultWords`): real finished games, played by bots from a seed, say who
 * won, by which condition, by how much over the next place, and what broke a tie when one did — in English and in
 * another language, with no raw key, engine field or JSON reaching the screen.
 */
import { describe, expect, it } from 'vitest';
import { banks } from '../../engine/banks';
import { nefertiti } from '../../engine/nefertiti';
import { niagara } from '../../engine/niagara';
import { nile } from '../../engine/nile';
import { greedyBot } from '../../engine/ai';
import { playGame } from '../../engine/core/play';
import type { AnyGame, Outcome } from '../../engine/core/types';
import { i18next, initI18n, LANGUAGES, type Language } from '../../renderer/i18n';
import type { FinishedGame, ResultWords } from '../../renderer/ui/game/gameUi';
import { GAME_UI } from '../../renderer/ui/game/registry';
import { noWinner, winnerText } from '../../renderer/ui/results/standing';

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dan'];

/** A whole game of greedy bots from `seed`, as the results screen gets it. */
function finished(game: AnyGame, seed: string, players: number, options: Record<string, unknown> = {}): FinishedGame {
  const g = playGame<unknown>(game, { players, seed, options, bots: Array.from({ length: players }, () => greedyBot), keepRecord: false });
  expect(g.capped, `${game.id} ${seed} ends by the rules`).toBe(false);
  const outcome: Outcome | null = game.outcome(g.final);
  if (!outcome) throw new Error(`${game.id} ${seed}: no outcome`);
  return { outcome, names: NAMES.slice(0, players), setup: { players, options } };
}

initI18n('en');
const wordsOf = (id: keyof typeof GAME_UI, f: FinishedGame, lang: Language = 'en'): ResultWords => GAME_UI[id].resultWords(i18next.getFixedT(lang), f);

/** Every line and seat phrase: no placeholder, key path, JSON or undefined left in it. */
function clean(w: ResultWords, where: string): void {
  for (const s of [...w.lines, ...w.seats.flat()]) {
    expect(s.trim(), where).not.toBe('');
    expect(s, where).not.toMatch(/[{}"[\]]|undefined|NaN|results\./);
  }
}

describe('results in words', () => {
  it('NILE: the smallest pile decides, by how many cards; a level smallest pile is parted pile by pile', () => {
    const margin = finished(nile, 'rw-0', 3); // Ann [1,3,3,3,3] over Bob [0,…]
    expect(wordsOf('nile', margin).lines).toEqual([
      "The smallest storage pile decides: Ann's smallest pile held 1 card (Lettuce).",
      "1 card more than Bob's smallest pile, the next best.",
    ]);
    expect(wordsOf('nile', margin).seats).toEqual([['weakest crop Lettuce: 1 card'], ['weakest crop Papyrus: 0 cards'], ['weakest crop Papyrus: 0 cards']]);
    const fifth = finished(nile, 'rw-4', 3); // Bob [1,1,2,3,5] over Cleo [1,1,2,3,4]
    expect(wordsOf('nile', fifth).lines[1]).toBe("Cleo's smallest pile held as many (1): the piles were compared upwards, and pile 5 from the smallest decided, 5 to 4.");
    expect(wordsOf('nile', fifth, 'ja').lines).toEqual(['倉庫でいちばん少ない山で決まります。Bobの最小の山は1枚（レタス）でした。', 'Cleoの最小の山も同じ1枚でした。少ない順に山を比べ、5番目の山で決まりました：5対4。']);
    const second = finished(nile, 'rw-8', 3); // Cleo [2,3,…] over Bob [2,2,…]
    expect(wordsOf('nile', second).lines[1]).toMatch(/^Bob's smallest pile held as many \(2\).*pile 2 from the smallest decided, 3 to 2\.$/);
  });

  it('NILE: identical piles share the win, or are played again under the French rule', () => {
    // Identical piles are too rare for a seed to find: an outcome as the engine makes it for them.
    const piles = { piles: [2, 3, 3, 4, 4], storage: { P: 2, W: 3, L: 3, C: 4, F: 4 } };
    const outcome: Outcome = { places: [1, 1, 3], scores: [2, 2, 1], winners: [], tiebreak: [piles, piles, { piles: [1, 2, 2, 2, 9], storage: { P: 1, W: 2, L: 2, C: 2, F: 9 } }], note: 'replay' };
    const f = { outcome, names: NAMES.slice(0, 3), setup: { players: 3 } };
    expect(wordsOf('nile', f).lines).toEqual(['Ann & Bob have exactly the same piles, the smallest with 2 cards: the rules say to play again.', "1 card more than Cleo's smallest pile, the next best."]);
    expect(wordsOf('nile', { ...f, outcome: { ...outcome, winners: [0, 1], note: undefined } }, 'de').lines[0]).toBe('Ann & Bob haben genau dieselben Stapel, der kleinste mit 2 Karten: Sie teilen sich den Sieg.');
  });

  it('Niagara: the victory condition met, how near the next seat came, and each seat per condition', () => {
    const same = finished(niagara, 'rw-0', 3);
    expect(wordsOf('niagara', same).lines).toEqual(['Bob was first to meet a victory condition: 4 gems of one colour.', 'Cleo came closest: 2 gems short of 4 gems of one colour.']);
    // A count and its goal stay on one line (no-break spaces): "1 of 5" is never cut after "of".
    expect(wordsOf('niagara', same).seats[1]).toEqual(['7 gems: 4\u00a0of\u00a07', '4 of one colour: met', 'all 5 colours: 1\u00a0of\u00a05']);
    const any = finished(niagara, 'rw-4', 3);
    expect(wordsOf('niagara', any).lines).toEqual(['Bob was first to meet a victory condition: 7 gems of any colours.', 'Cleo came closest: 1 gem short of 7 gems of any colours.']);
    expect(wordsOf('niagara', any, 'ja').lines[0]).toBe('Bobが最初に勝利条件を満たしました：好きな色の宝石7つ。');
  });

  it('Niagara: several seats meeting a condition in the last round share the win, or are parted by the tie rule', () => {
    expect(wordsOf('niagara', finished(niagara, 'rw-31', 3)).lines[0]).toBe('Ann & Cleo met a victory condition in the same round: they share the win.');
    const gems = finished(niagara, 'rw-31', 3, { tieBreak: 'mostGemsThenFirst' });
    expect(wordsOf('niagara', gems).lines).toEqual(['Cleo met a victory condition: 4 gems of one colour.', 'Ann met one in the same round too: more gems landed broke the tie, 5 to 4.']);
    const value = finished(niagara, 'rw-44', 3, { tieBreak: 'gemValue' });
    expect(wordsOf('niagara', value).lines).toEqual(['Cleo met a victory condition: one gem of each of the 5 colours.', "Ann met one in the same round too: the gems' value broke the tie, 16 to 4."]);
    expect(wordsOf('niagara', value, 'fr').lines[1]).toBe('Ann en a aussi rempli une dans la même manche : la valeur des gemmes a départagé, 16 contre 4.');
  });

  it('An den Ufern des Nils: the pawn that reached the obelisk, points ahead; level pawns parted by markers lost', () => {
    const won = finished(banks, 'rw-0', 3);
    expect(wordsOf('banks', won).lines).toEqual(["Ann's pawn reached the obelisk on space 19, with 23 points.", '8 points ahead of Cleo, who came next.']);
    expect(wordsOf('banks', won).seats).toEqual([
      ['reached the obelisk', '5 markers lost'],
      ['6 spaces short of the obelisk', '6 markers lost'],
      ['4 spaces short of the obelisk', '9 markers lost'],
    ]);
    expect(wordsOf('banks', won, 'de').lines[1]).toBe('8 Punkte vor Cleo (nächster Platz).');
    const tie = finished(banks, 'rw-62', 4); // Dan and Cleo on 24: 1 marker lost to 5
    expect(wordsOf('banks', tie).lines).toEqual(["Dan's pawn reached the obelisk on space 24, with 24 points.", 'Cleo also had 24 points: fewer markers lost broke the tie, 1 to 5.']);
    expect(wordsOf('banks', tie).seats[3]).toEqual(['reached the obelisk', '1 marker lost']);
    const shared = finished(banks, 'rw-24', 4);
    expect(wordsOf('banks', shared).lines).toEqual(['Bob & Cleo finished level on 23 points with as many markers lost (4): they share the win.', '1 point ahead of Dan, who came next.']);
  });

  it('Nefertiti: prestige and where it came from, points more than the next; level totals parted by Deben left', () => {
    // The seeds were picked for their endings under rules version 1, whose Vizier was the stand-in.
    const v1 = { vizierEffect: 'standIn' };
    const won = finished(nefertiti, 'rw-0', 3, v1);
    expect(wordsOf('nefertiti', won).lines).toEqual(['Bob scored 120 prestige points: 100 from gifts, 15 from seals, 5 from Deben.', '37 points more than Ann, who came next.']);
    expect(wordsOf('nefertiti', won, 'ja').lines[0]).toBe('Bobの名声は120点：贈り物で100点、印章で15点、デベンで5点。');
    const tie = finished(nefertiti, 'rw-36', 4, v1); // Cleo and Bob on 88: 12 Deben left to 4
    expect(wordsOf('nefertiti', tie).lines[1]).toBe('Bob also scored 88 points: more Deben left broke the tie, 12 to 4.');
    expect(wordsOf('nefertiti', tie).seats[2]?.at(-1)).toBe('12 Deben left');
    expect(wordsOf('nefertiti', won).seats[1]).toEqual(['100 from gifts', '15 from seals', '5 from Deben']);
    const shared = finished(nefertiti, 'rw-27', 4, v1);
    expect(wordsOf('nefertiti', shared).lines[0]).toBe('Ann & Cleo finished level on 78 points with as many Deben left (1): they share the win.');
  });

  it('words every seat of every game in every language, with nothing raw left', () => {
    const games = [
      ['nile', finished(nile, 'rw-0', 3)],
      ['banks', finished(banks, 'rw-0', 3)],
      ['niagara', finished(niagara, 'rw-44', 3, { tieBreak: 'gemValue' })],
      ['nefertiti', finished(nefertiti, 'rw-36', 4)],
    ] as const;
    for (const [id, f] of games) {
      for (const lang of LANGUAGES) {
        const w = wordsOf(id, f, lang);
        expect(w.seats).toHaveLength(f.names.length);
        expect(w.lines.length).toBeGreaterThan(1);
        clean(w, `${id} ${lang}`);
      }
    }
  });
});

describe('the winner line (results headline and game-over cover)', () => {
  const o = (winners: number[], note?: string): Outcome => ({ places: [1, 2, 3], scores: [0, 0, 0], winners, tiebreak: [], ...(note ? { note } : {}) });
  it('names one winner, a shared win, and why nobody won, in each language', () => {
    for (const lang of LANGUAGES) {
      const t = i18next.getFixedT(lang);
      const one = winnerText(t, o([2]), NAMES);
      expect(one, lang).toContain('Cleo');
      expect(one, lang).not.toMatch(/Ann|Bob/);
      const two = winnerText(t, o([0, 1]), NAMES);
      expect(two, lang).toMatch(/Ann.*Bob/);
      for (const note of ['replay', 'roundCap', 'stalemate', undefined]) {
        const none = winnerText(t, o([], note), NAMES);
        expect(none, `${lang} ${note}`).not.toMatch(/Ann|Bob|Cleo|results\.|undefined/);
        expect(noWinner(o([], note))).toBe(true);
      }
      // A seat without a name is "Seat n", never a blank.
      expect(winnerText(t, o([3]), NAMES.slice(0, 3)), lang).toMatch(/4/);
    }
    expect(winnerText(i18next.getFixedT('en'), o([0]), NAMES)).toBe('Ann wins!');
    expect(noWinner(o([0]))).toBe(false);
    expect(noWinner(o([0, 1], 'replay'))).toBe(true);
  });
});
