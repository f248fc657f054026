// Scratch script (not committed): open a game and take screenshots at several sizes.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { buildRenderer, rendererIsStale, ROOT } from '../../electron/cli/buildApp';
import { join } from 'node:path';

const [game = 'nefertiti', players = '3', extra = ''] = process.argv.slice(2);
if (rendererIsStale('development')) await buildRenderer({ mode: 'development', quiet: true });
const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'electron/cli/start.ts'), '--browser', '--no-open', '--no-build', '--renderer', 'development', '--port', '0', '--lan-port', '0', '--no-journal', '--no-announce', '--bot-delay-ms', '0', '--no-lan'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let out = '';
proc.stdout!.on('data', (d) => (out += d));
proc.stderr!.on('data', (d) => (out += d));
const url = await new Promise<string>((res, rej) => {
  const t = setTimeout(() => rej(new Error(out)), 60000);
  proc.stdout!.on('data', () => { const m = out.match(/running at (http:\/\/127\.0\.0\.1:\d+\/)/); if (m) { clearTimeout(t); res(m[1]!); } });
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox', '--disable-background-networking'] });
try {
  for (const [w, h] of [[1280, 800], [390, 844], [844, 390]] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1, ...(w < 500 || h < 500 ? { hasTouch: true, isMobile: true } : {}) });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
    await page.addInitScript(() => localStorage.setItem('riverTables.settings.v1', JSON.stringify({ quality: 'low', reduceMotion: true, sound: false, language: 'en' })));
    await page.goto(`${url}?e2e=1${extra}`);
    await page.waitForSelector(`[data-testid="game-${game}"]`);
    await page.locator(`[data-testid="game-${game}"]`).click();
    await page.waitForSelector('[data-testid="new-game"]');
    await page.locator(`[data-testid="players-${players}"]`).click();
    for (let i = 1; i < Number(players); i++) await page.selectOption(`[data-testid="seat-kind-${i}"]`, 'bot');
    await page.locator('[data-testid="start"]').click();
    await page.waitForFunction(() => { const s = window.__rtTable?.(); return !!s && s.myTurn && !s.busy; }, null, { timeout: 90000 }).catch((e) => console.log('no turn', String(e).slice(0, 200)));
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${game}-${w}x${h}.png` });
    const probe = await page.evaluate(() => window.__rtTable?.());
    console.log(w, h, JSON.stringify(probe).slice(0, 600));
    await ctx.close();
  }
} finally {
  await browser.close();
  process.kill(-proc.pid!, 'SIGKILL');
}
