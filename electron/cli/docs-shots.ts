import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { autoPlay } from '../../client/auto-player';
import type { SavedSeats } from '../../client/saved-seats';
import type { Session } from '../../client/session';
import { easyBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import { getGame } from '../../engine/games';
import { LANGUAGES } from '../../renderer/i18n/languages';
import type { SnapshotMessage } from '../../protocol/messages';
import { parseArgs, runCli } from './args';
import { lanGuest, picture, withAppSession } from './browserApp';
import { DOC_SHOTS, type DocShot } from './docs-shots/shots';
import { heldSeat } from './render-bench/match';
import { open, prime, type MeasureSpec } from './render-bench/page';

type Quality = MeasureSpec['quality'];

const NAMES = ['Ann', 'Ben', 'Chloé', 'Dev', 'Emi'];

const kindsOf = (s: SnapshotMessage) => new Set((s.legal ?? []).map((a) => a.type));

/** A shot's match: the seat the page resumes, where the page loads from, and the seats this script plays. */
interface ShotMatch {
  saved: SavedSeats;
  url: string;
  seats: { session: Session; seat: number }[];
  close: () => void;
}

/**
 * A match of the shot's game, the other seats the host's normal bots. Seat 0 held here (the page resumes it); for a
 * `guest` shot seat 0 is the host's own player and seat 1 a LAN guest, joined here on the LAN listener, whose screen
 * the page shows from the LAN address.
 */
async function createMatch(app: { url: string }, session: Session, shot: DocShot, seed: string): Promise<ShotMatch> {
  const humans = shot.guest ? 2 : 1;
  const seats = NAMES.slice(0, shot.players).map((name, i) => (i < humans ? { kind: 'human' as const, name } : { kind: 'bot' as const, bot: 'normal', name }));
  const m = await session.create({ game: shot.game, players: shot.players, seed, seats, lan: shot.guest });
  await session.join({ id: m.id }, 0, NAMES[0]!);
  if (!shot.guest) return { saved: heldSeat(session, m, shot.game, 0, NAMES[0]!), url: app.url, seats: [{ session, seat: 0 }], close: () => undefined };
  const guest = await lanGuest(app, 'docs-shots-guest');
  await guest.session.join({ code: m.code }, 1, NAMES[1]!);
  const saved = heldSeat(guest.session, m, shot.game, 1, NAMES[1]!);
  return { saved, url: guest.url, seats: [{ session, seat: 0 }, { session: guest.session, seat: 1 }], close: () => guest.session.close() };
}

/**
 * Play the seats this script holds by the easy bot's moves (the others are the host's bots) until `stop` says so for
 * a snapshot of the pictured seat, or the game is over; resolves with that snapshot.
 */
function playSeats(shot: DocShot, match: ShotMatch, seed: string, stop: (s: SnapshotMessage) => boolean): Promise<SnapshotMessage> {
  const game = getGame(shot.game);
  const pictured = match.saved.seats[0]!.seat;
  return new Promise((done) => {
    const players = match.seats.map(({ session, seat }) => {
      // Seat 0's draws as before the LAN picture: its pictures stay the games they were.
      const rng = createRng(seat === 0 ? `docs-shots/${seed}` : `docs-shots/${seed}/${seat}`);
      return autoPlay(session, match.saved.match, seat, (s) => easyBot({ game, view: s.view, seat, legal: s.legal!, rng, players: shot.players }), {
        onSnapshot: (s) => {
          if (s.status !== 'over' && (seat !== pictured || !stop(s))) return;
          players.forEach((p) => p.stop());
          done(s);
        },
      });
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
async function openFinished(page: Page, url: string, quality: Quality, shot: DocShot, saved: SavedSeats, language: string): Promise<void> {
  await prime(page, quality, saved, language);
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
  lang: { kind: 'string', default: 'en', values: [...LANGUAGES], help: 'the page\'s language (the docs\' pictures are English)' },
  size: { kind: 'string', default: '1280x800', help: 'the screen, WIDTHxHEIGHT (390x844: a phone held upright; the docs\' pictures are 1280x800, but for a picture of a phone, which keeps its own)' },
} as const;

/** `--size`'s screen. */
function screenSize(arg: string): { width: number; height: number } {
  const m = /^(\d{3,4})x(\d{3,4})$/.exec(arg);
  if (!m) throw new Error(`--size ${arg}: expected WIDTHxHEIGHT in pixels, 100 to 9999 each, e.g. 390x844`);
  return { width: Number(m[1]), height: Number(m[2]) };
}

/**
 * `npm run shots:docs`: the documentation's pictures of the tables and of a finished game (docs-shots/shots.ts),
 * 1280 × 800 (or `--size`) at the screen's own pixels, in the system Chromium (SwiftShader). The seats of people
 * (seat 0; a LAN picture's guest too) play the easy bot's moves from here against normal bots on the app's host;
 * loopback only (the LAN listener never announced); stops by itself. Run it after the tables' looks or those screens
 * change, look at each picture, and commit them.
 */
runCli('shots:docs', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  mkdirSync(args.dir, { recursive: true });
  const size = screenSize(args.size);
  const shots = DOC_SHOTS.filter((s) => args.shot === 'all' || s.name === args.shot);
  await withAppSession('docs-shots', async (app, session) => {
    for (const shot of shots) {
      const seed = `${args.seed}-${shot.name}`;
      const match = await createMatch(app, session, shot, seed);
      try {
        if (shot.moment === 'decision') {
          const s = await playSeats(shot, match, seed, (s) => s.seq >= shot.after && shot.when(kindsOf(s)));
          if (s.status === 'over') throw new Error(`${shot.name}: the game ended before the pictured seat had the decision to show; try another --seed`);
        } else await playSeats(shot, match, seed, () => false);
        await picture(join(args.dir, `${shot.name}.png`), shot.name, async (page) => {
          const quality = args.quality as Quality;
          if (shot.moment !== 'decision') return openFinished(page, match.url, quality, shot, match.saved, args.lang);
          await open(page, { url: match.url, quality, language: args.lang, match: { saved: match.saved, players: shot.players } });
          await stageSettled(page);
        }, shot.size ?? size);
      } finally {
        match.close();
      }
    }
  }, shots.some((s) => s.guest));
});
