import type { AfterDispose, RenderStats, RtBench } from '../scenes/common/renderStats';
import type { EmphasisPoint } from '../scenes/common/emphasisTargets';

/**
 * Every test probe: read-only facts the end-to-end tests read from `window.__rt*` (what a table shows, where its click
 * targets are on screen, render figures), and the few hooks they call. One typed registry: `setProbe` is the only
 * writer. The build constant `__RT_PROBES__` is true in dev, under test and in the web bundle the e2e tests drive
 * (renderer/vite.config.ts), false in the packaged release (electron.vite.config.ts), where probes cost nothing: write
 * each probe under `if (PROBES)` so the minifier drops it, its name included (test/renderer/probes-build.test.ts).
 */
export const PROBES: boolean = __RT_PROBES__;

/** What a table shows right now, the same fields for every game. */
export interface RtTable {
  match: string;
  reveal: number | null;
  busy: boolean;
  handoff: boolean;
  over: boolean;
  seq: number;
  myTurn: boolean;
}

/**
 * Any table, through the table kit (ui/table/probe.ts): what it shows, the decision's stamp, and where each thing the
 * keyboard (and so a click) can pick now is on the page. `ready`: every scene's targets were drawn for this stamp.
 */
export interface RtTableState extends RtTable {
  game: string;
  /** Names the decision and the pick in progress (changes with every click that changes the pick). */
  stamp: string;
  ready: boolean;
  /** `clickable`: on screen and not under a HUD box (a pointer there reaches the stage). */
  targets: ({ group: string; id: string; clickable: boolean } & PagePoint)[];
  /** What else a click on the stage reaches that the rules do not allow now (a taken space…): a "why not" test clicks one. */
  others: ({ group: string; id: string; clickable: boolean } & PagePoint)[];
  /** The game's own facts (its kit's `facts`: a hand, a decision, a round…). */
  facts: Record<string, unknown>;
}

export interface RtTutorial {
  step: number;
  total: number;
  /** The instruction on screen ('' when finished). */
  text: string;
  /** The match seq the instruction speaks of, and whether the table has drawn it (only then is the text on screen). */
  seq: number;
  inStep: boolean;
  /** Nothing to read yet ("…"): the table is still showing moves, or an opponent is moving. */
  waiting: boolean;
  /** The script no longer fits the game (an engine change): what it expected. */
  error: string | null;
  /** The scripted part is over and the player finishes against the bot. */
  free: boolean;
}

/** A point on the page (CSS pixels). */
export interface PagePoint {
  x: number;
  y: number;
}

/** A box on the page (CSS pixels). */
export interface PageBox extends PagePoint {
  width: number;
  height: number;
}

/** The banks table's markers and the words on its board as boxes on the page: how large the pieces read, whether words collide. */
export interface RtBanksLook {
  /** Each marker on a field or in the market: its disc (the owner's piece) and the crop on it (the produce). */
  markers: { where: 'field' | 'market'; state: string; disc: PageBox; crop: PageBox }[];
  /** The words painted on the board: the market's name, each row's name and lowest value, the piles', the boat's. */
  labels: { id: string; box: PageBox }[];
}

/**
 * How the live camera shows the pieces the animated event touches (scenes/common/acting.ts), projected on the canvas:
 * `acting` points, `onScreen` of them inside the canvas, `clear` of those under no `[data-kiosk-panel]` or HUD box;
 * `framed` when every one is clear.
 */
export interface FramingSample {
  acting: number;
  onScreen: number;
  clear: number;
  framed: boolean;
}

/**
 * One set of acting pieces (acting.ts) as the viewer saw it: judged on the first frame drawn while it acted with the
 * camera at rest, or (`moving`) on the first frame drawn while it acted when the camera never rested meanwhile.
 */
export interface FramingLook extends FramingSample {
  moving: boolean;
}

/** The framing looks since the last read, and how many sets of pieces started acting meanwhile (drawn or not). */
export interface FramingLooks {
  looks: FramingLook[];
  acted: number;
}

declare global {
  // The probes live on window, where the tests read them.
  interface Window {
    /** The table on screen, read on demand (its targets are placed by the camera of the moment). */
    __rtTable?: () => RtTableState;
    /** The table camera is easing to a new framing (scenes/common/CameraRig.tsx): targets read now are still moving. */
    __rtCameraMoving?: boolean;
    /** Where the targets a tutorial step or a hint emphasises are on the page now (3D targets, then DOM controls). */
    __rtEmphasis?: () => EmphasisPoint[];
    /** The 3D target the keyboard is on (`scenes/common/keyTargets.ts`) and how many the stage offers now. */
    __rtKeyFocus?: { group: string; id: string; count: number } | null;
    /** The banks table's markers and board words where the camera shows them now (scenes/banks/LookProbe.tsx). */
    __rtBanksLook?: () => RtBanksLook;
    /** The running tutorial: its step, the instruction shown, and whether its script broke. */
    __rtTutorial?: RtTutorial;
    /** The mounted (or last) stage's render figures. */
    __rtRender?: RenderStats;
    /** When the page had made every table's code and fixed pieces ready (ui/tables prepareTables; `performance.now()`). */
    __rtPrepared?: number;
    /** The shader programs built ahead for the stage's level (scenes/common/warmPrograms.ts), by three's program key. */
    __rtWarmed?: { level: string; programs: string[] };
    /** Set by `npm run bench:render`: when its click that opens a stage reached the page (`performance.now()` clock). */
    __rtBenchClickAt?: number;
    /**
     * Set by the e2e harness before the page loads (`?e2e` pages): the stages' pixel ratio at every quality level. The
     * tests that read the scene's positions rather than its pixels ask for fewer pixels (scenes/common/stageRenderer.ts `stageDpr`).
     */
    __rtPixelRatio?: number;
    /**
     * Set by the e2e harness (`?e2e` pages whose test reads the scene's positions, not its pixels): the stages draw
     * nothing on their canvas, though their frames run as usual (animations, camera, targets, taps). SwiftShader's
     * drawing was most of the end-to-end suite's CPU time. Read at every frame: a test turns it off to take a picture.
     */
    __rtNoDraw?: boolean;
    /**
     * Set by the e2e harness before the page loads (`?e2e` pages that do not ask for it): Home makes no table ahead of
     * need (ui/tables prepareTables). A test page opens one table at most, and one that draws nothing builds no shader
     * program; making all four tables and their programs ahead cost each test page about a CPU-second (harness.ts `Settings.prepare`).
     */
    __rtNoPrepare?: boolean;
    /** `afterDispose` of every stage unmounted on this page (the last 100), oldest first. */
    __rtDisposed?: AfterDispose[];
    /** `npm run bench:render`: scripted frames on the mounted stage (camera orbit, continuous drawing, zoom limits); whether it has a frame to draw (the e2e drivers). */
    __rtBench?: RtBench;
    /** What the camera shows of the pieces acting now (null: nothing is acting), for the showcase's director checks. */
    __rtFramingSample?: () => FramingSample | null;
    /** Every set of acting pieces as it was drawn (scenes/common/framingProbe.ts), since the last call. */
    __rtFramingLooks?: () => FramingLooks;
    /** The showcase loop's state for the soak test. */
    __rtShowcase?: unknown;
    /** `?e2e=1&gate=1`: where the showcase loop waits for the soak test (a game's finale, or the next game). */
    __rtShowcaseGate?: { at: 'finale' | 'next'; release(): void };
    /**
     * `?e2e=1`: the soak test's bots move faster than the table can animate; `settle(true)` turns on reduced motion for
     * this page (not saved), so the table lands the moves it is still showing at once; `settle(false)` turns it back.
     */
    __rtShowcaseSettle?: (on: boolean) => void;
    /** Show an info toast that stays until clicked (the layout tests need one on screen whatever the game does). */
    __rtToast?: (text: string) => void;
    /** Set the UI scale setting (a factor, 0.8–1.5), as the Settings screen does, without leaving the screen shown. */
    __rtUiScale?: (scale: number) => void;
  }
}

/** Every probe's name (each `window.__rt*` declared above) and its type. */
export type ProbeName = Extract<keyof Window, `__rt${string}`>;
export type Probes = { [K in ProbeName]-?: Exclude<Window[K], undefined> };

/** Publish (or, with undefined, withdraw) a probe. Inert when probes are compiled out or there is no window. */
export function setProbe<K extends ProbeName>(name: K, value: Probes[K] | undefined): void {
  if (!PROBES || typeof window === 'undefined') return;
  const probes: Partial<Probes> = window;
  if (value === undefined) delete probes[name];
  else probes[name] = value;
}

/** A probe as last published (undefined when compiled out). */
export function getProbe<K extends ProbeName>(name: K): Probes[K] | undefined {
  if (!PROBES || typeof window === 'undefined') return undefined;
  const probes: Partial<Probes> = window;
  return probes[name];
}

/** `?e2e` in the page address: the tests ask for the costlier probes (each held seat's own view…). */
export function e2ePage(): boolean {
  return PROBES && typeof location !== 'undefined' && location.search.includes('e2e');
}
