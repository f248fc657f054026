import type { Seat } from '../../core/types';
import type { NefertitiAction } from '../actions';
import type { NefertitiEvent } from '../events';
import type { Decision, NefertitiState } from '../state';
import { T } from './board';
import { playCharacter } from './characters';
import { finishMain, run } from './flow';
import {
  canPlaceServant, closableMarkets, closeMarket, collectorPlacements, placeCollector, placeServant, servantPlacements, stallCloses,
} from './placement';

/**
 * A turn (spec §4.1–4.3): at most one character for a seal, then one servant on a free space of an open market's
 * active stall (or Memphis). With no servant left, close a market where you have one; with nothing possible, pass.
 */

type TurnDecision = Extract<Decision, { k: 'turn' }>;
type Place2Decision = Extract<Decision, { k: 'place2' }>;

export function turnOptions(s: NefertitiState, d: TurnDecision, out: NefertitiAction[]): void {
  const t = T(s);
  const p = s.ps[d.seat]!;
  if (!d.char && p.seals > 0) {
    for (let c = 0; c < s.characters.length; c++) if (s.characters[c]! > 0) out.push({ type: 'character', character: t.charIds[c]! });
  }
  const before = out.length;
  servantPlacements(s, d.seat, -1, out);
  if (out.length > before) return;
  const closable = closableMarkets(s, d.seat);
  for (const m of closable) out.push({ type: 'closeMarket', market: t.locIds[m]! });
  // ASSUMPTION (spec §4.2 DEFAULT "must"): with no servant left a player must close a market if he can.
  const mustClose = p.servants === 0 && s.options.noServantClose === 'must' && closable.length > 0;
  if (!mustClose) out.push({ type: 'pass' });
}

/**
 * Why a character cannot be played in this turn (spec §4.1: at most one per turn, for a Royal Seal), or null when no
 * turn rule forbids it (then the generic refusal stands). Stable English texts: renderer/ui/nefertiti/refusals.ts
 * matches them to translate.
 */
export function characterRefusal(s: NefertitiState, d: TurnDecision): string | null {
  if (d.char) return 'you have already played a character this turn';
  if (s.ps[d.seat]!.seals <= 0) return 'you have no Royal Seal left to play a character';
  return null;
}

/** Servants the High Priest lets you place on one stall (data parameter). */
function highPriestServants(s: NefertitiState): number {
  return s.data.characters.find((c) => c.effect === 'highPriest')?.params.servants ?? 2;
}

function applyPlace(s: NefertitiState, d: TurnDecision | Place2Decision, m: number, space: number, ev: NefertitiEvent[]): void {
  const seat = d.seat;
  placeServant(s, seat, m, space, ev);
  s.passes = 0;
  const onMarket = m < s.markets.length;
  const remaining = d.k === 'turn' ? (d.hp && onMarket ? highPriestServants(s) - 1 : 0) : d.left - 1;
  const each = s.options.highPriestClosing === 'afterEach';
  if (remaining > 0) {
    if (each && stallCloses(s, m, seat, ev)) return finishMain(s, closeMarket(s, m, seat, 'rule', ev), m, ev);
    if (canPlaceServant(s, seat, m)) {
      s.decision = { k: 'place2', seat, m, left: remaining };
      return;
    }
    if (each) return finishMain(s, [], m, ev); // already checked after this servant
  }
  const closing = stallCloses(s, m, seat, ev) ? closeMarket(s, m, seat, 'rule', ev) : [];
  finishMain(s, closing, m, ev);
}

export function applyTurn(s: NefertitiState, d: TurnDecision | Place2Decision, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const t = T(s);
  switch (a.type) {
    case 'character':
      if (d.k === 'turn') playCharacter(s, d.seat, t.charIndex.get(a.character)!, ev);
      return;
    case 'place':
      return applyPlace(s, d, t.locIndex.get(a.market)!, a.space, ev);
    case 'closeMarket':
      s.passes = 0;
      return finishMain(s, closeMarket(s, t.locIndex.get(a.market)!, d.seat, 'noServant', ev), -1, ev);
    case 'pass':
      ev.push({ type: 'pass', seat: d.seat });
      s.passes++;
      if (s.passes >= s.players) {
        // ASSUMPTION (engine): when every player in turn passed, nothing can change any more (typically after
        // Akhenaton, nobody can afford the last open market). Its bids are resolved as in the "immediate" end, then
        // the game is scored.
        s.decision = null;
        s.tasks = [];
        for (let m = 0; m < s.markets.length; m++) {
          if (s.markets[m]!.open && s.markets[m]!.bidPiece.length > 0) s.tasks.push(closeMarket(s, m, d.seat, 'stalemate', ev)[0]!);
        }
        s.tasks.push({ t: 'end', reason: 'stalemate' });
        return run(s, ev);
      }
      return finishMain(s, [], -1, ev);
    default:
      return;
  }
}

export function collectorOptions(s: NefertitiState, seat: Seat, excl: number, out: NefertitiAction[]): void {
  collectorPlacements(s, seat, excl, out);
  out.push({ type: 'skipCollector' });
}

/** Optional Collector placement after the main action (2 players, spec §4.5); it may close a stall too. */
export function applyCollector(s: NefertitiState, seat: Seat, a: NefertitiAction, ev: NefertitiEvent[]): void {
  s.decision = null;
  if (a.type === 'placeCollector') {
    const m = T(s).locIndex.get(a.market)!;
    placeCollector(s, seat, m, a.space, ev);
    s.passes = 0;
    if (stallCloses(s, m, seat, ev)) s.tasks.unshift(...closeMarket(s, m, seat, 'rule', ev));
  }
  run(s, ev);
}
