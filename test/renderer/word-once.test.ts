import { describe, expect, it } from 'vitest';
import { wordOnce } from '../../renderer/ui/table/hud';

describe('wordOnce (the HUD log words each entry once)', () => {
  it('words an entry on its first call only, a "not logged" entry too, and each entry apart', () => {
    const asked: number[] = [];
    const words = wordOnce((e: { n: number }) => {
      asked.push(e.n);
      return e.n % 2 ? { text: `line ${e.n}`, kind: 'move' } : null;
    });
    const one = { n: 1 };
    const two = { n: 2 };
    expect(words(one)).toEqual({ text: 'line 1', kind: 'move' });
    expect(words(two)).toBeNull();
    expect(words(one)).toEqual({ text: 'line 1', kind: 'move' });
    expect(words(two)).toBeNull();
    // An equal entry that is another object is worded again (entries are kept as the objects the log holds).
    expect(words({ n: 1 })).toEqual({ text: 'line 1', kind: 'move' });
    expect(asked).toEqual([1, 2, 1]);
  });
});
