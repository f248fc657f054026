/**
 * The name plate every table draws (renderer/scenes/common/platePaint.ts `paintNamePlate`): the seat's name cut to the
 * room the tag and the game's counts leave it, those words at the right-hand end of a one-row plate, the counts on the
 * second row of a two-row plate, the seat's mark in the pill.
 */
import { describe, expect, it } from 'vitest';
import { paintNamePlate, plateLayout, platePx, PLATE_W_PX } from '../../renderer/scenes/common/platePaint';
import type { SeatLabel } from '../../renderer/scenes/common/seatLabel';
import { seatPaint } from '../../renderer/scenes/common/marks';
import { fakeCanvas } from './fakeCanvas';

interface Painted {
  text: string;
  x: number;
  y: number;
}

/** Paints a plate `h` pixels tall on a fake canvas: the texts drawn (where) and every call. */
function paint(h: number, label: SeatLabel, info?: string) {
  const c = fakeCanvas(PLATE_W_PX, h);
  paintNamePlate(c.getContext() as unknown as CanvasRenderingContext2D, h, label, false, info);
  const texts = c.calls.flatMap((call): Painted[] => {
    const m = /^fillText\((.*),(-?[\d.]+),(-?[\d.]+)\)$/.exec(call);
    return m ? [{ text: m[1] ?? '', x: Number(m[2]), y: Number(m[3]) }] : [];
  });
  return { texts, calls: c.calls };
}

/** The painted text that `pred` picks (a test failure, not a crash, when there is none). */
function pick(texts: Painted[], pred: (t: Painted) => boolean): Painted {
  const t = texts.find(pred);
  if (!t) throw new Error(`nothing painted like that among ${texts.map((x) => x.text).join(' | ')}`);
  return t;
}

/** The fake canvas's text width: half an em a letter. */
const width = (s: string, px: number) => (s.length * px) / 2;
const LONG = 'Hatshepsut of the Very Long Name';
const label = (name: string, tag = ''): SeatLabel => ({ name, paint: seatPaint(1), tag });

describe('name plate painting', () => {
  it('a one-row plate: the tag and the info at the right-hand end, the name cut to the room they leave', () => {
    const h = platePx(1.9, 0.355);
    const L = plateLayout(h);
    const { texts, calls } = paint(h, label(LONG, 'bot'), '🂠3  ▣2');
    const right = pick(texts, (t) => t.text === 'bot  🂠3  ▣2');
    expect(right.x, 'the tag and the info, right-aligned').toBe(L.right);
    const name = pick(texts, (t) => t.text.startsWith('Hatsh'));
    expect(name.text.endsWith('…'), 'the long name is cut').toBe(true);
    expect(name.x + width(name.text, L.namePx)).toBeLessThanOrEqual(L.right - width(right.text, L.smallPx));
    expect(name.y).toBe(right.y);
    // The pill and the seat's mark under the words.
    expect(calls.some((c) => c.startsWith('roundRect('))).toBe(true);
    expect(calls.indexOf('fill()')).toBeLessThan(calls.findIndex((c) => c.startsWith('fillText(')));
  });

  it('a name with room to spare is painted whole, and without tag or info nothing stands at the right', () => {
    const h = platePx(2.6, 0.41);
    const { texts } = paint(h, label('Ada'));
    expect(texts.map((t) => t.text)).toEqual(['Ada']);
    // Without words at the right the name has the whole plate: more of a long name shows than beside a tag.
    const alone = pick(paint(h, label(LONG)).texts, () => true).text;
    const tagged = pick(paint(h, label(LONG, 'bot')).texts, (t) => t.text !== 'bot').text;
    expect(alone.length).toBeGreaterThan(tagged.length);
  });

  it('a two-row plate: the tag at the right of the name, the info on the second row', () => {
    const h = platePx(1.8, 0.45);
    const L = plateLayout(h);
    expect(L.rows).toHaveLength(2);
    const { texts } = paint(h, label('Nefer', 'bot'), '▲3  ●12  ◆1');
    const at = (s: string) => pick(texts, (t) => t.text === s);
    expect(at('bot')).toMatchObject({ x: L.right, y: L.rows[0] });
    expect(at('▲3  ●12  ◆1')).toMatchObject({ x: L.left, y: L.rows[1] });
    expect(at('Nefer')).toMatchObject({ x: L.left, y: L.rows[0] });
  });

  it('a long emoji or full-width name is cut by graphemes inside the plate, the ellipsis included', () => {
    const h = platePx(1.9, 0.355);
    const L = plateLayout(h);
    for (const one of ['👨‍👩‍👧‍👦', 'Ｗ']) {
      const long = one.repeat(24);
      const name = pick(paint(h, label(long, 'bot')).texts, (t) => t.text !== 'bot');
      expect(name.text.endsWith('…'), long).toBe(true);
      expect(name.text.slice(0, -1), 'whole graphemes only').toBe(one.repeat((name.text.length - 1) / one.length));
      expect(name.x + width(name.text, L.namePx)).toBeLessThanOrEqual(L.right - width('bot', L.smallPx) - 16);
    }
  });
});
