import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { WebSocket } from 'ws';
import { Session } from '../../client/session';
import { WsTransport } from '../../client/ws';
import { ROOT, buildRenderer, rendererIsStale } from './buildApp';

/** System Chromium with software WebGL (SwiftShader), no network of its own: the CLIs that drive the built renderer. */
export const CHROMIUM_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * `npm start --browser` serving the bench build (already built: the production app with the probes these CLIs read)
 * on free loopback ports, no journal, bots without delay unless `botDelayMs` says; resolves with its page address once
 * it says it is running. No LAN listener unless `lan` (then on a free port, opened when a match first has an open seat,
 * never announced). Used by `bench:showcase`, and through `withAppSession` by `rules:pictures`, `bench:render`,
 * `shots:quality` and `shots:docs`.
 */
export function startApp(botDelayMs = 0, lan = false): Promise<{ url: string; proc: ChildProcess }> {
  const args = ['--import', 'tsx', join(ROOT, 'electron/cli/start.ts'), '--browser', '--no-open', '--no-build', '--renderer', 'bench', '--port', '0', '--lan-port', '0', ...(lan ? [] : ['--no-lan']), '--no-journal', '--no-announce', '--bot-delay-ms', String(botDelayMs)];
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`the app did not start:\n${out}`)), 60_000);
    const read = (d: Buffer) => {
      out += String(d);
      const m = /River Tables is running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (!m) return;
      clearTimeout(t);
      resolve({ url: m[1]!, proc });
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.on('exit', (code) => reject(new Error(`the app exited (${code}):\n${out}`)));
  });
}

/**
 * The bench build (built first if its sources changed) served by `startApp` (with its LAN listener if `lan`), and a
 * protocol session of the script's own on its host (`name`: the session's client name), for the CLIs that set up
 * matches and open them in a page; both are stopped when `fn` ends, however it ends.
 */
export async function withAppSession<T>(name: string, fn: (app: { url: string }, session: Session) => Promise<T>, lan = false): Promise<T> {
  if (rendererIsStale('bench')) await buildRenderer({ mode: 'bench', quiet: true });
  const app = await startApp(0, lan);
  const session = new Session(new WsTransport(`${app.url.replace('http', 'ws')}local`, { WebSocket, reconnect: false }), name);
  try {
    await session.connect();
    return await fn(app, session);
  } finally {
    session.close();
    app.proc.kill('SIGTERM');
  }
}

/**
 * A picture at the screen's own pixels (1280 × 800 unless `size` says), saved to `path`, in a Chromium of its own (no
 * shader or texture cache carried over from another picture): `draw` brings the page to what it shows. A size narrower
 * than 640 px is a phone's (touch, as the app tells phones). The page's errors are printed under `label`.
 */
export async function picture(path: string, label: string, draw: (page: Page) => Promise<void>, size = { width: 1280, height: 800 }): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const phone = Math.min(size.width, size.height) < 640;
    const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1, locale: 'en-GB', hasTouch: phone, isMobile: phone });
    page.on('console', (m) => m.type() === 'error' && console.error(`${label}: ${m.text()}`));
    page.on('pageerror', (e) => console.error(`${label}: ${e.message}`));
    await draw(page);
    await page.screenshot({ path, timeout: 120_000 });
    console.log(path);
  } finally {
    await browser.close();
  }
}

/**
 * A LAN guest's session on the app's LAN listener (loopback; the listener opens once a match has an open seat) and the
 * address its pages load from.
 */
export async function lanGuest(app: { url: string }, name: string): Promise<{ url: string; session: Session }> {
  const info = (await (await fetch(`${app.url}api/info`)).json()) as { lanPort: number | null };
  if (!info.lanPort) throw new Error('the app has no LAN listener: start it with LAN, and create a match with an open seat first');
  const url = `http://127.0.0.1:${info.lanPort}/`;
  const session = new Session(new WsTransport(`${url.replace('http', 'ws')}ws`, { WebSocket, reconnect: false }), name);
  await session.connect();
  return { url, session };
}
