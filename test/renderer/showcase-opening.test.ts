/** The kiosk's opening card: the next game's art and name over its table until the table has drawn, then fading. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initI18n, LANGUAGES } from '../../renderer/i18n';
import { OpeningCard } from '../../renderer/showcase/Opening';

describe('showcase opening card', () => {
  const i18n = initI18n('en');

  it('names the game and its players while the table is built, and fades once the table has drawn', async () => {
    await i18n.changeLanguage('en');
    const entry = { game: 'niagara', players: 3 };
    const building = renderToStaticMarkup(createElement(OpeningCard, { entry, drawn: false }));
    expect(building).toContain('<h1>Niagara</h1>');
    expect(building).toContain('Setting up the table for 3 players');
    expect(building).toContain('<svg');
    expect(building).not.toContain('sc-opening out');
    expect(renderToStaticMarkup(createElement(OpeningCard, { entry, drawn: true }))).toContain('sc-opening out');
  });

  it('is worded in every language', async () => {
    const lines = new Set<string>();
    for (const lang of LANGUAGES) {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(createElement(OpeningCard, { entry: { game: 'nile', players: 4 }, drawn: false }));
      expect(html).not.toContain('showcase.');
      expect(html).toContain('4');
      lines.add(html);
    }
    expect(lines.size).toBe(LANGUAGES.length);
    await i18n.changeLanguage('en');
  });
});
