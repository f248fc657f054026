/**
 * Browser mode joins another machine's host by its address, through this machine's `/remote` bridge (the page may
 * open no socket to another host itself): here a dedicated host, which serves no page to navigate to. Then a LAN game
 * set up on such a host that nobody joins expires, and the lobby says so.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startHost, type TestHost } from '../host/helpers';
import { e2eEnv, newPage, PORTRAIT, press, shot, type TestPage } from './harness';

const env = e2eEnv();
const hosts: TestHost[] = [];
afterAll(async () => {
  for (const h of hosts) await h.close();
});

async function connectTo(page: TestPage, port: number): Promise<void> {
  await page.goto(`${env.app.url}?e2e=1`);
  await press(page, 'home-join');
  await page.waitForSelector('[data-testid="join"]');
  await page.fill('[data-testid="join-name"]', 'Vera');
  await page.fill('#jaddr', `127.0.0.1:${port}`);
  await press(page, 'join-connect');
  await page.getByText('Games on River Tables host').waitFor({ timeout: 30_000 });
}

describe('joining another host from browser mode', () => {
  it('types a dedicated host\'s address, sees its games, joins one by room code and plays on it', async () => {
    const th = await startHost({ botDelayMs: 0 });
    hosts.push(th);
    const m = th.host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    const page = await newPage(env.browser);
    await connectTo(page, th.server.address().port);
    await page.getByText(m.code).waitFor();
    await shot(page, '18-join-other-host');
    await page.fill('[data-testid="join-code"]', m.code);
    await press(page, 'join-submit');
    await page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    // The seat is held on the other host, by a connection that came through this machine's bridge.
    await expect.poll(() => th.host.listMatches().find((x) => x.id === m.id)?.seats[0]?.state).toBe('connected');
    expect(page.external).toEqual([]);
  }, 90_000);

  it('a LAN game nobody joins expires on the host, and its lobby says so', async () => {
    const th = await startHost({ botDelayMs: 0, waitingTtlMs: 2000 });
    hosts.push(th);
    const page = await newPage(env.browser);
    await connectTo(page, th.server.address().port);
    await page.getByRole('button', { name: /Back/ }).first().click();
    await press(page, 'game-nile');
    await page.waitForSelector('[data-testid="new-game"]');
    // On another host this page holds one seat at most: no hot-seat choice is offered.
    await expect.poll(() => page.locator('[data-testid="seat-kind-0"] option[value="local"]').count()).toBe(0);
    await press(page, 'players-2');
    await page.selectOption('[data-testid="seat-kind-0"]', 'lan');
    await page.selectOption('[data-testid="seat-kind-1"]', 'lan');
    await press(page, 'start');
    await page.waitForSelector('[data-testid="lobby"]');
    await page.waitForSelector('[data-testid="lobby-ended"]', { timeout: 30_000 });
    expect(await page.locator('[data-testid="lobby-ended"]').innerText()).toMatch(/Nobody joined/);
    await shot(page, '19-lobby-expired');
    await page.setViewportSize(PORTRAIT);
    await shot(page, '19b-lobby-expired-phone');
  }, 90_000);
});
