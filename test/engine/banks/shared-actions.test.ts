/** Shared legal actions (engine/banks/action-cache.ts over engine/core/shared-action.ts): built once, frozen, parsed once. */
import { describe, expect, it } from 'vitest';
import { banks } from '../../../engine/banks';
import { actionShelf, parseCached } from '../../../engine/banks/action-cache';
import { parseAction, type BanksAction } from '../../../engine/banks/actions';
import { DEFAULT_DATA } from '../../../engine/banks/material/default-data';
import { tables } from '../../../engine/banks/material/compile';
import { actionKey, shareAction } from '../../../engine/core/shared-action';
import { T, atActions, scenario } from './helpers';

describe('shared actions', () => {
  it('shareAction deep-freezes an action and keeps its JSON; any other action is keyed by its JSON too', () => {
    const plain: BanksAction = { type: 'openBoat', kinds: ['flax', 'wheat'] };
    const a = shareAction(plain);
    expect(a).toBe(plain);
    expect(Object.isFrozen(a) && a.type === 'openBoat' && Object.isFrozen(a.kinds)).toBe(true);
    expect(actionKey(a)).toBe(JSON.stringify(a));
    const fresh: BanksAction = { type: 'openBoat', kinds: ['flax', 'wheat'] };
    expect(actionKey(fresh)).toBe(actionKey(a));
  });

  it('the action phase lists the same frozen objects each time, and they play like their plain JSON', () => {
    const { s } = scenario();
    atActions(s, 0);
    const first = banks.legalActions(s, 0);
    const again = banks.legalActions(s, 0);
    expect(first.length).toBeGreaterThan(10);
    first.forEach((a, i) => expect(again[i]).toBe(a));
    for (const a of first) {
      expect(Object.isFrozen(a)).toBe(true);
      const plain = JSON.parse(JSON.stringify(a));
      expect(plain).toEqual(a);
      expect(banks.apply(s, 0, plain)).toEqual(banks.apply(s, 0, a));
    }
  });

  it('a shared action is parsed once for its own data set, and as untrusted input for another one', () => {
    const sow = actionShelf(T).sow(1, 2);
    expect(parseCached(sow, T)).toBe(parseCached(sow, T));
    expect(parseCached(sow, T)).toEqual(parseAction(sow, T));
    // Another data set where the same kind id has another index: its own parse, not the attached one.
    const reversed = tables({ ...DEFAULT_DATA, kinds: [...DEFAULT_DATA.kinds].reverse() });
    expect(parseCached(sow, reversed)).toEqual({ type: 'sow', kind: reversed.K - 2, field: 2 });
  });
});
