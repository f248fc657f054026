import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './buildApp';

/** System Chromium with software WebGL (SwiftShader), no network of its own: the CLIs that drive the built renderer. */
export const CHROMIUM_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * `npm start --browser` serving the bench build (already built: the production app with the probes these CLIs read)
 * on free loopback ports, no LAN, no journal, bots without delay unless `botDelayMs` says; resolves with its page
 * address once it says it is running. Used by `rules:pictures`, `bench:render` and `bench:showcase`.
 */
export function startApp(botDelayMs = 0): Promise<{ url: string; proc: ChildProcess }> {
  const args = ['--import', 'tsx', join(ROOT, 'electron/cli/start.ts'), '--browser', '--no-open', '--no-build', '--renderer', 'bench', '--port', '0', '--lan-port', '0', '--no-lan', '--no-journal', '--no-announce', '--bot-delay-ms', String(botDelayMs)];
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
