/**
 * Colour science for the colour-vision tests (test/renderer/colour-vision.test.ts on the palettes, test/e2e/colour.test.ts
 * on the rendered tables): sRGB to CIELAB (D65), the CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), and the
 * simulation of protanopia, deuteranopia and tritanopia by Machado, Oliveira & Fernandes (2009) at severity 1.0, the
 * model Chromium's emulated vision deficiencies follow.
 */

/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];
/** A CIELAB colour (D65 white). */
export type Lab = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

export const DEFICIENCIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Deficiency = (typeof DEFICIENCIES)[number];
/** How a colour is seen: with every cone type, or with one missing. */
export type Vision = 'none' | Deficiency;
export const VISIONS: readonly Vision[] = ['none', ...DEFICIENCIES];

/** Machado et al. 2009, severity 1.0: the dichromat's linear RGB from the trichromat's (their table, rows by output). */
export const MACHADO_2009: Record<Deficiency, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/**
 * The smallest CIEDE2000 difference at which two marks are told apart by colour alone. ΔE00 ≈ 1 is a just noticeable
 * difference between patches side by side; a seat's mark is small (12–16 px) and is matched against another seen
 * elsewhere on the screen, not beside it, which asks for a difference far past noticing: the categorical palettes of
 * data visualisation are built to about 10 apart, the figure taken here.
 */
export const APART = 10;

const toLinear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number): number => {
  const c = Math.min(1, Math.max(0, v));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
};

/** '#rrggbb' as channels. */
export function hexRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

const apply = (m: Matrix, v: Rgb): Rgb => [m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2], m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2], m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2]];

/** A colour as seen with `vision` (the matrix works on linear light; the result is clipped to the screen's gamut). */
export function seenAs(rgb: Rgb, vision: Vision): Rgb {
  if (vision === 'none') return rgb;
  const [r, g, b] = apply(MACHADO_2009[vision], [toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])]);
  return [fromLinear(r), fromLinear(g), fromLinear(b)];
}

/** sRGB → XYZ (D65) → CIELAB. */
export function toLab(rgb: Rgb): Lab {
  const lin: Rgb = [toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])];
  const [x, y, z] = apply(
    [
      [0.4124564, 0.3575761, 0.1804375],
      [0.2126729, 0.7151522, 0.072175],
      [0.0193339, 0.119192, 0.9503041],
    ],
    lin,
  );
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x / 0.95047), f(y), f(z / 1.08883)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const DEG = Math.PI / 180;

/** A hue angle in degrees, 0–360 (0 for a grey). */
const hue = (b: number, a: number): number => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / DEG + 360) % 360);

/** The CIEDE2000 colour difference (kL = kC = kH = 1), as Sharma, Wu & Dalal 2005 set it out. */
export function deltaE2000(p: Lab, q: Lab): number {
  const [L1, a1, b1] = p;
  const [L2, a2, b2] = q;
  const cMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const [a1p, a2p] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const [h1, h2] = [hue(b1, a1p), hue(b2, a2p)];
  const chromatic = c1 * c2 !== 0;
  const dh = !chromatic ? 0 : h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 < -180 ? h2 - h1 + 360 : h2 - h1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh / 2) * DEG);
  const hMean = !chromatic ? h1 + h2 : Math.abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const lMean = (L1 + L2) / 2;
  const cpMean = (c1 + c2) / 2;
  const t = 1 - 0.17 * Math.cos((hMean - 30) * DEG) + 0.24 * Math.cos(2 * hMean * DEG) + 0.32 * Math.cos((3 * hMean + 6) * DEG) - 0.2 * Math.cos((4 * hMean - 63) * DEG);
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sC = 1 + 0.045 * cpMean;
  const sH = 1 + 0.015 * cpMean * t;
  const rT = -Math.sin(2 * 30 * Math.exp(-(((hMean - 275) / 25) ** 2)) * DEG) * 2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7));
  const [l, c, h] = [(L2 - L1) / sL, (c2 - c1) / sC, dH / sH];
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}

/** One thing a table tells apart by colour: its name, its colour, and the mark (shape, glyph, word) it also carries. */
export interface Swatch {
  name: string;
  rgb: Rgb;
  mark: string;
}

/** What a set of swatches gives under one vision: its closest pair, and the pairs told apart neither by colour nor mark. */
export interface Verdict {
  closest: { pair: string; deltaE: number };
  confused: string[];
}

/** Every pair of `swatches` as seen with `vision`: apart by colour (ΔE00 ≥ APART) or by their marks. */
export function judge(swatches: readonly Swatch[], vision: Vision, seen: (rgb: Rgb) => Rgb = (rgb) => seenAs(rgb, vision)): Verdict {
  const labs = swatches.map((s) => toLab(seen(s.rgb)));
  const out: Verdict = { closest: { pair: '', deltaE: Infinity }, confused: [] };
  swatches.forEach((a, i) =>
    swatches.slice(i + 1).forEach((b, k) => {
      const deltaE = deltaE2000(labs[i]!, labs[i + 1 + k]!);
      const pair = `${a.name} / ${b.name}`;
      if (deltaE < out.closest.deltaE) out.closest = { pair, deltaE };
      if (deltaE < APART && a.mark === b.mark) out.confused.push(`${pair}: ΔE00 ${deltaE.toFixed(1)} under ${vision}, both marked ${a.mark}`);
    }),
  );
  return out;
}
