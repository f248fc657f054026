import { inflateSync } from 'node:zlib';

/** Minimal PNG decoder (8-bit RGB/RGBA, non-interlaced: what Chromium screenshots are) for "is it blank?" checks. */
export function decodePng(buf: Buffer): { width: number; height: number; channels: number; data: Uint8Array } {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let off = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('ascii', off + 4, off + 8);
    const body = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      colorType = body[9]!;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : colorType === 0 ? 1 : 0;
  if (!channels) throw new Error(`unsupported PNG colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]!;
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[y * stride + x - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0;
      let v = row[x]!;
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + x] = v & 255;
    }
  }
  return { width, height, channels, data: out };
}

/** A rectangle of an image, in its pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Distinct colours (quantised to 4 bits per channel) and luminance spread of a screenshot, or of one region of it
 * (what an element's own screenshot would show: the page cut to its box), every third pixel of each row.
 */
export function imageStats(png: Buffer, region?: Region): { width: number; height: number; colours: number; stddev: number } {
  const { width, height, channels, data } = decodePng(png);
  const x0 = Math.max(0, Math.round(region?.x ?? 0));
  const y0 = Math.max(0, Math.round(region?.y ?? 0));
  const x1 = Math.min(width, Math.round(region ? region.x + region.width : width));
  const y1 = Math.min(height, Math.round(region ? region.y + region.height : height));
  const seen = new Set<number>();
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x += 3) {
      const i = (y * width + x) * channels;
      const r = data[i]!;
      const g = data[i + 1] ?? r;
      const b = data[i + 2] ?? r;
      seen.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
      const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      sum += l;
      sum2 += l * l;
      n++;
    }
  }
  if (n === 0) return { width, height, colours: 0, stddev: 0 };
  const mean = sum / n;
  return { width, height, colours: seen.size, stddev: Math.sqrt(Math.max(0, sum2 / n - mean * mean)) };
}
