/**
 * Discovery scenario, run by discovery.test.ts INSIDE a private network namespace (`unshare -n`) that the test
 * creates: only loopback (and, when the kernel allows, a private veth pair) exists, so broadcasts and multicast never
 * reach a real network. Refuses to run outside one. Prints one JSON line with what it observed.
 */
import { createSocket } from 'node:dgram';
import { WebSocket } from 'ws';
import { NodeHost } from '../../electron/host/node-host';
import { connectSession } from '../../client/connect';
import { BEACON_PORT, broadcastAddresses, HostBrowser, type DiscoveredHost } from '../../electron/lan/discovery';
import { LanSession } from '../../electron/lan/session';
import { refuseOutsideNetns } from './netns';

refuseOutsideNetns('discovery-scenario');

const veth = process.env.RT_VETH === '1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(f: () => T | undefined | false, ms: number): Promise<T | null> {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() > end) return null;
    await sleep(20);
  }
}

const out: Record<string, unknown> = { veth, broadcastTargets: broadcastAddresses() };
// With a veth pair, the default targets (broadcast address of each LAN interface) are used as in the product; with
// loopback only, there is no LAN interface, so the beacon goes to loopback's broadcast address.
const targets = veth ? undefined : () => ['127.255.255.255'];

const host = new NodeHost({ name: 'Netns host', bots: { size: 1 } });
const match = host.createMatch({ game: 'nile', players: 2 });
const browser = new HostBrowser({ ttlMs: 1500 });
await browser.start();

// 1. A host that has not opened a LAN game announces nothing.
const quiet = await LanSession.open({ host, port: 0, bind: '127.0.0.1', announce: false });
await sleep(1500);
out.beforeAnnounce = browser.list();
await quiet.close();

// 2. Opening the LAN game starts the beacon and mDNS; the browser finds the host both ways, with its room code.
const session = await LanSession.open({ host, port: 0, bind: '0.0.0.0', announce: true, discovery: { intervalMs: 300, targets } });
const found = await until(() => browser.list().find((h) => h.id === host.id && h.via.includes('beacon') && h.via.includes('mdns')), 8000);
out.found = found;
out.port = session.port;
out.byCode = browser.findCode(match.code.toLowerCase())?.id ?? null;
if (found) {
  // The discovered address works: connect and find the match by its room code.
  const c = await connectSession((found as DiscoveredHost).url, { WebSocket, reconnect: false });
  const j = await c.join({ code: match.code }, 'spectator');
  out.joinedViaDiscovery = j.match === match.id;
  c.close();
}

// 3. Closing the LAN game stops both: mDNS says goodbye, the beacon falls silent and times out.
let afterStop = 0;
const sniffer = createSocket({ type: 'udp4', reuseAddr: true });
sniffer.on('message', () => afterStop++);
await new Promise<void>((r) => sniffer.bind(BEACON_PORT, r));
await session.close();
await sleep(100);
afterStop = 0;
out.goneAfterClose = (await until(() => browser.list().length === 0, 5000)) !== null;
await sleep(1000);
out.beaconsAfterClose = afterStop;
sniffer.close();

await browser.stop();
await host.close();
console.log(JSON.stringify(out));
process.exit(0);
