import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { autoPlay } from '../../client/auto-player';
import type { SavedSeats } from '../../client/saved-seats';
import type { Session } from '../../client/session';
import { easyBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import { getGame } from '../../engine/games';
import type { SnapshotMessage } from '../../protocol/messages';
import { parseArgs, runCli } from './args';
import { picture, withAppSession } from './browserApp';
import { DOC_SHOTS, type DocShot } from './docs-shots/shots';
import { heldSeat } from './render-bench/match';
import { open, prime, type MeasureSpec } from './render-bench/page';

type Quality = MeasureSpec['quality'];

const NAMES = ['Ann', 'Ben', 'Chloé', 'Dev', 'Emi'];

const kindsOf = (s: SnapshotMessage) => new Set((s.legal ?? []).map((a) => a.type));

/** A match of the shot's game: seat 0 held here (the page resumes it), the other seats the host's normal bots. */
async function createMatch(session: Session, shot: DocShot, seed: string): Promise<SavedSeats> {
  const seats = NAMES.slice(0, shot.players).map((name, i) => (i === 0 ? { kind: 'human' as const, name } : { kind: 'bot' as const, bot: 'normal', name }));
  const m = await session.create({ game: shot.game, players: shot.players, seed, seats });
  await session.join({ id: m.id }, 0, NAMES[0]!);
  return heldSeat(session, m, shot.game, 0, NAMES[0]!);
}

/**
 * Play seat 0 by the easy bot's moves (the others are the host's bots) until `stop` says so for one of its snapshots,
 * or the game is over; resolves with that snapshot.
 */
function playSeat0(session: Session, shot: DocShot, saved: SavedSeats, seed: string, stop: (s: SnapshotMessage) => boolean): Promise<SnapshotMessage> {
  const rng = createRng(`docs-shots/${seed}`);
  const game = getGame(shot.game);
  return new Promise((done) => {
    const player = autoPlay(session, saved.match, 0, (s) => easyBot({ game, view: s.view, seat: 0, legal: s.legal!, rng, players: shot.players }), {
      onSnapshot: (s) => {
        if (s.status !== 'over' && !stop(s)) return;
        player.stop();
        done(s);
      },
    });
  });
}

/** The stage has framed what it opened on and drawn a few frames (a decision's lit targets may pulse: 10 s at most for rest). */
async function stageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__rtCameraMoving, null, { timeout: 60_000, polling: 250 });
  await page.waitForFunction(() => window.__rtBench?.idle() === true, null, { timeout: 10_000, polling: 250 }).catch(() => undefined);
  await page.evaluate(() => window.__rtBench!.frames(3, false, 60_000));
}

/** Home → the finished match's results (its saved seat's card) → for `replay` and `finale`, its replay at the middle move or the end. */
async function openFinished(page: Page, url: string, quality: Quality, shot: DocShot, saved: SavedSeats): Promise<void> {
  await prime(page, quality, saved);
  await page.goto(url);
  await page.getByTestId('saved-results').first().click({ timeout: 60_000 });
  await page.getByTestId('results').waitFor({ timeout: 60_000 });
  if (shot.moment === 'results') return;
  await page.locator('[data-testid="watch-replay"]:not([disabled])').click({ timeout: 60_000 });
  const timeline = page.getByTestId('replay-timeline');
  await timeline.waitFor({ timeout: 60_000 });
  const last = Number(await timeline.getAttribute('max'));
  const step = shot.moment === 'finale' ? last : Math.round(last / 2);
  await timeline.fill(String(step));
  await page.locator(`[data-testid="replay-view"][data-step="${step}"]`).waitFor({ timeout: 60_000 });
  await stageSettled(page);
}

const spec = {
  dir: { kind: 'string', default: 'docs/screenshots', help: 'where the pictures go' },
  shot: { kind: 'string', default: 'all', values: ['all', ...DOC_SHOTS.map((s) => s.name)], help: 'one picture' },
  quality: { kind: 'string', default: 'medium', values: ['low', 'medium', 'high'], help: 'the stage\'s quality level' },
  seed: { kind: 'string', default: 'docs', help: 'the matches\' seed (each picture adds its name)' },
} as const;

/**
 * `npm run shots:docs`: the documentation's pictures of the tables and of a finished game (docs-shots/shots.ts),
 * 1280 × 800 at the screen's own pixels, in the system Chromium (SwiftShader). Seat 0 plays the easy bot's moves from
 * here against normal bots on the app's host; loopback only; stops by itself. Run it after the tables' looks or those
 * screens change, look at each picture, and commit them.
 */
runCli('shots:docs', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  mkdirSync(args.dir, { recursive: true });
  await withAppSession('docs-shots', async (app, session) => {
    for (const shot of DOC_SHOTS.filter((s) => args.shot === 'all' || s.name === args.shot)) {
      const seed = `${args.seed}-${shot.name}`;
      const saved = await createMatch(session, shot, seed);
      if (shot.moment === 'decision') {
        const s = await playSeat0(session, shot, saved, seed, (s) => s.seq >= shot.after && shot.when(kindsOf(s)));
        if (s.status === 'over') throw new Error(`${shot.name}: the game ended before seat 0 had the decision to show; try another --seed`);
      } else await playSeat0(session, shot, saved, seed, () => false);
      await picture(join(args.dir, `${shot.name}.png`), shot.name, async (page) => {
        const quality = args.quality as Quality;
        if (shot.moment !== 'decision') return openFinished(page, app.url, quality, shot, saved);
        await open(page, { url: app.url, quality, match: { saved, players: shot.players } });
        await stageSettled(page);
      });
    }
  });
});
