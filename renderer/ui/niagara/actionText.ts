import type { TFunction } from 'i18next';
import type { Cargo, NiagaraAction } from '../../../engine/niagara/actions';
import type { GemColour } from '../../../engine/niagara/material/gems';
import type { NiagaraView } from '../../../engine/niagara/view';
import { canoeName, cardName, placeName } from './logText';

const w = (key: string) => `niagaraTable.words.${key}`;

/** What the words need to know of the river: where each canoe is and what it carries (a view or the table's display). */
export interface CanoesOnRiver {
  canoes: readonly { id: string; at: string; gem: GemColour | null }[];
}

type Paddle = Extract<NiagaraAction, { type: 'paddle' }>;

/** A cargo block in words; `held` is the gem aboard before it (named when unloaded or swapped away). */
function cargoWords(t: TFunction, c: Cargo, held: GemColour | null): string {
  const gem = (g: GemColour) => t(`niagaraTable.${g}`);
  if (c.op === 'load') return t(w('load'), { gem: gem(c.gem) });
  if (c.op === 'swap') return t(w('swap'), { old: held ? gem(held) : '', gem: gem(c.gem) });
  return t(w('unload'), { gem: held ? gem(held) : '' });
}

const gemAfter = (c: Cargo | undefined, held: GemColour | null): GemColour | null => (!c ? held : c.op === 'unload' ? null : c.gem);

/**
 * One canoe's whole move in words, in the order it happens: cargo before, the move (or staying put), a steal with the
 * stolen gem's colour, cargo after — so a destination that also loads or unloads says so.
 */
export function paddleWords(t: TFunction, river: CanoesOnRiver, a: Paddle): string {
  const canoe = river.canoes.find((c) => c.id === a.canoe);
  let held = canoe?.gem ?? null;
  const parts: string[] = [];
  const stay = canoe?.at === a.to;
  if (stay) parts.push(t(w('stay'), { to: placeName(t, a.to) }));
  if (a.before) parts.push(cargoWords(t, a.before, held));
  held = gemAfter(a.before, held);
  // A canoe on the beach told to stay there (a canoe that cannot move, clicked: picks.ts) does not land.
  if (a.to === 'bank' && !stay) parts.push(held ? t(w('landGem'), { gem: t(`niagaraTable.${held}`) }) : t(w('land')));
  else if (a.to === 'fallsL' || a.to === 'fallsR') parts.push(t(w('falls'), { falls: placeName(t, a.to) }));
  else if (!stay) parts.push(t(w('moveTo'), { to: placeName(t, a.to) }));
  if (a.steal) {
    const victim = river.canoes.find((c) => c.id === a.steal);
    held = victim?.gem ?? null;
    parts.push(t(w('steal'), { gem: held ? t(`niagaraTable.${held}`) : '', canoe: canoeName(t, a.steal) }));
  }
  if (a.after) parts.push(cargoWords(t, a.after, held));
  const what = parts.reduce((x, y) => t(w('then'), { a: x, b: y }));
  return t(w('sentence'), { canoe: canoeName(t, a.canoe), what });
}

/** A play of a paddle card (or the cloud) in words. */
function playWords(t: TFunction, a: Extract<NiagaraAction, { type: 'play' }>): string {
  const text = a.card === 'cloud' ? t(w('playCloud')) : t(w('play'), { count: a.card, card: cardName(t, a.card) });
  return a.colour ? t(w('forCrew'), { what: text, colour: t(`niagaraTable.${a.colour}`) }) : text;
}

/**
 * Any legal Niagara action as a sentence: the card and what it allows, the gem paid for a canoe bought back, which
 * gems are loaded, unloaded, swapped, landed or stolen (colours named), where the canoe goes. The HUD buttons use it,
 * and so do the hints and tutorials (through the lead's registry).
 */
export function actionWords(t: TFunction, view: NiagaraView, _seat: number, action: NiagaraAction): string {
  return describeNiagaraAction(t, view, action);
}

/** `actionWords` for a view or the table's display (what the HUD has). */
export function describeNiagaraAction(t: TFunction, river: CanoesOnRiver, a: NiagaraAction): string {
  switch (a.type) {
    case 'play':
      return playWords(t, a);
    case 'buyBack':
      return a.pay ? t('niagaraTable.buyBackPay', { canoe: canoeName(t, a.canoe), gem: t(`niagaraTable.${a.pay}`) }) : t('niagaraTable.buyBackFree', { canoe: canoeName(t, a.canoe) });
    case 'weather':
      return t(`niagaraTable.${a.delta > 0 ? 'cloudUp' : a.delta < 0 ? 'cloudDown' : 'cloudStay'}`);
    case 'paddle':
      return paddleWords(t, river, a);
    case 'pass':
      return t('niagaraTable.pass');
  }
}
