/**
 * The showcase's framing looks (renderer/scenes/common/framingProbe.ts `framingLooks`): each set of acting pieces is
 * judged once, on a frame the page drew, so a test that asks seldom still judges every move the table showed.
 */
import { describe, expect, it } from 'vitest';
import type { V3 } from '../../renderer/scenes/common/flights';
import { framingLooks } from '../../renderer/scenes/common/framingProbe';

/** A sample that says where it was taken: framed when the first point's x is 0. */
const log = () => framingLooks((points) => ({ acting: points.length, onScreen: points.length, clear: points[0]![0] === 0 ? points.length : 0, framed: points[0]![0] === 0 }));
const set = (key: number, x = 0): { key: number; points: V3[] } => ({ key, points: [[x, 0, 0]] });

describe('framing looks', () => {
  it('judge a set on the first frame drawn with the camera at rest, once', () => {
    const l = log();
    l.acted();
    l.frame(set(1), true);
    l.frame(set(1), false);
    l.frame(set(1, 5), false);
    l.frame(null, false);
    expect(l.take()).toEqual({ acted: 1, looks: [{ acting: 1, onScreen: 1, clear: 1, framed: true, moving: false }] });
    expect(l.take(), 'a take empties the log').toEqual({ acted: 0, looks: [] });
  });

  it('a set the camera moved through gives its first frame, marked moving, once it stops acting', () => {
    const l = log();
    l.frame(set(1, 3), true);
    l.frame(set(1, 0), true);
    expect(l.take().looks, 'not before it has stopped acting').toEqual([]);
    l.frame(set(2), false);
    expect(l.take().looks).toEqual([
      { acting: 1, onScreen: 1, clear: 0, framed: false, moving: true },
      { acting: 1, onScreen: 1, clear: 1, framed: true, moving: false },
    ]);
  });

  it('a set no frame showed gives no look, but counts as having acted', () => {
    const l = log();
    l.acted();
    l.acted();
    l.frame(set(2, 4), false);
    expect(l.take()).toEqual({ acted: 2, looks: [{ acting: 1, onScreen: 1, clear: 0, framed: false, moving: false }] });
  });
});
