/**
 * The limit flags of `npm start` and `npm run host` (README "Security"), and the names a listener answers to.
 */
import { describe, expect, it } from 'vitest';
import { ArgError, parseArgs } from '../../electron/cli/args';
import { allowedHosts, hostLimitsFrom, lanLimitsFrom, limitFlags } from '../../electron/cli/limits';
import { HOST_LIMITS } from '../../host/limits';
import { OwnNames, hostOf } from '../../electron/lan/http/own-names';
import { LAN_SERVER_DEFAULTS } from '../../electron/lan/server';

const parse = (argv: string[]) => parseArgs(limitFlags, argv);

describe('limit flags', () => {
  it('defaults are the documented defaults', () => {
    const a = parse([]);
    expect(hostLimitsFrom(a)).toEqual({ ...HOST_LIMITS });
    expect(lanLimitsFrom(a)).toMatchObject({
      maxConnections: LAN_SERVER_DEFAULTS.maxConnections, maxConnectionsPerAddress: 16, maxBufferedBytes: 2 * 1024 * 1024, totalBufferedBytes: 32 * 1024 * 1024,
      rateLimit: { perSecond: 50, burst: 200, closeAfter: 200 },
    });
    expect(allowedHosts(a)).toEqual([]);
  });

  it('each flag sets its option; 0 turns the timers off', () => {
    const a = parse(['--matches-per-connection', '5', '--hello-timeout-ms', '0', '--waiting-ttl-min', '0', '--max-connections-per-address', '3', '--send-buffer-kb', '512', '--allow-host', 'gamebox.lan, 10.1.2.3']);
    expect(hostLimitsFrom(a)).toMatchObject({ matchesPerConnection: 5, helloTimeoutMs: null, waitingTtlMs: null });
    expect(lanLimitsFrom(a)).toMatchObject({ maxConnectionsPerAddress: 3, maxBufferedBytes: 512 * 1024 });
    expect(allowedHosts(a)).toEqual(['gamebox.lan', '10.1.2.3']);
  });

  it('inconsistent or malformed values are refused by name', () => {
    expect(() => hostLimitsFrom(parse(['--reserved-for-local', '500']))).toThrow(ArgError);
    expect(() => hostLimitsFrom(parse(['--reserved-for-local', '500']))).toThrow(/--reserved-for-local/);
    expect(() => lanLimitsFrom(parse(['--send-budget-mb', '1', '--send-buffer-kb', '4096']))).toThrow(/--send-budget-mb/);
    expect(() => allowedHosts(parse(['--allow-host', 'evil.example/x']))).toThrow(/--allow-host/);
    expect(() => parse(['--max-connections-per-address', '0'])).toThrow(/--max-connections-per-address/);
  });
});

describe('the names a listener answers to', () => {
  const names = new OwnNames({ hostname: () => 'Den-PC', addresses: () => ['192.168.1.20', 'fe80::1', '127.0.0.1'], extra: ['gamebox.lan'] });

  it('its host name (and .local), its addresses, loopback, and --allow-host names, with any port', () => {
    for (const h of ['den-pc', 'DEN-PC:7420', 'den-pc.local:7420', '192.168.1.20:7420', '[fe80::1]:7420', 'localhost', '127.0.0.1:1', '127.5.6.7', '[::1]:7420', 'gamebox.lan:7420', 'gamebox.lan.']) {
      expect(names.isOwnHost(h), h).toBe(true);
    }
  });

  it('nothing else, and nothing malformed', () => {
    for (const h of [undefined, '', 'evil.example', 'den-pc.evil.example', '192.168.1.21', '192.168.1.20.evil', 'localhost.evil', '[', '[::1', 'a b', '127.0.0.1:99999', '%ZZ', 'x'.repeat(400), 'den-pc:7420:1']) {
      expect(names.isOwnHost(h), String(h)).toBe(false);
    }
  });

  it('an Origin is ours only with http, one of our names, and the listener\'s port', () => {
    expect(names.isOwnOrigin('http://192.168.1.20:7420', 7420)).toBe(true);
    expect(names.isOwnOrigin('http://den-pc.local:7420', 7420)).toBe(true);
    for (const o of ['http://192.168.1.20:7421', 'https://192.168.1.20:7420', 'http://evil.example:7420', 'http://u@192.168.1.20:7420', 'null', 'app://river-tables']) {
      expect(names.isOwnOrigin(o, 7420), o).toBe(false);
    }
  });

  it('Host header values parse into a name, or null', () => {
    expect(hostOf('Example.COM:80')).toBe('example.com');
    expect(hostOf('[::1]:7420')).toBe('::1');
    expect(hostOf('[::1]')).toBe('::1');
    expect(hostOf('a:b:c')).toBeNull();
    expect(hostOf('host:70000')).toBeNull();
  });
});
