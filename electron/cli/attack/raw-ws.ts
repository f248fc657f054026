import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A bare WebSocket client on a TCP socket, for the attack benchmark: it can stop reading (a slow reader) or write
 * frames faster than any library would let it (a flooder), which is exactly what a hostile peer does.
 */
export function rawWebSocket(port: number, host = '127.0.0.1', path = '/'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect({ host, port });
    let head = '';
    const onData = (d: Buffer) => {
      head += d.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      s.off('data', onData);
      if (!/^HTTP\/1\.1 101/.test(head)) {
        s.destroy();
        return reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
      }
      const rest = Buffer.from(head.slice(end + 4), 'latin1');
      if (rest.length) s.unshift(rest);
      resolve(s);
    };
    s.on('data', onData);
    s.once('error', reject);
    s.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`);
  });
}

/** One masked client text frame (clients must mask). */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, 0x80 | n]) : n < 65536 ? Buffer.from([0x81, 0x80 | 126, n >> 8, n & 255]) : null;
  if (!head) throw new Error('frame too large for this helper');
  const mask = randomBytes(4);
  const body = Buffer.alloc(n);
  for (let i = 0; i < n; i++) body[i] = payload[i]! ^ mask[i & 3]!;
  return Buffer.concat([head, mask, body]);
}
