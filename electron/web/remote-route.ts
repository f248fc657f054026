import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { z } from 'zod';
import type { WebSocketServer } from 'ws';
import type { RemoteEnvelopeOut } from '../../protocol/ipc';
import { RemoteBridge } from '../remote-bridge';

/**
 * `/remote` on the local listener (browser mode): this machine's own page joins another machine's host through this
 * process, exactly as the Electron page does through main (electron/remote-bridge.ts). The page's CSP lets it open no
 * socket but its own server's, and the bridge sends no Origin, so LAN hosts — dedicated ones included, which serve no
 * page to navigate to — accept it as the native client it is. The same operations as Electron's IPC, as JSON frames.
 */
const envelopeIn = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('open'), ref: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), url: z.string().max(300) }),
  z.strictObject({ op: z.literal('send'), id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), msg: z.unknown() }),
  z.strictObject({ op: z.literal('close'), id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
]);

export function bridgeRemote(wss: WebSocketServer, req: IncomingMessage, socket: Duplex, head: Buffer, log?: (line: string) => void): void {
  wss.handleUpgrade(req, socket, head, (ws) => {
    const out = (e: RemoteEnvelopeOut) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(e));
    };
    const bridge = new RemoteBridge({ message: (id, msg) => out({ op: 'message', id, msg }), status: (status) => out({ op: 'status', status }), log });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      let value: unknown;
      try {
        value = JSON.parse(String(data));
      } catch {
        return;
      }
      const e = envelopeIn.safeParse(value);
      if (!e.success) return;
      const m = e.data;
      if (m.op === 'open') return out({ op: 'opened', ref: m.ref, result: bridge.open(m.url) });
      if (m.op === 'close') return bridge.close(m.id);
      const r = bridge.send(m.id, m.msg);
      if (!r.ok && r.reason === 'invalid') out({ op: 'message', id: m.id, msg: { t: 'error', code: r.code, message: r.message } });
    });
    ws.on('close', () => bridge.close());
    ws.on('error', () => bridge.close());
  });
}
