/**
 * The solo pace measurement: how long a player waits between two of their own turns against bots, with the
 * animations on at their default speed. Run with
 *
 *     npx tsx test/e2e/pace-bench.ts [--games nile,banks,niagara,nefertiti] [--turns 10] [--speed normal] [--bot-delay-ms 500]
 *
 * It starts the app in browser mode (`npm start --browser`, 127.0.0.1, the app's default bot pause of 500 ms), opens
 * one 3-player game per game (you + two bots of the New Game screen's default level), plays `--turns` of your turns
 * through the real UI (`playDecision`), and for each one times the wait from the moment the host took your move to the
 * moment the table offers you your next decision (your turn, and the table no longer busy). Only waits in which other
 * seats moved count (a second decision of your own turn is not a wait for the bots). Prints one JSON line per game:
 * median, p90, max and every sample in ms, plus the machine's load average.
 *
 * Not part of `npm test` (a measurement, minutes long, and noisy on a shared machine).
 */
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { newGame, newPage, waitFirstFrame } from './harness';
import { E2E_BUILD, ensureRenderer, launch, startApp } from './servers';
import { playDecision, seeded, table, waitTable } from './table';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? fallback;
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function measure(browser: Browser, url: string, game: string, turns: number, speed: string): Promise<void> {
  // Animations on (the tests' pages default to reduced motion), the stage drawn (they default to not drawing); the
  // animation-speed setting where the build has it.
  const page = await newPage(browser, { reduceMotion: false, draw: true, ...(speed === 'default' ? {} : { animPace: speed }) });
  await page.goto(`${url}?e2e=1`);
  await newGame(page, game, [{ kind: 'you' }, { kind: 'bot' }, { kind: 'bot' }], { seed: `pace-${game}` });
  await waitFirstFrame(page);
  const waits: number[] = [];
  const rnd = seeded(1);
  while (waits.length < turns && (await waitTable(page, { timeoutMs: 180_000, pastHandoff: true })) === 'turn') {
    const before = (await table(page)).seq;
    await playDecision(page, { rnd });
    const taken = Date.now();
    if ((await waitTable(page, { timeoutMs: 180_000, pastHandoff: true })) === 'over') break;
    // Others moved in between when the stream went on by more than our own move's batch.
    if ((await table(page)).seq > before + 1) waits.push(Date.now() - taken);
  }
  console.log(JSON.stringify({ game, players: 3, speed, turns: waits.length, medianMs: quantile(waits, 0.5), p90Ms: quantile(waits, 0.9), maxMs: Math.max(...waits), waitsMs: waits, load: loadavg().map((l) => +l.toFixed(2)) }));
  await page.context().close();
}

async function main(): Promise<void> {
  const games = arg('games', 'nile,banks,niagara,nefertiti').split(',');
  const turns = Number(arg('turns', '10'));
  await ensureRenderer([E2E_BUILD]);
  const app = await startApp(['--bot-delay-ms', arg('bot-delay-ms', '500')]);
  const browser = await launch();
  try {
    for (const g of games) await measure(browser, app.url, g, turns, arg('speed', 'default'));
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
