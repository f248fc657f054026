/**
 * One button per distinct wording (renderer/ui/table/distinctChoices.ts): Nefertiti offered "Pay 1 Deben, take Harp"
 * twice when two Harps lay at the market. The first of each wording stands for the rest, keeps its index in the legal
 * list (what marks are keyed by), and takes a mark from any of the ones it stands for.
 */
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiState } from '../../engine/nefertiti';
import type { NefertitiAction } from '../../engine/nefertiti/actions';
import type { NefertitiView } from '../../engine/nefertiti/view';
import { resources } from '../../renderer/i18n';
import { actionWords } from '../../renderer/ui/nefertiti/actionText';
import { distinctChoices } from '../../renderer/ui/table/distinctChoices';
import { NefChoices } from '../../renderer/scenes/nefertiti/choices';
import { fresh } from '../engine/nefertiti/helpers';

async function tFor(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('distinct choices', () => {
  it('keeps the first of each wording, at its index, with a mark from any of its twins', () => {
    const shown = distinctChoices(['a1', 'b', 'a2', 'c', 'a3'], (s) => s[0]!, (i) => (i === 4 ? 'hint' : undefined));
    expect(shown).toEqual([
      { action: 'a1', index: 0, words: 'a', mark: 'hint' },
      { action: 'b', index: 1, words: 'b', mark: undefined },
      { action: 'c', index: 3, words: 'c', mark: undefined },
    ]);
    // Its own mark first.
    expect(distinctChoices(['x', 'x'], () => 'x', (i) => `m${i}`)[0]!.mark).toBe('m0');
  });

  it('Nefertiti: two gifts alike at a closing market make one button, and every wording has one', async () => {
    const t = await tFor('en');
    let twins = 0;
    for (let g = 0; g < 6 && twins < 3; g++) {
      let s: NefertitiState = fresh(3, {}, `twins${g}`);
      let r = g + 1;
      for (let step = 0; step < 600 && !s.over; step++) {
        const seat = nefertiti.toAct(s)[0]!;
        const legal = nefertiti.legalActions(s, seat) as NefertitiAction[];
        const view = nefertiti.view(s, seat) as NefertitiView;
        const buttons = new NefChoices(legal, view.decision?.k ?? null).buttons;
        const words = (a: NefertitiAction) => actionWords(t, view, seat, a);
        const all = new Set(buttons.map(words));
        const shown = distinctChoices(buttons, words, () => undefined);
        expect(shown.map((b) => b.words).sort()).toEqual([...all].sort());
        for (const b of shown) expect(buttons[b.index]).toBe(b.action);
        if (shown.length < buttons.length && buttons.some((a) => a.type === 'buy' || a.type === 'takeGifts')) twins++;
        r = (r * 1103515245 + 12345) >>> 0;
        s = nefertiti.apply(s, seat, legal[(r >>> 8) % legal.length]!).state;
      }
    }
    expect(twins, 'decisions where two gifts alike were offered').toBeGreaterThan(0);
  });
});
