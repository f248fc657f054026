/** The end of a tutorial names who the learner plays on against: each opponent, by the name the table shows. */
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n, LANGUAGES } from '../../renderer/i18n';
import { tutorialFor } from '../../renderer/tutorial/scripts';
import { tutorialNames } from '../../renderer/tutorial/start';
import { opponentsOf } from '../../renderer/ui/tutorial/TutorialPanel';

describe('the end of a tutorial', () => {
  const i18n = initI18n('en');
  afterAll(() => void i18n.changeLanguage('en'));
  const t = i18n.t.bind(i18n);

  it('names both opponents of a three-player tutorial, and the one of a two-player tutorial, in every language', async () => {
    await i18n.changeLanguage('en');
    const two = opponentsOf(t, 'en', [1, 2], ['Player 1', 'Opponent 1', 'Opponent 2']);
    expect(t('tutorial.done', { ...two })).toContain('they take over Opponent 1 and Opponent 2 from here');
    expect(t('tutorial.finish', { count: two.count })).toBe('Finish the game against easy bots');
    const one = opponentsOf(t, 'en', [1], ['Player 1', 'Opponent 1']);
    expect(t('tutorial.done', { ...one })).toContain('it takes over Opponent 1 from here');
    expect(t('tutorial.finish', { count: one.count })).toBe('Finish the game against an easy bot');
    // A seat the table has no name for is "Opponent n".
    expect(opponentsOf(t, 'en', [1, 2], undefined).names).toBe('Opponent 1 and Opponent 2');
    for (const lang of LANGUAGES) {
      await i18n.changeLanguage(lang);
      const text = t('tutorial.done', { ...opponentsOf(t, lang, [1, 2], ['Ann', 'Ra', 'Nut']) });
      expect(text, lang).toContain('Ra');
      expect(text, lang).toContain('Nut');
      expect(text, lang).not.toMatch(/tutorial\.|\{\{/);
      expect(t('tutorial.finish', { count: 2 }), lang).not.toMatch(/tutorial\./);
    }
  });

  it('names the seats in the language shown (the match stores none: a language switch renames them)', async () => {
    const script = tutorialFor('niagara')!;
    await i18n.changeLanguage('en');
    expect(tutorialNames(t, script)).toEqual(['Player 1', 'Opponent 1', 'Opponent 2']);
    await i18n.changeLanguage('fr');
    const fr = tutorialNames(t, script);
    expect(fr).toHaveLength(3);
    expect(fr[1]).not.toBe('Opponent 1');
    expect(fr.join()).not.toMatch(/tutorial\.|newGame\./);
    await i18n.changeLanguage('en');
  });
});
