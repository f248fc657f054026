/** The table kit's notice while the host cannot save the match: its words in every language, and nothing otherwise. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n, LANGUAGES } from '../../renderer/i18n';
import { SavingNotice } from '../../renderer/ui/table/SavingNotice';

describe('saving notice', () => {
  const i18n = initI18n('en');
  afterAll(() => void i18n.changeLanguage('en'));

  it('says the disk is full, or that the game could not be saved, in every language; nothing while it is saved', async () => {
    const texts = new Set<string>();
    for (const lang of LANGUAGES) {
      await i18n.changeLanguage(lang);
      const full = renderToStaticMarkup(createElement(SavingNotice, { unsaved: 'disk-full' }));
      const failed = renderToStaticMarkup(createElement(SavingNotice, { unsaved: 'failed' }));
      expect(full).toContain('role="status"');
      expect(full).not.toContain('lifecycle.');
      expect(failed).not.toContain('lifecycle.');
      expect(full).not.toBe(failed);
      texts.add(full).add(failed);
      expect(renderToStaticMarkup(createElement(SavingNotice, { unsaved: null }))).toBe('');
    }
    expect(texts.size).toBe(LANGUAGES.length * 2);
    await i18n.changeLanguage('en');
    expect(renderToStaticMarkup(createElement(SavingNotice, { unsaved: 'disk-full' }))).toContain('This game is no longer being saved: the disk is full.');
  });
});
