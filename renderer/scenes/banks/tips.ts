import type { Tables } from '../../../engine/banks/material/compile';
import type { Tip, TipText } from '../common/tips';
import type { BanksDisplay } from './model';
import { fieldPlace } from './places';

/**
 * What each thing on the An den Ufern des Nils table is and does, as translation keys (`banksTable.tips.*`, worded by
 * the table's DOM layer). Fields are named by bank, row and place (nested `$t(banksTable.names.bank{{bank}})`), kinds by
 * `$t(banksTable.kinds.{{kind}})`: a tip carries only data ids, counts and the players' names.
 */
const K = 'banksTable.tips.';

const markerLine = (m: { colour: number; kind: string; state?: string }, owner: (seat: number) => string): TipText => ({
  key: `${K}marker`,
  values: { owner: owner(m.colour), kind: m.kind, state: m.state ?? 'seed' },
});

/** A field: where it is, its palms (what a crop grown here is worth), and what lies on it. */
export function fieldTip(t: Tables, d: BanksDisplay | null, f: number, covered: boolean, owner: (seat: number) => string): Tip {
  const { bank, row, pos } = fieldPlace(t, f);
  const title: TipText = { key: `${K}field`, values: { bank, row, pos } };
  if (covered) return { title, lines: [{ key: `${K}covered` }] };
  const v = d?.fields[f];
  const lines: TipText[] = [{ key: `${K}palms`, values: { count: t.palms[f]! } }];
  if (v?.water) lines.push({ key: `${K}water`, values: { inner: v.water.inner, outer: v.water.outer } });
  if (v?.desert) lines.push({ key: `${K}desert` });
  for (const m of v?.markers ?? []) lines.push(markerLine(m, owner));
  if (v && !v.water && !v.desert && v.markers.length === 0) lines.push({ key: `${K}empty` });
  return { title, lines };
}

/** A marker on a field, a market space or in the boat. */
export function markerTip(m: { colour: number; kind: string; state: string }, where: 'field' | 'market' | 'boat', owner: (seat: number) => string): Tip {
  return { title: { key: `${K}markerTitle`, values: { owner: owner(m.colour), kind: m.kind } }, lines: [{ key: `${K}state.${m.state}` }, { key: `${K}where.${where}` }] };
}

export const pileTip = (seat: number, i: number, d: BanksDisplay, owner: string): Tip => {
  const p = d.piles[seat]?.[i];
  return {
    title: { key: `${K}pile`, values: { owner, n: i + 1 } },
    lines: [{ key: `${K}cards`, values: { count: p?.size ?? 0 } }, ...(p?.top ? [{ key: `${K}pileTop`, values: { a: p.top[0], b: p.top[1] } }] : []), { key: `${K}pileDoes` }],
  };
};

export const jokersTip = (count: number, owner: string): Tip => ({ title: { key: `${K}jokers`, values: { owner, count } }, lines: [{ key: `${K}jokersDo` }] });

export const plateTip = (seat: number, d: BanksDisplay, owner: string, supply: number): Tip => ({
  title: { key: `${K}player`, values: { owner } },
  lines: [{ key: `${K}track`, values: { n: d.pawns[seat] ?? 1 } }, { key: `${K}supply`, values: { count: supply } }, { key: `${K}jokerCount`, values: { count: d.jokers[seat] ?? 0 } }],
});

export const pawnTip = (n: number, owner: string): Tip => ({ title: { key: `${K}pawn`, values: { owner } }, lines: [{ key: `${K}track`, values: { n } }] });
export const obeliskTip = (n: number): Tip => ({ title: { key: `${K}obelisk` }, lines: [{ key: `${K}track`, values: { n } }, { key: `${K}obeliskDoes` }] });
export const pillarTip = (owner: string): Tip => ({ title: { key: `${K}pillar` }, lines: [{ key: `${K}pillarDoes`, values: { owner } }] });
export const tideTip = (tide: string): Tip => ({ title: { key: `${K}tide`, values: { tide } }, lines: [{ key: `${K}tideDoes` }] });
export const boatTip = (count: number): Tip => ({ title: { key: `${K}boat` }, lines: [{ key: `${K}markers`, values: { count } }, { key: `${K}boatDoes` }] });
export const boardPileTip = (which: 'desertDraw' | 'desertDiscard' | 'waterDiscard', count: number): Tip => ({
  title: { key: `${K}${which}` },
  lines: [{ key: `${K}cards`, values: { count } }, { key: `${K}${which}Does` }],
});
export const fieldCardTip = (water: { inner: number; outer: number } | null): Tip =>
  water ? { title: { key: `${K}waterCard` }, lines: [{ key: `${K}water`, values: water }, { key: `${K}waterCardDoes` }] } : { title: { key: `${K}desertCard` }, lines: [{ key: `${K}desert` }] };
