import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The Origin/Host rules and the per-address cap on a real (virtual) LAN interface, with the LAN listener on all
 * interfaces as in the product: run inside a network namespace this test creates (`unshare -n`), with a veth pair
 * whose both ends live in it. Nothing reaches the machine's real interfaces.
 */
const run = promisify(execFile);
const netnsOk = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up && ip link add rt0 type veth peer name rt1'], { stdio: 'ignore' }).status === 0;
if (!netnsOk) console.warn('netns security tests SKIPPED: cannot create a network namespace with a veth pair here (needs `unshare -n` as root and iproute2)');

const script = `
set -e
ip link set lo up
ip link add rt0 type veth peer name rt1
ip addr add 10.77.0.1/24 dev rt0
ip addr add 10.77.0.2/24 dev rt1
ip link set rt0 up
ip link set rt1 up
export RT_NETNS=1
exec "$0" --import tsx test/security/netns-scenario.ts
`;

describe('LAN interface (network namespace)', () => {
  it.skipIf(!netnsOk)('own page origin and own address accepted; foreign Origin/Host refused; at most N sockets per address', async () => {
    const { stdout } = await run('unshare', ['-n', 'sh', '-c', script, process.execPath], { cwd: process.cwd(), timeout: 60_000 });
    const out = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(out.addresses).toContain(`http://10.77.0.1:${out.port}`);
    expect(out).toMatchObject({
      noOrigin: 'open', ownOrigin: 'open', evilOrigin: 403, otherPortOrigin: 403, evilHost: 403,
      pageOwnHost: 200, pageEvilHost: 403, recordFromLan: 403,
      keptFromPeer: 3, fourthFromPeer: 429, fromOtherAddress: 'open', localBridgeOnLan: 'error',
    });
  }, 90_000);
});
