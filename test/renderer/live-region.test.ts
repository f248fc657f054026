/** The table's screen-reader region forgets what it said when the language changes (it would be read again in the old one). */
import { act, createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../renderer/i18n';
import { useAnnounce } from '../../renderer/ui/table/announce';
import { useForgetOnLanguageChange } from '../../renderer/ui/table/LiveRegion';
import { renderScene } from './r3f';

function Probe(): ReactNode {
  useForgetOnLanguageChange();
  return null;
}

describe('live region', () => {
  it('is emptied by a language switch, and keeps what it says while the language stays', async () => {
    const i18n = initI18n('ja');
    const r = await renderScene(createElement(Probe));
    // The store is the page's one region: start from silence, whatever an earlier test in this worker said.
    useAnnounce.getState().clear();
    useAnnounce.getState().say('Player 1さんの番です。');
    await act(async () => r.root.render(createElement(Probe)));
    expect(useAnnounce.getState().said.map((m) => m.text)).toEqual(['Player 1さんの番です。']);
    await act(async () => void (await i18n.changeLanguage('en')));
    await act(async () => r.root.render(createElement(Probe)));
    expect(useAnnounce.getState().said).toEqual([]);
    await r.unmount();
  });
});
