/** The results screen's details column for the games other than NILE: the engines' tie-break data, labelled. */
import { describe, expect, it } from 'vitest';
import { banks } from '../../engine/banks';
import { nefertiti } from '../../engine/nefertiti';
import { niagara } from '../../engine/niagara';
import { greedyBot } from '../../engine/ai';
import { playGame } from '../../engine/core/play';
import type { AnyGame } from '../../engine/core/types';
import { i18next, initI18n } from '../../renderer/i18n';
import { detailParts } from '../../renderer/ui/results/details';

const keysOf = (v: unknown): string[] =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v).flatMap(([k, x]) => (x && typeof x === 'object' && !Array.isArray(x) ? keysOf(x) : [k])) : [];

const wordsOf = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(wordsOf) : v && typeof v === 'object' ? Object.values(v).flatMap(wordsOf) : [];

describe('results details', () => {
  it('labels every field of each engine\'s tie-break data in each language (no raw key or JSON reaches the screen)', () => {
    for (const game of [banks, niagara, nefertiti] as AnyGame[]) {
      const g = playGame<unknown>(game, { players: 3, seed: `results-${game.id}`, bots: [greedyBot, greedyBot, greedyBot], keepRecord: false });
      const o = game.outcome(g.final)!;
      for (const lang of ['en', 'fr', 'de', 'ja'] as const) {
        initI18n(lang);
        for (const tb of o.tiebreak as unknown[]) {
          const parts = detailParts(tb, i18next.t.bind(i18next));
          expect(parts.length, `${game.id} ${lang}`).toBeGreaterThan(0);
          for (const p of parts) expect(p).not.toMatch(/[{}"]/);
          for (const key of keysOf(tb)) expect(i18next.exists(`results.detail.${key}`, { lng: lang, count: 2 }), `${game.id}: no ${lang} label for "${key}"`).toBe(true);
          // Word values (Niagara's victory conditions) are translated too: no engine identifier reaches the screen.
          for (const word of wordsOf(tb)) expect(i18next.exists(`results.value.${word}`, { lng: lang }), `${game.id}: no ${lang} text for "${word}"`).toBe(true);
        }
      }
    }
    initI18n('en');
    expect(detailParts({ pawn: 18, lost: 6, obelisk: 17 }, i18next.t.bind(i18next))).toEqual(['track 18', '6 markers lost', 'obelisk 17']);
    expect(detailParts({ met: ['sameColour'], gems: 4, metOrder: null }, i18next.t.bind(i18next))).toEqual(['victory conditions 4 of one colour', '4 gems']);
    // The engine counts the qualifying order from 0; players read it from 1.
    expect(detailParts({ met: ['sameColour', 'anyColours'], metOrder: 0 }, i18next.t.bind(i18next))).toEqual(['victory conditions 4 of one colour, 7 gems', 'qualified in place 1'])
    // Counts read with their plural forms ("1 gem", not "1 gems").
    expect(detailParts({ gems: 1, lost: 1 }, i18next.t.bind(i18next))).toEqual(['1 gem', '1 marker lost']);
  });
});
