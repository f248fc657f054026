/** Typed and discovered host addresses become the host's WebSocket URL (default port 7420). */
import { describe, expect, it } from 'vitest';
import { hostSocketUrl } from '../../renderer/ui/JoinScreen';

describe('join by address', () => {
  it.each([
    ['192.168.1.20', 'ws://192.168.1.20:7420'],
    ['192.168.1.20:47300', 'ws://192.168.1.20:47300'],
    ['http://192.168.1.20:47300/?join=ABCD', 'ws://192.168.1.20:47300'],
    ['ws://10.0.0.5:7420', 'ws://10.0.0.5:7420'],
  ])('%s → %s', (input, url) => expect(hostSocketUrl(input)).toBe(url));

  it('refuses what is not an address', () => {
    expect(hostSocketUrl('')).toBeNull();
    expect(hostSocketUrl('ftp://x')).toBeNull();
  });
});
