/** The analysis beside its record: the page's bounded cache, and the record file that may carry the analysis. */
import { describe, expect, it } from 'vitest';
import { finishAnalysis, recordKey } from '../../engine/ai/analysis';
import type { MatchAnalysis } from '../../engine/ai/analysis/types';
import { parseRecord, type MatchRecord } from '../../engine/core/record';
import { AnalysisCache, type KeyValueStore } from '../../renderer/analysis/cache';
import { openRecordFile, recordFileText } from '../../renderer/analysis/file';
import { fakeDecision, nileRecord } from './analysis-fixture';

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const analysisOf = (r: MatchRecord): MatchAnalysis => finishAnalysis(r, [0], r.actions.map((_, i) => fakeDecision(r, i)));

describe('analysis cache', () => {
  const a = nileRecord('cache-a');
  const b = nileRecord('cache-b');
  const c = nileRecord('cache-c');

  it('gives back what was put by record key; nothing for another record', () => {
    const cache = new AnalysisCache(memoryStore());
    cache.put(analysisOf(a));
    expect(cache.get(recordKey(a))).toEqual(analysisOf(a));
    expect(cache.get(recordKey(b))).toBeNull();
  });

  it('stays within its bound, dropping the least recently used', () => {
    const size = JSON.stringify(analysisOf(a)).length;
    const store = memoryStore();
    const cache = new AnalysisCache(store, Math.ceil(size * 2.5));
    cache.put(analysisOf(a));
    cache.put(analysisOf(b));
    expect(cache.get(recordKey(a))).not.toBeNull(); // a is now the most recent
    cache.put(analysisOf(c));
    expect(cache.get(recordKey(b))).toBeNull();
    expect(cache.get(recordKey(a))).not.toBeNull();
    expect(cache.get(recordKey(c))).not.toBeNull();
    const held = [...store.map.entries()].filter(([k]) => !k.endsWith('.index')).reduce((n, [, v]) => n + v.length, 0);
    expect(held).toBeLessThanOrEqual(size * 2.5);
  });

  it('drops a stored entry that does not parse, or is another record’s', () => {
    const store = memoryStore();
    const cache = new AnalysisCache(store);
    cache.put(analysisOf(a));
    const key = [...store.map.keys()].find((k) => k.endsWith(recordKey(a)))!;
    store.map.set(key, '{"version":1');
    expect(cache.get(recordKey(a))).toBeNull();
    expect(store.map.has(key)).toBe(false);
    store.map.set(key, JSON.stringify(analysisOf(b)));
    expect(cache.get(recordKey(a))).toBeNull();
  });
});

describe('record file with its analysis', () => {
  const record = nileRecord('file');
  const analysis = analysisOf(record);

  it('saves the cached analysis beside the record, and opening the file fills another cache', () => {
    const mine = new AnalysisCache(memoryStore());
    expect(JSON.parse(recordFileText(record, mine))).not.toHaveProperty('analysis');
    mine.put(analysis);
    const text = recordFileText(record, mine);
    expect(parseRecord(text)).toEqual(record); // still a plain record to every reader
    const theirs = new AnalysisCache(memoryStore());
    const opened = openRecordFile(text, theirs);
    expect(opened).toEqual({ record, analysis, note: null });
    expect(theirs.get(recordKey(record))).toEqual(analysis);
  });

  it('ignores a bad analysis or another record’s, with a note, and keeps the record', () => {
    const cache = new AnalysisCache(memoryStore());
    const bad = openRecordFile({ ...record, analysis: { ...analysis, decisions: 'lots' } }, cache);
    expect(bad).toEqual({ record, analysis: null, note: 'badAnalysis' });
    const other = openRecordFile(JSON.stringify({ ...record, analysis: analysisOf(nileRecord('other')) }), cache);
    expect(other).toEqual({ record, analysis: null, note: 'otherRecord' });
    expect(cache.get(recordKey(record))).toBeNull();
    expect(openRecordFile(JSON.stringify(record), cache)).toEqual({ record, analysis: null, note: null });
    expect(() => openRecordFile('{"game":', cache)).toThrow(/not valid JSON/);
  });
});
