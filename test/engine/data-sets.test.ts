import { describe, expect, it } from 'vitest';
import { DATA_SET_FILE, DATA_SETS, dataSetSizeProblem, dataSetText, readDataSet } from '../../engine/data-sets';

/** The default set of `game` as a plain object to change. */
const copy = (game: string): Record<string, unknown> => JSON.parse(dataSetText(DATA_SETS[game]!.defaults)) as Record<string, unknown>;
const refusal = (game: string, text: string): string => {
  try {
    readDataSet(game, text);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  throw new Error('accepted');
};

describe('reading a data-set file (New Game: Data set → Load from file…)', () => {
  it('accepts the exported default set of each game as it is', () => {
    for (const [game, kind] of Object.entries(DATA_SETS)) expect(readDataSet(game, dataSetText(kind.defaults))).toEqual(kind.defaults);
  });

  it('names the field the engine refuses', () => {
    const banks = copy('banks');
    (banks.market as { cap: number }[])[2]!.cap = 0;
    expect(refusal('banks', JSON.stringify(banks))).toBe('data.market[2].cap: expected a positive integer');
    const nef = copy('nefertiti');
    const markets = nef.markets as { stalls: { spaces: { value: unknown }[] }[] }[];
    markets[0]!.stalls[1]!.spaces[4]!.value = 'nine';
    expect(refusal('nefertiti', JSON.stringify(nef))).toMatch(/field "data\.markets\.0\.stalls\.1\.spaces\.4\.value": /);
    delete nef.seals;
    expect(refusal('nefertiti', JSON.stringify({ ...nef, extra: 1 }))).toMatch(/data\./);
  });

  it('says where a file is not JSON, too deep or too large', () => {
    expect(refusal('banks', '{"name": "x",\n "kinds": [1, }')).toMatch(/not valid JSON at line 2, column/);
    expect(refusal('banks', '['.repeat(DATA_SET_FILE.maxDepth + 1))).toMatch(/nests deeper than/);
    expect(refusal('banks', '')).toMatch(/empty/);
    expect(dataSetSizeProblem(DATA_SET_FILE.maxChars + 1)).toMatch(/too large/);
    expect(dataSetSizeProblem(0)).toMatch(/empty/);
    expect(dataSetSizeProblem(12_000)).toBeNull();
  });

  it('a game without a data set has none to read', () => {
    expect(refusal('nile', dataSetText(DATA_SETS.banks!.defaults))).toMatch(/no data set/);
  });
});
