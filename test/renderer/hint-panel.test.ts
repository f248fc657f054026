/** The hint panel says when the best moves are about equal (one range, one reason why any is fine), in four languages. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HintMove, HintOrder } from '../../engine/ai/hints';
import { initI18n } from '../../renderer/i18n';
import { banksHintValues } from '../../renderer/ui/banks/names';
import { HintPanel } from '../../renderer/ui/hints/HintPanel';
import { evenGroup } from '../../renderer/ui/hints/even';

const move = (type: string, visits: number, winRate: number, even: boolean, by: HintOrder = 'search'): HintMove => ({ action: { type }, visits, winRate, sd: 0.2, margin: 0.03, even, by, reasons: [] });

const panel = (moves: HintMove[]) => renderToStaticMarkup(createElement(HintPanel, { hint: { status: 'shown', key: 'k', moves }, words: (a) => a.type, values: banksHintValues, onClose: () => {} }));

describe('hint panel: about equal', () => {
  it('groups the even moves: count, one range of win rates, what ordered them; none when the best stands out', () => {
    expect(evenGroup([move('a', 900, 0.551, true, 'value'), move('b', 300, 0.534, true, 'value'), move('c', 100, 0.4, false)])).toEqual({ count: 2, lo: 53, hi: 55, by: 'value' });
    expect(evenGroup([move('a', 900, 0.6, false), move('b', 300, 0.5, false)])).toBeNull();
  });

  it('says so instead of identical percentages, with why any is fine; a move that stands out keeps its rate', async () => {
    const i18n = initI18n('en');
    const html = panel([move('a', 334, 0.371, true, 'rule'), move('b', 333, 0.371, true, 'rule'), move('c', 333, 0.371, true, 'rule')]);
    expect(html).toContain('These 3 moves are about equal: each won about 37% of the playouts');
    expect(html).toContain('rule of thumb');
    expect(html).not.toMatch(/won 37%/);
    expect(html.match(/about equal \(33\d playouts\)/g)).toHaveLength(3);
    const apart = panel([move('a', 900, 0.6, false), move('b', 300, 0.5, false)]);
    expect(apart).not.toContain('hint-even');
    expect(apart).toContain('won 60% of 900 playouts');
    for (const lang of ['fr', 'de', 'ja']) {
      await i18n.changeLanguage(lang);
      const html = panel([move('a', 900, 0.551, true, 'value'), move('b', 300, 0.534, true, 'value')]);
      expect(html).toContain('data-testid="hint-even"');
      expect(html).toMatch(/53–55/);
      expect(html).not.toMatch(/hints\.|\{\{/);
    }
    await i18n.changeLanguage('en');
  });

  it('words a reason’s crops, crew colour, gem, produce kind, gift and board row like the tables do', () => {
    initI18n('en');
    const m = (code: string, values: Record<string, string | number>): HintMove => ({ ...move(code, 100, 0.5, false), reasons: [{ code, values }] });
    const html = panel([
      m('sowDetail', { kind: 'flax', row: 'W5', pos: 2, count: 3 }), m('paddleCrew', { count: 5, colour: 'red' }), m('weakestCrop', { crop: 'P' }),
      m('betsOn', { crop: 'W', crop2: 'F' }), m('stealsGem', { gem: 'pink', colour: 'blue', n: 2 }), m('takesGift', { gift: 'chair', worth: 9 }),
    ]);
    // A board row by id is worded as the table words it (GameUi.hintValues).
    expect(html).toContain('Flax on West bank, row 1, field 2 from the Nile (3 palms'); // W5: the west bank's first row from the north
    expect(html).toContain('paddle 5 for your red crew');
    expect(html).toContain('shows Wheat or Flax');
    expect(html).toContain('steals the pink gem from the blue canoe 2');
    expect(html).toContain('takes a Chair, worth about 9 to you');
    expect(html).not.toMatch(/\{\{|crops\.|banksTable\.|niagaraTable\.|nefertitiTable\./);
  });
});
