/**
 * What the boardgame.io port may play: the moves' own checks (an illegal move returns INVALID_MOVE) and `ai.enumerate`,
 * every legal move as {move, args}, in engine/nile's order (pass, plants, speculations, trades) with the same payloads
 * as its actions.
 */
import { CARD_IDS, CARD_INDEX, CROPS, CROP_COUNT, CROP_MASK, FIRST_SPEC, LOCUST, isCrop } from '../../../engine/nile/material/cards';
import type { NileG } from './rules';

export type Pay = { from: 'hand' | 'storage'; card: string };
export type Move = { move: string; args: unknown[] };

const floodMask = (G: NileG): number => (G.currentFlood < 0 ? 0 : CROP_MASK[G.currentFlood]!);

/** Card indices of a payment, or null when the seat cannot pay it. */
export function payable(G: NileG, pay: Pay[]): { storage: boolean; card: number }[] | null {
  if (!Array.isArray(pay) || pay.length !== 2) return null;
  const idx = pay.map((p) => ({ storage: p.from === 'storage', card: CARD_INDEX[p.card] ?? -1 }));
  const same = idx[0]!.storage === idx[1]!.storage && idx[0]!.card === idx[1]!.card;
  for (const p of idx) {
    if (p.card < 0 || p.card === LOCUST || (p.storage && !isCrop(p.card))) return null;
    if ((p.storage ? G.storage : G.hands)[G.active]![p.card]! < (same ? 2 : 1)) return null;
  }
  return idx;
}

/** §6.2: patterns A, B, C; never a flooded crop; a new field must outnumber every opponent field of its crop. */
export function plantable(G: NileG, crops: Record<string, number>): number[] | null {
  const hand = G.hands[G.active]!, mine = G.fields[G.active]!;
  const counts = CROPS.map((k) => crops[k] ?? 0);
  let kinds = 0, total = 0, fresh = 0;
  for (let k = 0; k < CROP_COUNT; k++) {
    const n = counts[k]!;
    if (n === 0) continue;
    if (n > hand[k]! || floodMask(G) & (1 << k)) return null;
    kinds++;
    total += n;
    if (mine[k] === 0) {
      fresh++;
      if (G.fields.some((f, q) => q !== G.active && f[k]! >= n)) return null;
    }
  }
  if (total === 0) return null;
  if (fresh > 0 && !((kinds === 1 && total >= 2) || (kinds === 2 && total === 2))) return null;
  return counts;
}

/** §7: 1 or 2 different speculation cards from hand, none showing the flooded crop. */
export function speculable(G: NileG, cards: string[]): number[] | null {
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > 2 || cards[0] === cards[1]) return null;
  const idx = cards.map((c) => CARD_INDEX[c] ?? -1);
  const ok = idx.every((c) => c >= FIRST_SPEC && c < LOCUST && G.hands[G.active]![c]! > 0 && !(CROP_MASK[c]! & floodMask(G)));
  return ok ? idx : null;
}

const plantMove = (counts: number[]): Move => {
  const crops: Record<string, number> = {};
  counts.forEach((n, k) => n > 0 && (crops[CROPS[k]!] = n));
  return { move: 'plant', args: [crops] };
};

function plants(G: NileG, out: Move[]): void {
  const hand = G.hands[G.active]!, mine = G.fields[G.active]!, fm = floodMask(G);
  const open = (k: number): boolean => !(fm & (1 << k)) && hand[k]! > 0;
  const oppMax = (k: number): number => Math.max(0, ...G.fields.filter((_, q) => q !== G.active).map((f) => f[k]!));
  const cnt = [0, 0, 0, 0, 0];
  for (let k = 0; k < CROP_COUNT; k++) {
    if (!open(k) || mine[k]! > 0) continue;
    for (let n = Math.max(2, oppMax(k) + 1); n <= hand[k]!; n++) out.push(plantMove(cnt.map((_, j) => (j === k ? n : 0))));
  }
  for (let a = 0; a < CROP_COUNT; a++) {
    for (let b = a + 1; b < CROP_COUNT; b++) {
      if (!open(a) || !open(b) || (mine[a]! > 0 && mine[b]! > 0)) continue;
      if ((mine[a] === 0 && oppMax(a) > 0) || (mine[b] === 0 && oppMax(b) > 0)) continue;
      out.push(plantMove(cnt.map((_, j) => (j === a || j === b ? 1 : 0))));
    }
  }
  const own = [0, 1, 2, 3, 4].filter((k) => mine[k]! > 0 && open(k));
  const rec = (i: number, any: boolean): void => {
    if (i === own.length) return void (any && out.push(plantMove(cnt.slice())));
    for (let n = 0; n <= hand[own[i]!]!; n++) {
      cnt[own[i]!] = n;
      rec(i + 1, any || n > 0);
    }
    cnt[own[i]!] = 0;
  };
  rec(0, false);
}

export function enumerate(G: NileG): Move[] {
  if (G.over) return [];
  const out: Move[] = [{ move: 'pass', args: [] }];
  plants(G, out);
  const hand = G.hands[G.active]!, store = G.storage[G.active]!;
  const specs: string[] = [];
  for (let c = FIRST_SPEC; c < LOCUST; c++) if (hand[c]! > 0 && !(CROP_MASK[c]! & floodMask(G))) specs.push(CARD_IDS[c]!);
  specs.forEach((a, i) => {
    out.push({ move: 'speculate', args: [[a]] });
    for (const b of specs.slice(i + 1)) out.push({ move: 'speculate', args: [[a, b]] });
  });
  const src: { pay: Pay; n: number }[] = [];
  for (let c = 0; c < LOCUST; c++) if (hand[c]! > 0) src.push({ pay: { from: 'hand', card: CARD_IDS[c]! }, n: hand[c]! });
  for (let k = 0; k < CROP_COUNT; k++) if (store[k]! > 0) src.push({ pay: { from: 'storage', card: CARD_IDS[k]! }, n: store[k]! });
  src.forEach((a, i) => {
    src.slice(i).forEach((b, j) => {
      if (j === 0 && a.n < 2) return;
      out.push({ move: 'market', args: [[a.pay, b.pay]] }, { move: 'offering', args: [[a.pay, b.pay]] });
    });
  });
  return out;
}
