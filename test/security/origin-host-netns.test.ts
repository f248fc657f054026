import { describe, expect, it } from 'vitest';
import { canMakeNetns, runNetnsScenario } from '../lan/netns';

/**
 * The Origin/Host rules and the per-address cap on a real (virtual) LAN interface, with the LAN listener on all
 * interfaces as in the product: run inside a network namespace this test creates (`unshare -n`), with a veth pair
 * whose both ends live in it. Nothing reaches the machine's real interfaces.
 */
const netnsOk = canMakeNetns('ip link set lo up && ip link add rt0 type veth peer name rt1');
if (!netnsOk) console.warn('netns security tests SKIPPED: cannot create a network namespace with a veth pair here (needs `unshare -n` as root and iproute2)');

const setup = `
ip link set lo up
ip link add rt0 type veth peer name rt1
ip addr add 10.77.0.1/24 dev rt0
ip addr add 10.77.0.2/24 dev rt1
ip link set rt0 up
ip link set rt1 up`;

describe('LAN interface (network namespace)', () => {
  it.skipIf(!netnsOk)('own page origin and own address accepted; foreign Origin/Host refused; at most N sockets per address', async () => {
    const out = JSON.parse(await runNetnsScenario(setup, 'test/security/netns-scenario.ts'));
    expect(out.addresses).toContain(`http://10.77.0.1:${out.port}`);
    expect(out).toMatchObject({
      noOrigin: 'open', ownOrigin: 'open', evilOrigin: 403, otherPortOrigin: 403, evilHost: 403,
      pageOwnHost: 200, pageEvilHost: 403, recordFromLan: 403,
      keptFromPeer: 3, fourthFromPeer: 429, fromOtherAddress: 'open', localBridgeOnLan: 'error',
    });
  }, 90_000);
});
