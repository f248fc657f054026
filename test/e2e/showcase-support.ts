import type { Page } from 'playwright-core';

/** What the kiosk page publishes on window.__rtShowcase (with ?e2e=1). */
export interface ShowcaseFacts {
  phase: string;
  match: string | null;
  number: number;
  captions: number;
  caption: string | null;
  game: string | null;
  shot: string | null;
  results: unknown[];
  errors: string[];
  notices: unknown[];
}

export interface SoakResult {
  game: string;
  seq: number;
  captions: number;
  winners: number[];
  probe?: { render?: { live: number; memory: { geometries: number; textures: number }; programs: number } | null; shots?: string[] };
}

export const showcaseState = (page: Page): Promise<ShowcaseFacts | null> => page.evaluate(() => (window.__rtShowcase as ShowcaseFacts | undefined) ?? null);

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
