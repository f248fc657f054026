/** The rules reference's search: every word of the query, case- and accent-free; Japanese by substring. */
import { describe, expect, it } from 'vitest';
import { foldText, hitRanges, queryWords, searchSections } from '../../renderer/ui/rules/search';
import nileFr from '../../renderer/rules/content/nile/fr.json';
import nileDe from '../../renderer/rules/content/nile/de.json';
import nileEn from '../../renderer/rules/content/nile/en.json';
import niagaraJa from '../../renderer/rules/content/niagara/ja.json';
import niagaraEn from '../../renderer/rules/content/niagara/en.json';

const ids = (sections: { id: string }[]) => sections.map((s) => s.id);

describe('rules search', () => {
  it('folds case and accents, and leaves Japanese as it is', () => {
    expect(foldText('Défausse ÉTÉ')).toBe('defausse ete');
    expect(foldText('Schließen Über')).toBe('schließen uber');
    expect(foldText('滝から落ちます')).toBe('滝から落ちます');
  });

  it('keeps the sections holding every word, whatever their accents and case', () => {
    expect(ids(searchSections(nileFr.sections, 'CRIQUETS defausse PLUS GRAND'))).toEqual(['locusts']);
    expect(ids(searchSections(nileEn.sections, 'LOCUST largest discard'))).toEqual(['locusts']);
    expect(ids(searchSections(nileEn.sections, 'zebra'))).toEqual([]);
    expect(ids(searchSections(nileDe.sections, 'heuschrecken ubersetzt'))).toEqual([]);
    expect(ids(searchSections(niagaraEn.sections, 'steal upstream'))).toEqual(['steal']);
  });

  it('finds Japanese by substring (no spaces between words)', () => {
    expect(ids(searchSections(niagaraJa.sections, '押された円盤'))).toEqual(['flow']);
  });

  it('an empty query keeps every section', () => {
    expect(searchSections(niagaraEn.sections, '  ')).toHaveLength(niagaraEn.sections.length);
  });

  it('marks every hit in the original text, accents and case kept, overlaps merged', () => {
    const marked = (text: string, query: string) => hitRanges(text, queryWords(query)).map(([a, b]) => text.slice(a, b));
    expect(marked('Défaussez la plus grande défausse', 'DEFAUSS')).toEqual(['Défauss', 'défauss']);
    expect(marked('Schließen Über die Flut', 'uber flut')).toEqual(['Über', 'Flut']);
    // Decomposed accents stay with their letter; a stretch found by two words is marked once.
    expect(marked('cafe\u0301 noir', 'cafe')).toEqual(['cafe\u0301']);
    expect(marked('riverbank', 'river bank verb')).toEqual(['riverbank']);
    expect(marked('押された円盤が滝から落ちます', '円盤')).toEqual(['円盤']);
    expect(marked('nothing here', 'zebra')).toEqual([]);
    expect(hitRanges('any text', [])).toEqual([]);
  });
});
