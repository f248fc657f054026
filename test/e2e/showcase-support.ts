import type { Page } from 'playwright-core';

/** What the kiosk page publishes on window.__rtShowcase (with ?e2e=1). */
export interface ShowcaseFacts {
  phase: string;
  match: string | null;
  number: number;
  /** Times the kiosk renewed its page. */
  renewals: number;
  captions: number;
  caption: string | null;
  game: string | null;
  shot: string | null;
  results: SoakResult[];
  errors: string[];
  notices: unknown[];
}

export interface SoakResult {
  game: string;
  seq: number;
  captions: number;
  winners: number[];
  /** How host and table kept pace (renderer/showcase/store.ts GamePace). */
  pace?: { ahead: number; captionLead: number; endSeq: number; shownAtEnd: number | null };
  probe?: { render?: { live: number; mountedAt: number; memory: { geometries: number; textures: number }; programs: number } | null; shots?: string[]; cover?: boolean };
}

/** What a stage's renderer still held once its scene was disposed (renderer/scenes/common/Stage.tsx `AfterDispose`). */
export interface Freed {
  geometries: number;
  textures: number;
  programs: number;
  mountedAt: number;
}

/**
 * Wait until no stage is mounted and the stage mounted at `mountedAt` has been disposed; return every disposed stage
 * mounted after `since`.
 */
export async function disposedSince(page: Page, since: number, mountedAt: number): Promise<Freed[]> {
  try {
    const h = await page.waitForFunction(
      ([after, at]) => {
        const list = window.__rtDisposed ?? [];
        return (window.__rtRender?.live ?? 0) === 0 && list.some((d) => d.mountedAt === at) ? list.filter((d) => d.mountedAt > after) : null;
      },
      [since, mountedAt] as const,
      { timeout: 30_000, polling: 100 },
    );
    return (await h.jsonValue()) ?? [];
  } catch (e) {
    throw new Error(`the WebGL stage mounted at ${mountedAt} was not unmounted and disposed within 30 s`, { cause: e });
  }
}

/** The page's showcase facts; null while it has none, or while it reloads (a renewal: no document to ask). */
export async function showcaseState(page: Page): Promise<ShowcaseFacts | null> {
  try {
    return await page.evaluate(() => (window.__rtShowcase as ShowcaseFacts | undefined) ?? null);
  } catch (e) {
    if (/context was destroyed|navigat/i.test((e as Error).message)) return null;
    throw e;
  }
}

/** Wait until `pred(facts, arg)` holds on the page (polled from here; no timing is asserted). */
export async function waitShowcase<A>(page: Page, pred: (s: ShowcaseFacts, arg: A) => boolean, arg: A, timeout: number): Promise<ShowcaseFacts> {
  const end = Date.now() + timeout;
  for (;;) {
    const s = await showcaseState(page);
    if (s && pred(s, arg)) return s;
    if (Date.now() > end) throw new Error(`showcase: condition not met within ${timeout} ms; page state ${JSON.stringify(s && { ...s, results: s.results.length })}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** How often the framing sampler collects the page's looks (ms, plus the page's answer). */
const COLLECT_EVERY = 100;

/** A game's framing looks: how many were judged, and how many of those found the acting pieces framed. */
export interface FramingTally {
  game: string;
  samples: number;
  framed: number;
  /** Looks left out because the camera moved on every frame drawn while those pieces acted (`atRest` only). */
  moving: number;
  /** Sets of pieces that started acting, drawn or not (a set no frame showed gives no look). */
  acted: number;
  /** The first few looks that missed: what they found, and whether the camera was moving then. */
  misses: { onScreen: number; clear: number; acting: number; moving: boolean }[];
}

/**
 * Collects the kiosk's framing looks (`__rtFramingLooks`: each set of acting pieces judged on a frame the page drew,
 * renderer/scenes/common/framingProbe.ts) from now until `stop()`, and tallies them by match, in the order the matches
 * came. A failing collection fails `stop()`. With `atRest`, a look taken while the table camera moved (an ease
 * between two framings) is only counted apart: it judges where the camera is on its way, not where it frames.
 */
export function framingSampler(page: Page, opts: { atRest?: boolean } = {}): { stop(): Promise<FramingTally[]> } {
  const tally = new Map<string, FramingTally>();
  let on = true;
  // The looks and the match in one call: a stage is unmounted between two games, and its looks go with it.
  const collect = () =>
    page.evaluate(() => {
      const s = window.__rtShowcase as { match?: string | null; game?: string | null } | undefined;
      return { match: s?.match ?? null, game: s?.game ?? null, seen: window.__rtFramingLooks?.() ?? null };
    });
  const loop = (async () => {
    while (on) {
      const { match, game, seen } = await collect();
      if (match && game && seen) {
        const t = tally.get(match) ?? { game, samples: 0, framed: 0, moving: 0, acted: 0, misses: [] };
        tally.set(match, t);
        t.acted += seen.acted;
        for (const l of seen.looks) {
          if (opts.atRest && l.moving) t.moving++;
          else {
            t.samples++;
            if (l.framed) t.framed++;
            else if (t.misses.length < 4) t.misses.push({ onScreen: l.onScreen, clear: l.clear, acting: l.acting, moving: l.moving });
          }
        }
      }
      await new Promise((r) => setTimeout(r, COLLECT_EVERY));
    }
  })();
  // Kept until stop() reports it (not an unhandled rejection meanwhile).
  const failed = loop.then(
    () => null,
    (e: unknown) => e,
  );
  return {
    async stop() {
      on = false;
      const e = await failed;
      if (e) throw new Error('the framing sampler failed', { cause: e });
      return [...tally.values()];
    },
  };
}
