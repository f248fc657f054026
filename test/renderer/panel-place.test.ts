/**
 * Where the HUD's panel goes (renderer/ui/table/panelPlace.ts): away from its home once it has covered a pointed-at
 * target on two looks in a row, never while the targets still move, and never back and forth between two places that
 * both cover them.
 */
import { describe, expect, it } from 'vitest';
import { FRESH_MEMORY, lookAgain, type PanelPlace, type PlaceMemory } from '../../renderer/ui/table/panelPlace';

/** Runs looks from home: each a scene and whether the panel covers a target there; returns the places after each. */
function run(looks: [scene: string, covers: (place: PanelPlace) => boolean][]): PanelPlace[] {
  let place: PanelPlace = 'home';
  let memory: PlaceMemory = FRESH_MEMORY;
  return looks.map(([scene, covers]) => {
    ({ place, memory } = lookAgain(place, memory, scene, covers(place)));
    return place;
  });
}

const atHome = (p: PanelPlace) => p === 'home';
const everywhere = () => true;
const nowhere = () => false;

describe('the HUD panel keeps clear of what is pointed at', () => {
  it('stays home while it covers nothing', () => {
    expect(run([['a', nowhere], ['a', nowhere], ['b', nowhere]])).toEqual(['home', 'home', 'home']);
  });

  it('moves away on the second look that finds a target under it, and stays there', () => {
    expect(run([['a', atHome], ['a', atHome], ['a', atHome], ['a', atHome]])).toEqual(['home', 'away', 'away', 'away']);
  });

  it('waits while the targets move (a camera on its way to them)', () => {
    expect(run([['a', atHome], ['b', atHome], ['c', atHome], ['c', atHome]])).toEqual(['home', 'home', 'home', 'away']);
  });

  it('a look that finds it clear starts the count again', () => {
    expect(run([['a', atHome], ['a', nowhere], ['a', atHome], ['a', atHome]])).toEqual(['home', 'home', 'home', 'away']);
  });

  it('where both places cover the targets it settles on one, without swinging between them', () => {
    expect(run(Array.from({ length: 8 }, (): [string, typeof everywhere] => ['a', everywhere]))).toEqual(['home', 'away', 'away', 'away', 'away', 'away', 'away', 'away']);
  });

  it('comes home for new targets that only its other place covers', () => {
    const awayOnly = (p: PanelPlace) => p === 'away';
    expect(run([['a', atHome], ['a', atHome], ['b', awayOnly], ['b', awayOnly], ['b', awayOnly]])).toEqual(['home', 'away', 'away', 'home', 'home']);
  });
});
