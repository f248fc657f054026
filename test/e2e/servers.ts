import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../electron/cli/browserApp';
import { ROOT, buildRenderer, rendererIsStale, type BuildMode } from '../../electron/cli/buildApp';

/**
 * What the end-to-end tests run against: the renderer's e2e build, `npm start` in browser mode serving it, and the
 * system Chromium. No vitest here: the e2e project's global setup (globalSetup.ts) uses it in vitest's own process.
 */

const CHROMIUM = '/usr/bin/chromium';

/**
 * The test files' Chromium (`browserServer`): the CLIs' (software WebGL, no network of its own), with the pages' text
 * and boxes rastered on the CPU. Drawn through SwiftShader, the raster was about half of what a table's opening cost
 * the GPU process (1.0 → 0.55 CPU-seconds). The render benches keep the CLIs' arguments, so their figures stay
 * comparable.
 */
const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-gpu-rasterization'];

/**
 * How a test Chromium composites its pages:
 * - `cpu`, the one most pages open in (their stages draw only for a picture: harness.ts `Settings.draw`): composited
 *   through SwiftShader, a page whose HUD changes was composited again whole (8 moves of NILE, the GPU process 4.7 →
 *   0.5 CPU-seconds; the files `replay` and `phone-guest` side by side 127 → 104 s). WebGL still draws through
 *   SwiftShader, and a stage drawn for a picture is read back to be composited.
 * - `gpu`, as the app's: for the pages that draw at every frame (each frame would be read back, stalling the other
 *   pages' WebGL in the same GPU process).
 */
export type Compositing = 'cpu' | 'gpu';

/**
 * The builds the e2e tests drive, both with the probes (buildApp BuildMode; each mode has its own folder, and `npm
 * start` serves the production build, which has none):
 * - `E2E_BUILD`, React's production build (the render benches' too): what most files drive. React's development
 *   build costs them a third more time in a long game (measured: a Niagara game of 53 decisions, 45 s → 28 s).
 * - `REACT_CHECKS_BUILD`, React's development build: its checks (keys, hooks, effects run twice under StrictMode) warn
 *   in the console that the files walking the whole app read (`e2eEnv({ reactChecks: true })`: app, a11y).
 */
export const E2E_BUILD: BuildMode = 'bench';
export const REACT_CHECKS_BUILD: BuildMode = 'development';

/** Build the e2e tests' renderers (both builds, or the one asked for) if their sources changed (one builder at a time across test files). */
export async function ensureRenderer(modes: BuildMode[] = [E2E_BUILD, REACT_CHECKS_BUILD]): Promise<void> {
  for (const mode of modes) await ensureBuilt(mode);
}

async function ensureBuilt(mode: BuildMode): Promise<void> {
  const lock = join(ROOT, 'dist', '.build-lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  for (;;) {
    if (!rendererIsStale(mode)) return;
    try {
      mkdirSync(lock);
    } catch {
      // Someone else builds (or a stale lock from a killed run: older than 2 minutes).
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (rendererIsStale(mode)) await buildRenderer({ mode, quiet: true });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export interface AppServer {
  url: string;
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Kill a process group, if it is still there. */
function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined) return;
  try {
    process.kill(-proc.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves with the app's address once it says it is running; rejects if it exits or stays silent for a minute. */
function appAddress(proc: ChildProcess, output: () => string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`the app did not start:\n${output()}`)), 60_000);
    const check = () => {
      const m = output().match(/River Tables is running at (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m?.[1]) {
        clearTimeout(t);
        resolve(m[1]);
      }
    };
    proc.stdout?.on('data', check);
    proc.on('exit', (code) => reject(new Error(`the app exited (${code}):\n${output()}`)));
  });
}

/** `npm start` in browser mode (what a machine without Electron gets) serving an e2e build, on 127.0.0.1 port 0. */
export async function startApp(extra: string[] = [], build: BuildMode = E2E_BUILD): Promise<AppServer> {
  const args = ['--import', 'tsx', join(ROOT, 'electron/cli/start.ts'), '--browser', '--no-open', '--no-build', '--renderer', build, '--port', '0', '--lan-port', '0', '--no-journal', '--no-announce', '--bot-delay-ms', '0', ...extra];
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Never outlive the test run, even if it is killed before its teardown (the server is its own process group).
  process.once('exit', () => killGroup(proc, 'SIGKILL'));
  let out = '';
  proc.stdout?.on('data', (d) => (out += String(d)));
  proc.stderr?.on('data', (d) => (out += String(d)));
  const output = () => out;
  const url = await appAddress(proc, output);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      killGroup(proc, 'SIGTERM');
      setTimeout(() => killGroup(proc, 'SIGKILL'), 5000).unref();
    });
  return { url, proc, output, stop };
}

/** The system Chromium with SwiftShader WebGL and the CLIs' arguments, for a tool of its own (the tests share one: `browserServer`). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A tests' Chromium as a server the test files connect to (loopback only). */
export function browserServer(compositing: Compositing): Promise<BrowserServer> {
  const args = compositing === 'cpu' ? [...TEST_CHROMIUM_ARGS, '--disable-gpu-compositing'] : TEST_CHROMIUM_ARGS;
  return chromium.launchServer({ executablePath: CHROMIUM, args, host: '127.0.0.1' });
}
