import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { cloneRng, createRng } from '../../../engine/core/rng';
import { nile, type NileAction, type NileState } from '../../../engine/nile';
import { kindLayout } from '../../../engine/nile/rules/legal';

/** NILE without its list layout: randomBot then reads every action, as for any game. */
const scanned = { ...nile, kindLayout: undefined };

/** The kinds of `legal` in order of first appearance, with their counts, read off the list itself. */
function kindsOf(legal: readonly NileAction[]): [string, number][] {
  const out = new Map<string, number>();
  for (const a of legal) out.set(a.type, (out.get(a.type) ?? 0) + 1);
  return [...out];
}

describe('NILE legal-list layout (Game.kindLayout, randomBot without a pass over the list)', () => {
  it('is the layout NILE gives', () => expect(nile.kindLayout).toBe(kindLayout));

  it('matches the list at every step of random games, and randomBot picks the same with or without it', () => {
    for (const [i, options] of [{}, { tradeCropsOnly: true }, { specIgnoresFlood: true }, { frSmallGame: true }].entries()) {
      for (let players = 2; players <= 5; players++) {
        let s: NileState = nile.setup({ players, seed: `layout-${i}-${players}`, options });
        const rng = createRng(`layout-${i}`);
        while (!s.over) {
          const legal = nile.legalActions(s, s.active);
          const layout = kindLayout(legal)!;
          const kinds = kindsOf(legal);
          expect(layout.types.slice(0, layout.kinds)).toEqual(kinds.map(([t]) => t));
          for (let k = 0; k < layout.kinds; k++) {
            expect(layout.counts[k]).toBe(kinds[k]![1]);
            for (let j = 0; j < layout.counts[k]!; j++) expect(legal[layout.first[k]! + j * layout.step[k]!]!.type).toBe(layout.types[k]);
          }
          const other = cloneRng(rng);
          const a = randomBot({ game: nile, view: null, seat: s.active, legal, rng });
          expect(randomBot({ game: scanned, view: null, seat: s.active, legal, rng: other })).toBe(a);
          expect(other).toEqual(rng);
          s = nile.apply(s, s.active, a).state;
        }
      }
    }
  });

  it('is given only for the list returned last, which nobody can change', () => {
    const s = nile.setup({ players: 3, seed: 'layout-last' });
    const first = nile.legalActions(s, s.active);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as NileAction[]).push({ type: 'pass' })).toThrow(TypeError);
    const again = nile.legalActions(s, s.active);
    expect(again).toEqual(first);
    expect(kindLayout(first)).toBeNull();
    expect(kindLayout(first.slice())).toBeNull();
    expect(kindLayout(again)).not.toBeNull();
  });
});
