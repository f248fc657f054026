/**
 * The solo pace measurement (issue 23): how long a player waits between two of their own turns against bots, with the
 * animations on at their default speed. Run with
 *
 *     npx tsx test/e2e/pace-bench.ts [--games nile,banks,niagara,nefertiti] [--turns 10] [--speed normal] [--bot-delay-ms 500]
 *
 * It starts the app in browser mode (`npm start --browser`, 127.0.0.1, the app's default bot pause of 500 ms), opens
 * one 3-player game per game (you + two bots of the New Game screen's default level), plays `--turns` of your turns
 * through the real UI (the e2e play helpers), and for each one times the wait from the moment the host took your
 * move to the moment the table offers you your next decision (your turn, and the table no longer busy). Only waits
 * in which other seats moved count (a second decision of your own turn is not a wait for the bots). Prints one JSON
 * line per game: median, p90, max and every sample in ms, plus the machine's load average.
 *
 * Not part of `npm test` (a measurement, minutes long, and noisy on a shared machine).
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { ensureRenderer, launch, newGame, openHome, playTurn, startApp, waitFirstFrame, waitTurn, type E2eEnv, type TurnProbe } from './harness';
import { banksTurn } from './banks-play';
import { decide, type ClickStats } from './niagara-play';
import { playNefDecision } from './nefertiti-play';

interface Driver {
  probe: TurnProbe;
  /** Make the pending decision through the UI and wait until the host took it. */
  play(page: Page, turn: number): Promise<unknown>;
}

const stats: ClickStats = { board: 0, hud: 0 };
const DRIVERS: Record<string, Driver> = {
  nile: { probe: '__rt', play: (page) => playTurn(page) },
  banks: { probe: '__rtBanks', play: (page) => banksTurn(page) },
  niagara: { probe: '__rtNiagara', play: (page, turn) => decide(page, 'mixed', turn, stats) },
  nefertiti: { probe: '__rtNefertiti', play: (page) => playNefDecision(page) },
};

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

const seqOf = (page: Page, probe: TurnProbe): Promise<number> => page.evaluate((p) => window[p]?.seq ?? -1, probe);

async function measure(env: E2eEnv, game: string, turns: number, speed: string): Promise<void> {
  const driver = DRIVERS[game]!;
  // Animations on (the harness defaults to reduced motion); the animation-speed setting where the build has it.
  const page = await openHome(env, { reduceMotion: false, ...(speed === 'default' ? {} : { animPace: speed }) });
  await newGame(page, game, [{ kind: 'you' }, { kind: 'bot' }, { kind: 'bot' }], { seed: `pace-${game}` });
  await page.waitForSelector('[data-testid="table"]');
  await waitFirstFrame(page);
  const waits: number[] = [];
  let turn = 0;
  while (waits.length < turns && (await waitTurn(page, driver.probe, { timeoutMs: 180_000, pastHandoff: true })) === 'turn') {
    const before = await seqOf(page, driver.probe);
    await driver.play(page, turn++);
    const taken = Date.now();
    if ((await waitTurn(page, driver.probe, { timeoutMs: 180_000, pastHandoff: true })) === 'over') break;
    // Others moved in between when the stream went on by more than our own move's batch.
    if ((await seqOf(page, driver.probe)) > before + 1) waits.push(Date.now() - taken);
  }
  console.log(JSON.stringify({ game, players: 3, speed, turns: waits.length, medianMs: quantile(waits, 0.5), p90Ms: quantile(waits, 0.9), maxMs: Math.max(...waits), waitsMs: waits, load: loadavg().map((l) => +l.toFixed(2)) }));
  await page.context().close();
}

async function main(): Promise<void> {
  const games = arg('games', 'nile,banks,niagara,nefertiti').split(',');
  const turns = Number(arg('turns', '10'));
  await ensureRenderer();
  const env: E2eEnv = { app: await startApp(['--bot-delay-ms', arg('bot-delay-ms', '500')]), browser: await launch(), figures: {} };
  try {
    for (const g of games) await measure(env, g, turns, arg('speed', 'default'));
  } finally {
    await env.browser.close();
    await env.app.stop();
  }
}

await main();
