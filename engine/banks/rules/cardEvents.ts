import type { Seat } from '../../core/types';
import type { BanksEvent, EventFace } from '../events';
import type { Tables } from '../material/compile';
import type { CardEvent } from '../material/schema';
import { mColour, mKind, mLow, type BanksState, type EventCtx } from '../state';
import { MARKET_STATES, rotStep } from './board';
import { canDrawDesert, placeDesertCard } from './deserts';
import { startHippo } from './hippo';
import type { Next } from './next';
import { arrowStep } from './tide';

/**
 * Events printed on card backs (spec §9): rot, desert, hippo, each possibly with an arrow. An event is resolved in
 * `s.ectx`; the chooser (the start player, or the placing player in the opening) decides where the rules leave a
 * choice, and a choice with a single option is made automatically. Afterwards the arrow moves the tide marker, a
 * flooded desert card becomes the chooser's joker (§6.4), and the interrupted step goes on (`resume`, in `flow`).
 */

export const eventFace = (e: CardEvent): EventFace => (e.kind === 'rot' ? { kind: 'rot', palms: e.palms, arrow: e.arrow } : { kind: e.kind, arrow: e.arrow });

/** Resolve what needs no choice; 'wait' while the chooser (or the hippo auction) must decide. */
export function startEvent(s: BanksState, t: Tables, ev: BanksEvent[], e: CardEvent, row: number, chooser: Seat, joker: number): Next {
  const ctx: EventCtx = { kind: e.kind, palms: e.kind === 'rot' ? e.palms : 0, arrow: e.arrow, row, chooser, joker, wait: false };
  s.ectx = ctx;
  if (e.kind === 'rot') {
    const opts = rotOptions(s, t);
    // A single option, or only empty rows to choose from (no choice makes a difference): no decision needed.
    if (opts.length === 1 || opts.every((o) => o.picks.length === 0)) applyRot(s, t, ev, opts[0]!.row, opts[0]!.picks);
    else {
      ctx.wait = true;
      return 'wait';
    }
  } else if (e.kind === 'desert') {
    const fields = desertFields(s, t, row);
    if (fields.length === 0) ev.push({ type: 'desertEventFizzled', reason: 'noField' });
    else if (!canDrawDesert(s)) ev.push({ type: 'desertEventFizzled', reason: 'noCard' });
    else if (fields.length === 1) placeDesertCard(s, t, ev, fields[0]!, 'event');
    else {
      ctx.wait = true;
      return 'wait';
    }
  } else if (s.opts.hippoAuction) {
    if (!startHippo(s, t, ev)) return 'wait';
  }
  return 'eventDone';
}

export function finishEvent(s: BanksState, ev: BanksEvent[]): Next {
  const ctx = s.ectx!;
  s.ectx = null;
  if (ctx.arrow) arrowStep(s, ev);
  if (ctx.joker >= 0) {
    s.jokers[ctx.chooser] = [...s.jokers[ctx.chooser]!, ctx.joker];
    ev.push({ type: 'jokerTaken', seat: ctx.chooser, source: 'flood' });
  }
  return 'resume';
}

// ---- rot -----------------------------------------------------------------------------------------------------------

export interface RotOption {
  row: number;
  /** 0-based positions, ascending. */
  picks: number[];
}

/** Market rows a rot of k palms may hit: the k rightmost. */
const rotRows = (t: Tables, palms: number): number[] => {
  const out: number[] = [];
  for (let r = Math.max(0, t.M - palms); r < t.M; r++) out.push(r);
  return out;
};

/**
 * The rot choices (spec §9, A8): a row among the k rightmost (an empty one too), and in it two distinct markers, or all
 * of them if fewer than two. With rotPick 'newest' the two markers are the last two placed.
 */
export function rotOptions(s: BanksState, t: Tables): RotOption[] {
  const out: RotOption[] = [];
  for (const r of rotRows(t, s.ectx!.palms)) {
    const n = s.market[r]!.length;
    if (n <= 2 || s.opts.rotPick === 'newest') out.push({ row: r, picks: n <= 2 ? [...Array(n).keys()] : [n - 2, n - 1] });
    else for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ row: r, picks: [i, j] });
  }
  return out;
}

/** The chooser's rot (rules/checks.ts has checked it is one of rotOptions; `picks` ascending). */
export function chooseRot(s: BanksState, t: Tables, ev: BanksEvent[], row: number, picks: number[]): Next {
  applyRot(s, t, ev, row, picks);
  s.ectx!.wait = false;
  return 'eventDone';
}

function applyRot(s: BanksState, t: Tables, ev: BanksEvent[], row: number, picks: number[]): void {
  const r = s.market[row]!.slice();
  s.market[row] = r;
  const changes = picks.map((p) => {
    const m = r[p]!;
    const next = rotStep(m);
    r[p] = next;
    return { pos: p + 1, colour: mColour(m), kind: t.kindIds[mKind(m)]!, from: MARKET_STATES[mLow(m)]!, to: MARKET_STATES[mLow(next)]! };
  });
  ev.push({ type: 'rotApplied', row: t.marketIds[row]!, changes });
}

// ---- desert --------------------------------------------------------------------------------------------------------

/**
 * Fields a desert event may cover (spec §9): in the triggering row, uncovered, dry, without a desert card, and either
 * the desert-edge field or next (along the row) to a field holding a desert card.
 */
export function desertFields(s: BanksState, t: Tables, row: number): number[] {
  const out: number[] = [];
  for (const f of t.rowFields[row]!) {
    if (s.covered[f] || s.water[f]! >= 0 || s.desert[f]! >= 0) continue;
    const i = t.innerOf[f]!;
    const o = t.outerOf[f]!;
    if (t.desertEdge[f] || (i >= 0 && s.desert[i]! >= 0) || (o >= 0 && s.desert[o]! >= 0)) out.push(f);
  }
  return out;
}

/** The chooser's field for a desert event (one of desertFields, checked by rules/checks.ts). */
export function chooseDesert(s: BanksState, t: Tables, ev: BanksEvent[], f: number): Next {
  placeDesertCard(s, t, ev, f, 'event');
  s.ectx!.wait = false;
  return 'eventDone';
}
