/**
 * Measured colour vision of every palette the tables tell things apart by: each game's seat paints (every player count
 * and variant), NILE's crops, Niagara's gems, the kinds of An den Ufern des Nils and Nefertiti's gift types. Each set is
 * seen as it is and through simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009,
 * severity 1.0); every pair must be told apart by colour (CIEDE2000 ≥ APART, test/colourVision.ts says why 10) or by
 * the mark it also carries: a seat's shape, a crop's symbol, a gem's glyph, or the name a kind's chip or a gift's card
 * is written with (in every language). First the colour science itself, against published figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA as BANKS_DATA } from '../../engine/banks';
import { getGame } from '../../engine/games';
import { DEFAULT_DATA as NEFERTITI_DATA } from '../../engine/nefertiti';
import { GEM_COLOURS } from '../../engine/niagara/material/gems';
import { i18next, initI18n, LANGUAGES } from '../../renderer/i18n';
import { kindColour } from '../../renderer/scenes/banks/art';
import { TYPE_COLORS } from '../../renderer/scenes/nefertiti/cardArt';
import { GEM_GLYPH, GEM_PAINT } from '../../renderer/scenes/niagara/palette';
import { CROP_COLORS, CROP_IDS, CROP_SYMBOL } from '../../renderer/scenes/nile/cardArt';
import { GAME_IDS, GAME_UI } from '../../renderer/ui/game/registry';
import { DEFICIENCIES, MACHADO_2009, VISIONS, deltaE2000, hexRgb, judge, seenAs, toLab, type Deficiency, type Swatch } from '../colourVision';
import { setups } from './gameSetups';

describe('the colour science', () => {
  it('CIEDE2000 gives the figures of Sharma, Wu & Dalal (2005, table 1) and of the ICC', () => {
    const pairs: [number, number, number, number, number, number, number][] = [
      [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
      [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
      [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
      [50, 0, 0, 50, -1, 2, 2.3669],
      [50, 2.5, 0, 73, 25, -18, 27.1492],
      [50, 2.5, 0, 61, -5, 29, 22.8977],
      [50, 2.5, 0, 56, -27, -3, 31.903],
      [50, 2.5, 0, 58, 24, 15, 19.4535],
      [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
    ];
    for (const [L1, a1, b1, L2, a2, b2, want] of pairs) {
      expect(deltaE2000([L1, a1, b1], [L2, a2, b2])).toBeCloseTo(want, 3);
      expect(deltaE2000([L2, a2, b2], [L1, a1, b1])).toBeCloseTo(want, 3);
    }
  });

  it('CIELAB: white is L 100, black L 0, greys have no hue', () => {
    const [L, a, b] = toLab([255, 255, 255]);
    expect(L).toBeCloseTo(100, 2);
    expect(Math.hypot(a, b)).toBeLessThan(0.01);
    expect(toLab([0, 0, 0])[0]).toBeCloseTo(0, 6);
    const grey = toLab([119, 119, 119]);
    expect(Math.hypot(grey[1], grey[2])).toBeLessThan(0.01);
  });

  it('each simulation keeps greys grey; the red-green ones flatten colour onto a plane (two dimensions, not three)', () => {
    const det = (m: (typeof MACHADO_2009)[Deficiency]) => m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    for (const d of DEFICIENCIES) {
      for (const row of MACHADO_2009[d]) expect(row[0] + row[1] + row[2], `${d}: a row`).toBeCloseTo(1, 4);
      for (const v of [0, 60, 128, 200, 255]) for (const c of seenAs([v, v, v], d)) expect(Math.abs(c - v), `${d}: grey ${v}`).toBeLessThan(1);
    }
    // (The model's tritanopia is not a projection: its matrix keeps three dimensions.)
    for (const d of ['protanopia', 'deuteranopia'] as const) expect(Math.abs(det(MACHADO_2009[d])), `${d}: the determinant`).toBeLessThan(1e-3);
  });
});

/** A set of things a table tells apart by colour, under a name, its swatches in each language (its words are marks). */
interface SwatchSet {
  name: string;
  swatches(t: (key: string) => string): Swatch[];
}

/** Every seat's paints in every set-up the engine accepts (Niagara's two-colour variant: two a seat). */
const seatSets = (game: (typeof GAME_IDS)[number]): SwatchSet[] =>
  setups(getGame(game)).map((setup) => ({
    name: `${game} seats, ${setup.players} players${setup.options && Object.keys(setup.options).length ? ` ${JSON.stringify(setup.options)}` : ''}`,
    swatches: () =>
      Array.from({ length: setup.players }, (_, seat) => GAME_UI[game].paints(seat, setup).map((p, i) => ({ name: `seat ${seat + 1}${i ? ` colour ${i + 1}` : ''} ${p.colour}`, rgb: hexRgb(p.colour), mark: p.mark }))).flat(),
  }));

/** What else each table tells apart by colour, and the mark each also carries. */
const KIND_SETS: Record<(typeof GAME_IDS)[number], SwatchSet[]> = {
  nile: [{ name: 'NILE crops', swatches: () => CROP_IDS.map((c) => ({ name: c, rgb: hexRgb(CROP_COLORS[c].main), mark: CROP_SYMBOL[c] })) }],
  banks: [{ name: 'banks kinds', swatches: (t) => BANKS_DATA.kinds.map((k) => ({ name: k.id, rgb: hexRgb(kindColour(k.id)), mark: t(`banksTable.kinds.${k.id}`) })) }],
  niagara: [{ name: 'Niagara gems', swatches: () => GEM_COLOURS.map((g) => ({ name: g, rgb: hexRgb(GEM_PAINT[g]), mark: GEM_GLYPH[g] })) }],
  nefertiti: [{ name: 'Nefertiti gift types', swatches: (t) => NEFERTITI_DATA.giftTypes.map((g) => ({ name: g.id, rgb: hexRgb(TYPE_COLORS[g.id] ?? `(${g.id} has no colour)`), mark: t(`nefertitiTable.types.${g.id}`) })) }],
};

describe('every pair a table tells apart by colour is apart by colour or by mark, with each colour deficiency', () => {
  beforeAll(() => void initI18n('en'));

  for (const game of GAME_IDS) {
    it(`${game}: seats and its own kinds`, () => {
      const sets = [...seatSets(game), ...KIND_SETS[game]];
      expect(sets.length).toBeGreaterThan(1);
      for (const set of sets) {
        for (const lang of LANGUAGES) {
          const t = i18next.getFixedT(lang);
          const swatches = set.swatches((key) => t(key));
          expect(swatches.length, set.name).toBeGreaterThan(1);
          for (const vision of VISIONS) expect(judge(swatches, vision).confused, `${set.name} (${lang})`).toEqual([]);
        }
      }
    });
  }
});
