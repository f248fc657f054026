/**
 * The An den Ufern des Nils board is kept under a name that says what it shows (scenes/banks/boardArt.ts boardKept:
 * the data set and the words): Home paints it ahead for the default data set, and a table of that set in that language
 * then uploads it without painting it; other words or another data set paint their own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATA } from '../../engine/banks/data-set';
import { tables } from '../../engine/banks/material/compile';
import { paintedTexture } from '../../renderer/scenes/common/painted';
import { BOARD_PX, boardKept, paintBoard, paintBoardAhead } from '../../renderer/scenes/banks/boardArt';
import { banksLayout } from '../../renderer/scenes/banks/layout';
import { fakeCanvas, fakeDocument } from './fakeCanvas';

const words = { market: 'Market', boat: 'Boat', desertDraw: 'Desert', desertDiscard: 'Desert (used)', waterDiscard: 'Water (used)' };

afterEach(() => vi.unstubAllGlobals());

describe('An den Ufern des Nils board painting', () => {
  it('painted ahead for the default data set is the one its table shows, for those words only', () => {
    const made = fakeDocument();
    paintBoardAhead(tables(DEFAULT_DATA), words);
    expect(made).toHaveLength(1);
    expect(made[0]!.calls.some((c) => c.startsWith('fillText('))).toBe(true);
    // The table's data is a copy from the host's snapshot: the same content, the same name, the same pixels.
    const t = tables(structuredClone(DEFAULT_DATA));
    expect(boardKept(t, words)).toBe(boardKept(tables(DEFAULT_DATA), words));
    const top = paintedTexture(BOARD_PX.w, BOARD_PX.h, () => {}, { keep: boardKept(t, words) });
    expect(made).toHaveLength(1);
    expect(top!.image).toBe(made[0]!.pixels);
    // Other words, or another data set, are another painting.
    expect(boardKept(t, { ...words, boat: 'Bateau' })).not.toBe(boardKept(t, words));
    expect(boardKept(tables({ ...DEFAULT_DATA, track: { ...DEFAULT_DATA.track, spaces: DEFAULT_DATA.track.spaces + 1 } }), words)).not.toBe(boardKept(t, words));
  });

  it('is the same picture whatever the seats and the table’s shape (its name says data and words only)', () => {
    const t = tables(DEFAULT_DATA);
    const painted = (players: number, shape: 'wide' | 'upright') => {
      const c = fakeCanvas();
      paintBoard(c.getContext() as unknown as CanvasRenderingContext2D, banksLayout(t, players, shape), t.minValue, words);
      return c.calls;
    };
    const two = painted(2, 'wide');
    expect(painted(4, 'wide')).toEqual(two);
    expect(painted(3, 'upright')).toEqual(two);
  });
});
