/**
 * The base of every game's table (renderer/scenes/common/animation/PlayTable.ts): the display is copied by the game's
 * own function and shown with the store's other fields at once, and every camera shot is requested from the cinematic
 * store, its hold shrunk with the table's speed when paced.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { Motion } from '../../renderer/scenes/common/animation/Motion';
import { PlayTable } from '../../renderer/scenes/common/animation/PlayTable';
import { useCinematic, type Shot } from '../../renderer/scenes/common/cinematic';

interface FakeDisplay {
  cards: number[];
}
interface FakeState {
  display: FakeDisplay | null;
  step: string;
  set(p: Partial<Omit<FakeState, 'set'>>): void;
}
const createStore = () => create<FakeState>((set) => ({ display: null, step: 'start', set: (p) => set(p) }));

function table(speed: number) {
  const store = createStore();
  const copies: FakeDisplay[] = [];
  const copy = (d: FakeDisplay) => {
    const c = { cards: [...d.cards] };
    copies.push(c);
    return c;
  };
  const t = new PlayTable<FakeDisplay, { store: typeof store; speed(): number }, never, { step: string }>({ store, speed: () => speed }, new Motion(() => speed), copy);
  return { t, store, copies };
}

const SHOT: Shot = { id: 'test.shot', target: [0, 0, 0], position: [0, 5, 5], holdMs: 2000, priority: 1 };

describe('PlayTable', () => {
  beforeEach(() => useCinematic.getState().reset());

  it('copies what is shown with the game’s function, and shows a copy with the store’s own fields at once', () => {
    const { t, store, copies } = table(1);
    expect(() => t.d(), 'nothing shown yet').toThrow();
    store.getState().set({ display: { cards: [1, 2] } });
    const d = t.d();
    expect(copies).toEqual([d]);
    d.cards.push(3);
    expect(t.shown().cards, 'the shown display is not changed through the copy').toEqual([1, 2]);
    t.show(d, { step: 'drawn' });
    expect(store.getState()).toMatchObject({ display: { cards: [1, 2, 3] }, step: 'drawn' });
  });

  it('requests every shot from the cinematic store; a paced one holds shorter at a faster speed, never longer', () => {
    const at = (speed: number, paced: boolean) => {
      useCinematic.getState().reset();
      table(speed).t.shot(SHOT, { paced });
      return useCinematic.getState().shot;
    };
    expect(at(1, false)).toMatchObject({ id: 'test.shot', holdMs: SHOT.holdMs });
    expect(useCinematic.getState().history).toEqual(['test.shot']);
    expect(at(4, false)?.holdMs).toBe(SHOT.holdMs);
    expect(at(4, true)?.holdMs).toBe(SHOT.holdMs / 4);
    expect(at(0.5, true)?.holdMs).toBe(SHOT.holdMs);
  });
});
