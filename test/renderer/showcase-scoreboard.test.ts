/** The kiosk's scoreboard names each game's own score (NILE's smallest pile, Niagara's gems…), as the results screen does, in four languages. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../renderer/i18n';
import { LastGame } from '../../renderer/showcase/Scoreboard';
import type { GameResult } from '../../renderer/showcase/store';

const result = (game: string, scores: number[]): GameResult => ({ game, players: scores.length, options: {}, names: scores.map((_, i) => `P${i}`), scores, winners: [0], seq: 40, captions: 12 });

const board = (last: GameResult) => renderToStaticMarkup(createElement(LastGame, { last }));

describe('showcase scoreboard', () => {
  afterEach(async () => {
    await initI18n('en').changeLanguage('en');
  });

  it.each([
    ['nile', 'Smallest pile: 3'],
    ['niagara', 'Gems landed: 3'],
    ['nefertiti', 'Prestige: 3'],
    ['banks', 'Points: 3'],
  ])('%s: "%s"', (game, words) => {
    initI18n('en');
    expect(board(result(game, [3, 1]))).toContain(words);
  });

  it('in every language, the game\'s own word and no key or placeholder', async () => {
    const i18n = initI18n('en');
    for (const [lang, word] of [['fr', 'Plus petit tas'], ['de', 'Kleinster Stapel'], ['ja', '最小の山']] as const) {
      await i18n.changeLanguage(lang);
      const html = board(result('nile', [3, 1]));
      expect(html).toContain(word);
      expect(html).not.toMatch(/showcase\.|results\.|\{\{/);
    }
  });
});
