/** The New Game screen's number fields: what typed text means, and the message a bad entry gets. */
import { describe, expect, it } from 'vitest';
import { parseCount } from '../../renderer/ui/newGame/CountField';

describe('count fields', () => {
  const roundCap = { min: 1, max: 100_000 };
  it('reads whole numbers in range, with spaces around', () => {
    expect(parseCount('250', roundCap)).toEqual({ ok: true, value: 250 });
    expect(parseCount(' 1 ', roundCap)).toEqual({ ok: true, value: 1 });
    expect(parseCount('100000', roundCap)).toEqual({ ok: true, value: 100_000 });
  });
  it('names the problem with anything else', () => {
    expect(parseCount('', roundCap)).toEqual({ ok: false, problem: 'empty' });
    expect(parseCount('abc', roundCap)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCount('2.5', roundCap)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCount('1e3', roundCap)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCount('0', roundCap)).toEqual({ ok: false, problem: 'outOfRange' });
    expect(parseCount('-3', roundCap)).toEqual({ ok: false, problem: 'outOfRange' });
    expect(parseCount('100001', roundCap)).toEqual({ ok: false, problem: 'outOfRange' });
  });
});
