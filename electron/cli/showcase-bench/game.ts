import { maxCounts, sumTallies, type GameSample, type GpuCounts, type Tally } from './ledger';
import { SAMPLE_MS, disposedSince, look, memory, release, type Kiosk, type Look } from './page';

/** A game with no finale for this long (wall time) means the page is stuck: the bench stops rather than wait forever. */
const GAME_WALL_MAX_MS = 20 * 60_000;

/** What one game (or a game the loop skipped) gave, read from the page; the ledger then credits its time. */
export type PlayedGame = Omit<GameSample, 'endSimMs'>;

/** Where the bench is in the page's run: results and errors seen, and the last disposed stage checked. */
export interface Cursor {
  results: number;
  errors: number;
  checkedUpTo: number;
  /** The page's renewals seen (a renewed page starts its stage times and disposals afresh). */
  renewals: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A look, or null while the page reloads (a renewal: its old document is gone, the new one not yet running). */
async function lookThrough(kiosk: Kiosk): Promise<Look | null> {
  try {
    return await look(kiosk.page);
  } catch (e) {
    if (/context was destroyed|navigat|Cannot find context/i.test((e as Error).message)) return null;
    throw e;
  }
}

/** One look's desync: null when the page does not publish the caption header and the table's turn. */
function desyncOf(l: Look): Tally | null {
  if (!l.header || !l.truth || l.phase !== 'playing') return null;
  return { samples: 1, hits: l.header.round !== l.truth.round || l.header.seat !== l.truth.seat ? 1 : 0 };
}

/** One look's framing: null when nobody acts or the page has no framing probe. */
function framingOf(l: Look): Tally | null {
  if (!l.framing || l.phase !== 'playing') return null;
  return { samples: 1, hits: l.framing.framed ? 1 : 0 };
}

/** Tallies that stay "not measured" (null) until a probe answers once. */
function addTally(total: Tally | null, one: Tally | null): Tally | null {
  return one ? sumTallies([total, one]) : total;
}

/**
 * Follow the page until its next game has ended (held at the gate before the following one) or was skipped: look
 * every SAMPLE_MS meanwhile, release the finale at once, then read the stage's disposal and the memory, and let
 * `atRest` read more before the page goes on.
 */
export async function nextGame(kiosk: Kiosk, cursor: Cursor, atRest?: (game: { moves: number; skipped: boolean }) => Promise<void>): Promise<PlayedGame> {
  const started = Date.now();
  let inGame: GpuCounts | null = null;
  let desync: Tally | null = null;
  let framing: Tally | null = null;
  // An absent probe is "not measured"; a present one with no sample yet is 0 of 0.
  let l = await lookThrough(kiosk);
  while (!l) {
    await sleep(SAMPLE_MS);
    l = await lookThrough(kiosk);
  }
  for (;;) {
    inGame = maxCounts([inGame, l.stage]);
    desync = addTally(desync ?? (l.header && l.truth ? { samples: 0, hits: 0 } : null), desyncOf(l));
    framing = addTally(framing ?? (l.framing !== undefined ? { samples: 0, hits: 0 } : null), framingOf(l));
    if (l.gate === 'finale') await release(kiosk.page);
    if (l.gate === 'next' && l.results > cursor.results) break;
    if (l.errors > cursor.errors) break;
    if (Date.now() - started > GAME_WALL_MAX_MS) throw new Error(`no game ended within ${GAME_WALL_MAX_MS / 60_000} minutes (page: ${JSON.stringify(l)})`);
    await sleep(SAMPLE_MS);
    l = (await lookThrough(kiosk)) ?? l;
  }
  const skipped = !(l.gate === 'next' && l.results > cursor.results);
  // A renewed page has no stage of the old one to see disposed: the old page's whole heap went with it.
  const renewed = l.renewals > cursor.renewals;
  if (renewed) {
    cursor.renewals = l.renewals;
    cursor.checkedUpTo = -1;
  }
  const afterDispose = skipped || renewed ? null : await disposedSince(kiosk.page, cursor.checkedUpTo, l.lastMountedAt);
  const mem = await memory(kiosk.cdp);
  const errors = l.errors - cursor.errors + kiosk.takePageErrors();
  cursor.results = l.results;
  cursor.errors = l.errors;
  if (!skipped && !renewed && l.lastMountedAt !== null) cursor.checkedUpTo = l.lastMountedAt;
  // Still held before the next game: what the bench reads here sees no stage being built.
  await atRest?.({ moves: skipped ? 0 : (l.lastSeq ?? 0), skipped });
  if (!skipped) await release(kiosk.page);
  return { game: skipped ? 'skipped' : (l.lastGame ?? '?'), moves: skipped ? 0 : (l.lastSeq ?? 0), skipped, wallMs: Date.now() - started, ...mem, inGame, afterDispose, desync, framing, errors, renewed };
}
