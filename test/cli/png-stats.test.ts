/**
 * The screenshot checks' PNG reading (test/e2e/png.ts): a picture's colours and spread, and those of one region of it
 * (the 3D canvas judged on its part of the page's picture, test/e2e/harness.ts `shot`).
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageStats } from '../e2e/png';

/** An 8-bit RGB PNG of `width`×`height` whose pixel colour is `at(x, y)`, rows unfiltered. */
function png(width: number, height: number, at: (x: number, y: number) => [number, number, number]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    return Buffer.concat([len, Buffer.from(type, 'ascii'), body, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set(at(x, y), y * (1 + width * 3) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('screenshot statistics', () => {
  // A grey left half, a colourful right half.
  const picture = png(60, 20, (x, y) => (x < 30 ? [90, 90, 90] : [x * 8, y * 12, 255 - x * 4]));

  it('a flat region has one colour and no spread; a busy one many', () => {
    expect(imageStats(picture, { x: 0, y: 0, width: 30, height: 20 })).toMatchObject({ colours: 1, stddev: 0 });
    const right = imageStats(picture, { x: 30, y: 0, width: 30, height: 20 });
    expect(right.colours).toBeGreaterThan(20);
    expect(right.stddev).toBeGreaterThan(5);
  });

  it('the whole picture without a region; a region cut to the picture, or outside it, reads what lies inside', () => {
    expect(imageStats(picture).colours).toBe(imageStats(picture, { x: -10, y: -10, width: 100, height: 100 }).colours);
    expect(imageStats(picture, { x: 70, y: 0, width: 10, height: 10 })).toMatchObject({ colours: 0, stddev: 0 });
  });
});
