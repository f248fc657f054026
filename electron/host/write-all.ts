import { write, writeSync } from 'node:fs';

/**
 * Writes that either put every byte where they were asked to, or throw. Node's `write`/`writeSync` make one system
 * call and return how many bytes it wrote; they do not loop. On a file system that is filling up, a write returns a
 * short count first (the bytes that still fit) and only the next one fails with ENOSPC, so a caller that ignores the
 * count believes a cut line was written whole.
 */

/** One write at `position` (null: the file's current position), returning the bytes written: `fs.writeSync`'s shape. */
export type WriteOnce = (fd: number, buf: Uint8Array, offset: number, length: number, position: number | null) => number;
/** The same, asynchronous (`fs.write`'s shape, promised). */
export type WriteOnceAsync = (fd: number, buf: Uint8Array, offset: number, length: number, position: number | null) => Promise<number>;

/** A write that made no progress at all (a zero count): looping on it again would never end. */
export class ShortWriteError extends Error {
  readonly code = 'ESHORTWRITE';
  constructor(
    readonly written: number,
    readonly wanted: number,
  ) {
    super(`a write stopped after ${written} of ${wanted} bytes`);
  }
}

const writeOnce: WriteOnce = (fd, buf, offset, length, position) => writeSync(fd, buf, offset, length, position);
const writeOnceAsync: WriteOnceAsync = (fd, buf, offset, length, position) =>
  new Promise((resolve, reject) => write(fd, buf, offset, length, position, (e, n) => (e ? reject(e) : resolve(n))));

const bytesOf = (data: string | Uint8Array): Uint8Array => (typeof data === 'string' ? Buffer.from(data, 'utf8') : data);

/**
 * Write all of `data` at `position` (null: the current position), looping on short writes; throws the write's error
 * (ENOSPC…) or a ShortWriteError. Returns the number of bytes written (all of them).
 */
export function writeAllSync(fd: number, data: string | Uint8Array, position: number | null, once: WriteOnce = writeOnce): number {
  const buf = bytesOf(data);
  let done = 0;
  while (done < buf.length) {
    const n = once(fd, buf, done, buf.length - done, position === null ? null : position + done);
    if (!(n > 0)) throw new ShortWriteError(done, buf.length);
    done += n;
  }
  return done;
}

/** `writeAllSync`, off the event loop. */
export async function writeAll(fd: number, data: string | Uint8Array, position: number | null, once: WriteOnceAsync = writeOnceAsync): Promise<number> {
  const buf = bytesOf(data);
  let done = 0;
  while (done < buf.length) {
    const n = await once(fd, buf, done, buf.length - done, position === null ? null : position + done);
    if (!(n > 0)) throw new ShortWriteError(done, buf.length);
    done += n;
  }
  return done;
}
