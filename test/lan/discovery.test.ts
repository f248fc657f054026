import { describe, expect, it } from 'vitest';
import { broadcastAddresses, decodeBeacon, encodeBeacon } from '../../electron/lan/discovery';
import { canMakeNetns, runNetnsScenario } from './netns';

/**
 * Discovery sends UDP broadcasts and mDNS multicast, so it is only ever tested inside a network namespace this test
 * creates (`unshare -n`): loopback with multicast on, plus a private veth pair when the kernel allows one (then the
 * beacon uses the product's default targets). Nothing reaches the machine's real interfaces.
 */
const netnsOk = canMakeNetns('ip link set lo up');
if (!netnsOk) console.warn('discovery tests SKIPPED: cannot create a network namespace here (needs `unshare -n` as root and iproute2)');

const setup = `
ip link set lo up
ip link set lo multicast on
ip route add 224.0.0.0/4 dev lo 2>/dev/null || true
if ip link add rt0 type veth peer name rt1 2>/dev/null; then
  ip addr add 10.77.0.1/24 broadcast 10.77.0.255 dev rt0
  ip addr add 10.77.0.2/24 broadcast 10.77.0.255 dev rt1
  ip link set rt0 up
  ip link set rt1 up
  export RT_VETH=1
fi`;

describe('discovery (UDP beacon + mDNS)', () => {
  it.skipIf(!netnsOk)('announces only while a LAN game is open; browsers find the host by beacon and mDNS, and its room code', async () => {
    const out = JSON.parse(await runNetnsScenario(setup, 'test/lan/discovery-scenario.ts'));
    expect(out.beforeAnnounce).toEqual([]);
    expect(out.found).not.toBeNull();
    expect(out.found.via.sort()).toEqual(['beacon', 'mdns']);
    expect(out.found.port).toBe(out.port);
    expect(out.found.name).toBe('Netns host');
    expect(out.byCode).toBe(out.found.id);
    expect(out.joinedViaDiscovery).toBe(true);
    expect(out.goneAfterClose).toBe(true);
    expect(out.beaconsAfterClose).toBe(0);
    if (out.veth) expect(out.broadcastTargets).toEqual(['10.77.0.255']);
  });

  it('beacons: round trip, size cap, and garbage from the LAN is ignored', () => {
    const b = { id: 'abc', name: 'Host', port: 7420, v: 1, codes: Array.from({ length: 40 }, (_, i) => `C${String(i).padStart(3, '0')}`) };
    expect(decodeBeacon(encodeBeacon(b))).toEqual(b);
    const long = { ...b, name: 'x'.repeat(64) };
    expect(encodeBeacon(long).length).toBeLessThanOrEqual(1200);
    expect(decodeBeacon(Buffer.from('hello'))).toBeNull();
    expect(decodeBeacon(Buffer.from('RIVER-TABLES/1 {"id":1}'))).toBeNull();
    expect(decodeBeacon(Buffer.from('RIVER-TABLES/1 {not json'))).toBeNull();
    expect(decodeBeacon(Buffer.alloc(5000, 65))).toBeNull();
  });

  it('broadcast targets: one per LAN IPv4 interface, never loopback or a /32', () => {
    const iface = (address: string, netmask: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') => ({ address, netmask, internal, family, mac: '', cidr: null }) as never;
    expect(
      broadcastAddresses({
        lo: [iface('127.0.0.1', '255.0.0.0', true)],
        eth0: [iface('192.168.1.20', '255.255.255.0'), iface('fe80::1', 'ffff:ffff:ffff:ffff::', false, 'IPv6')],
        wlan0: [iface('10.0.5.7', '255.255.240.0')],
        tun0: [iface('10.8.0.2', '255.255.255.255')],
      }),
    ).toEqual(['192.168.1.255', '10.0.15.255']);
  });
});
