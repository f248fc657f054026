/**
 * Origin, Host and per-address limits on a LAN interface, run by origin-host-netns.test.ts INSIDE a private network
 * namespace the test creates (`unshare -n`) with a veth pair (10.77.0.1 and 10.77.0.2, both ends in the namespace):
 * the LAN listener binds all interfaces as in the product, and nothing reaches a real network. Refuses to run outside
 * one. Prints one JSON line with what it observed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { startRuntime } from '../../electron/web/runtime';
import { refuseOutsideNetns } from '../lan/netns';
import { rawRequest } from './support';

refuseOutsideNetns('netns-scenario');

const HOST_IP = '10.77.0.1';
const PEER_IP = '10.77.0.2';
const dir = mkdtempSync(join(tmpdir(), 'rt-netns-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><meta name="rt-endpoint" content="/ws"><p>app</p>');
const rt = await startRuntime({
  staticDir: dir, local: { port: 0 }, lan: { port: 0, bind: '0.0.0.0', announce: false }, browse: false,
  host: { journalDir: null, botDelayMs: 0 }, lanLimits: { maxConnectionsPerAddress: 3 },
});
const port = rt.lan!.listener.port;

/** Open a socket from `from` to the host's LAN address; resolves 'open' (kept) or the refusal status. */
function tryWs(from: string, opts: { origin?: string; host?: string } = {}): Promise<{ status: number | 'open'; ws?: WebSocket }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://${HOST_IP}:${port}/ws`, { localAddress: from, ...(opts.origin ? { origin: opts.origin } : {}), ...(opts.host ? { headers: { Host: opts.host } } : {}) });
    ws.once('unexpected-response', (_q, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.once('error', () => resolve({ status: -1 }));
    ws.once('open', () => resolve({ status: 'open', ws }));
  });
}

/** Open, note the result, close, and wait until the host has counted the socket gone. */
async function probe(from: string, opts: { origin?: string; host?: string } = {}): Promise<number | 'open'> {
  const r = await tryWs(from, opts);
  if (r.ws) {
    const closed = new Promise((res) => r.ws!.once('close', res));
    r.ws.close();
    await closed;
    await new Promise((res) => setTimeout(res, 50));
  }
  return r.status;
}

const out: Record<string, unknown> = { port, addresses: rt.info.addresses() };
out.noOrigin = await probe(PEER_IP);
out.ownOrigin = await probe(PEER_IP, { origin: `http://${HOST_IP}:${port}` });
out.evilOrigin = (await tryWs(PEER_IP, { origin: `http://evil.example:${port}` })).status;
out.otherPortOrigin = (await tryWs(PEER_IP, { origin: `http://${HOST_IP}:${port + 1}` })).status;
out.evilHost = (await tryWs(PEER_IP, { host: `evil.example:${port}` })).status;
const page = (host: string) => rawRequest(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 3000, HOST_IP);
out.pageOwnHost = (await page(`${HOST_IP}:${port}`)).status;
out.pageEvilHost = (await page(`evil.example:${port}`)).status;
out.recordFromLan = (await rawRequest(port, `GET /api/record/x HTTP/1.1\r\nHost: ${HOST_IP}:${port}\r\n\r\n`, 3000, HOST_IP)).status;
// Per address: three sockets from the peer are kept, the fourth is refused; another address still gets in.
const kept: WebSocket[] = [];
for (let i = 0; i < 3; i++) {
  const r = await tryWs(PEER_IP);
  if (r.ws) kept.push(r.ws);
}
out.keptFromPeer = kept.length;
out.fourthFromPeer = (await tryWs(PEER_IP)).status;
const other = await tryWs(HOST_IP);
out.fromOtherAddress = other.status;
other.ws?.close();
for (const ws of kept) ws.close();
// The local bridge listens on loopback only: not reachable on the LAN address.
out.localBridgeOnLan = (await rawRequest(rt.local!.port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n', 2000, HOST_IP)).end;
await rt.close();
console.log(JSON.stringify(out));
process.exit(0);
