/**
 * The Nefertiti table's card atlas, board and stalls' sheet (and its stalls' geometry) are kept under names that say what they show (scenes/nefertiti/
 * paintings.ts): Home paints them ahead for the default data set, and a table of that data set in that language then
 * uploads them without painting them; another language paints its own.
 */
import * as THREE from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATA } from '../../engine/nefertiti/data-set';
import { keptGeometry } from '../../renderer/scenes/common/keptGeometry';
import { paintedTexture, textsKept } from '../../renderer/scenes/common/painted';
import { createNefAssets } from '../../renderer/scenes/nefertiti/assets';
import { boardSizePx, paintBoard } from '../../renderer/scenes/nefertiti/boardArt';
import { layoutFor } from '../../renderer/scenes/nefertiti/layout';
import { boardKept, cardsKept, paintAhead, stallsKept } from '../../renderer/scenes/nefertiti/paintings';
import { SHEET_TEXELS, SHEET_W, sheetHeight } from '../../renderer/scenes/nefertiti/stallArt';
import { stallsName } from '../../renderer/scenes/nefertiti/stallGeometry';
import { tilesAhead } from '../../renderer/scenes/nefertiti/Tile';
import { fakeCanvas, fakeDocument } from './fakeCanvas';

const cards = { type: (id: string) => id, character: (id: string) => id, akhenaton: 'Akhenaton', owners: 'any' };
const board = { closing: () => 'rule', memphis: 'Memphis' };

afterEach(() => vi.unstubAllGlobals());

describe('Nefertiti paintings', () => {
  it('painted ahead for the default data set are the ones its table shows, in that language only', () => {
    const made = fakeDocument();
    paintAhead(DEFAULT_DATA, cards, board, 'en');
    expect(made).toHaveLength(3);
    const [atlasCanvas, boardCanvas, stallsCanvas] = made;
    expect(atlasCanvas!.calls.length).toBeGreaterThan(100);
    expect(boardCanvas!.calls.length).toBeGreaterThan(100);
    expect(stallsCanvas!.calls.some((c) => c.startsWith('fillText('))).toBe(true);
    // The stalls are built ahead too.
    const build = vi.fn(() => new THREE.BufferGeometry());
    keptGeometry(stallsName(layoutFor(DEFAULT_DATA, 2, 0, false).markets.map((m) => m.x)), build).dispose();
    expect(build).not.toHaveBeenCalled();
    // The market tiles, whatever the data, are painted ahead with the table's other fixed pieces (scenes' prepare.ts).
    tilesAhead();
    expect(made).toHaveLength(5);
    // The table's data is a copy from the host's snapshot: the same content, the same names.
    const data = structuredClone(DEFAULT_DATA);
    const assets = createNefAssets(data, cards, { keep: textsKept(cardsKept(data), 'en') });
    const [w, h] = boardSizePx();
    const top = paintedTexture(w, h, () => {}, { keep: boardKept(data, 'en') });
    const stalls = paintedTexture(SHEET_W * SHEET_TEXELS, sheetHeight(data.markets.length) * SHEET_TEXELS, () => {}, { keep: stallsKept(data) });
    expect(made).toHaveLength(5);
    expect(assets.atlas.texture.image).toBe(atlasCanvas!.pixels);
    expect(top!.image).toBe(boardCanvas!.pixels);
    expect(stalls!.image).toBe(stallsCanvas!.pixels);
    // French: painted now (the stalls show the markets' names from the data, in any language).
    const fr = createNefAssets(data, cards, { keep: textsKept(cardsKept(data), 'fr') });
    expect(made).toHaveLength(6);
    expect(fr.atlas.texture.image).toBe(made[5]!.pixels);
    // Another data set paints cards of its own.
    const other = { ...data, cards: data.cards.slice(1) };
    expect(cardsKept(other)).not.toBe(cardsKept(data));
  });

  it('the board is the same picture whatever the seats and the expansion (its name says data and texts only)', () => {
    const painted = (players: number, bottom: number, memphis: boolean) => {
      const c = fakeCanvas();
      paintBoard(c.getContext() as unknown as CanvasRenderingContext2D, DEFAULT_DATA, layoutFor(DEFAULT_DATA, players, bottom, memphis), board);
      return c.calls;
    };
    const two = painted(2, 0, false);
    expect(two.some((c) => c.startsWith('fillText('))).toBe(true);
    expect(painted(4, 2, true)).toEqual(two);
    expect(painted(3, 1, false)).toEqual(two);
  });
});
