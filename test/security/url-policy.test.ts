/**
 * The URL decisions of the Electron main process (electron/url-policy.ts), against tables of hostile URLs: which
 * links may open in the system browser, which pages the window may show, which sockets the remote bridge may dial.
 */
import { describe, expect, it } from 'vitest';
import { checkRemoteSocketUrl, externalLinkUrl, isLanHostname, isLanIp, isTrustedRendererUrl } from '../../electron/url-policy';
import { externalCases } from './hostile-urls';

describe('links that may open in the system browser', () => {
  it.each(externalCases)('%s → %s (%s)', (url, verdict) => expect(externalLinkUrl(url)).toBe(verdict));
});

describe('pages the window may show', () => {
  const dev = 'http://127.0.0.1:5173';
  it.each([
    ['app://river-tables/index.html', undefined, true],
    ['app://river-tables/index.html?showcase=1', undefined, true],
    ['app://river-tables.evil/', undefined, false],
    ['app://river-tables@evil/', undefined, false],
    ['app://evil@river-tables/', undefined, false],
    ['app://river-tables:8080/', undefined, false],
    ['app://RIVER-TABLES/', undefined, false],
    ['app://river-tables./', undefined, false],
    ['app://other/x', undefined, false],
    ['file:///etc/passwd', undefined, false],
    ['javascript:alert(1)', undefined, false],
    ['http://127.0.0.1:5173/', undefined, false],
    ['http://127.0.0.1:5173/', dev, true],
    ['http://127.0.0.1:5173/src/app.tsx', dev, true],
    ['http://127.0.0.1:5174/', dev, false],
    ['http://127.0.0.1/', dev, false],
    ['https://127.0.0.1:5173/', dev, false],
    ['http://x@127.0.0.1:5173/', dev, false],
    ['http://127.0.0.1:5173@evil/', dev, false],
    ['http://127.0.0.1.evil:5173/', dev, false],
    ['http://evil:5173/', dev, false],
    ['http://evil.example/', 'http://evil.example', false], // a dev server off loopback is never trusted
    ['http://localhost:5173/', 'http://localhost:5173', true],
    ['https://example.com/', dev, false],
  ])('%s (dev server %s) → %s', (url, devServer, verdict) => expect(isTrustedRendererUrl(url, devServer)).toBe(verdict));
});

describe('LAN addresses', () => {
  it.each([
    ['127.0.0.1', true], ['127.255.255.254', true], ['10.1.2.3', true], ['172.16.0.1', true], ['172.31.0.1', true],
    ['192.168.0.1', true], ['::1', true], ['fd00::1', true], ['fc00::1', true], ['::ffff:192.168.1.2', true],
    ['172.15.0.1', false], ['172.32.0.1', false], ['192.167.0.1', false], ['8.8.8.8', false], ['169.254.169.254', false],
    ['0.0.0.0', false], ['255.255.255.255', false], ['256.1.1.1', false], ['1.2.3', false], ['fe80::1', false],
    ['2001:db8::1', false], ['::', false], ['::ffff:8.8.8.8', false], ['', false], ['localhost', false],
  ])('%s → %s', (ip, verdict) => expect(isLanIp(ip)).toBe(verdict));

  it('hostnames: localhost and LAN literals only', () => {
    expect(isLanHostname('localhost')).toBe(true);
    expect(isLanHostname('[::1]')).toBe(true);
    expect(isLanHostname('192.168.1.2')).toBe(true);
    expect(isLanHostname('::1')).toBe(false); // URL hostnames carry IPv6 in brackets
    expect(isLanHostname('localhost.')).toBe(false);
    expect(isLanHostname('mypc.local')).toBe(false);
  });
});

describe('sockets the remote bridge may dial', () => {
  it.each([
    ['ws://192.168.1.20:7420', 'ws://192.168.1.20:7420/'],
    ['wss://192.168.1.20:7420/ws', 'wss://192.168.1.20:7420/ws'],
    ['ws://[::1]:7420', 'ws://[::1]:7420/'],
    ['ws://mypc.local:7420', 'ws://mypc.local:7420/'],
  ])('%s is accepted as %s', (url, href) => expect(checkRemoteSocketUrl(url)).toMatchObject({ ok: true, url: href }));

  it.each([
    ['http://192.168.1.20:7420', /not a WebSocket URL/],
    ['ws+unix:///tmp/sock', /not a WebSocket URL/],
    ['file:///etc/passwd', /not a WebSocket URL/],
    ['ws://user:pw@192.168.1.20:7420', /user name or password/],
    ['ws://192.168.1.20@evil:7420', /user name or password/],
    ['ws://192.168.1.20:7420/#x', /fragment/],
    ['192.168.1.20:7420', /not a URL/],
    ['nonsense', /not a URL/],
    [`ws://${'a'.repeat(400)}:7420`, /too long/],
  ])('%s is refused (%s)', (url, error) => {
    const r = checkRemoteSocketUrl(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
  });
});
