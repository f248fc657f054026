import type { TFunction } from 'i18next';
import type { Refusal } from '../game/gameUi';
import { canoeName, cardName } from './logText';

const r = (key: string) => `niagaraTable.refusal.${key}`;

/** A crew colour the engine names ('red'), as the table says it. */
const colour = (t: TFunction, id: string) => t(`niagaraTable.${id}`, { defaultValue: id });

/** "red or green": the colours the engine lists with " or ", each in the player's words, joined in theirs. */
const colours = (t: TFunction, list: string) =>
  list
    .split(' or ')
    .map((c) => colour(t, c))
    .reduce((a, b) => t(r('or'), { a, b }));

/** Which way the cloud was asked to go (the engine's delta −1, 0 or +1 on the weather track). */
const cloudWay = (delta: string) => (delta === '0' ? 'cloudStays' : delta.startsWith('-') ? 'cloudDown' : 'cloudUp');

/**
 * The Niagara engine's refusals (engine/niagara/rules/legal.ts) in the player's language: [the engine's stable English
 * text, its translation with the canoes, colours and cards named as the table names them]. The reason shows inside
 * the translated "Not allowed: …" frame (ui/errors.ts).
 */
export const NIAGARA_REFUSALS: readonly Refusal[] = [
  [/^canoes are bought back in phase 1 only$/, (t) => t(r('buyBackPhase'))],
  [/^canoe (\w+) is not yours$/, (t, m) => t(r('canoeNotYours'), { canoe: canoeName(t, m[1] ?? '') })],
  [/^canoe (\w+) cannot be bought back that way now \(.*\)$/, (t, m) => t(r('buyBackWay'), { canoe: canoeName(t, m[1] ?? '') })],
  [/^the cloud moves only when you reveal your cloud card$/, (t) => t(r('cloudOnly'))],
  [/^the cloud cannot move by (-?\d+) from (-?\d+)$/, (t, m) => t(r(cloudWay(m[1] ?? '')), { from: m[2] })],
  [/^nothing optional to decline now$/, (t) => t(r('nothingToDecline'))],
  [/^paddle cards are played face down in phase 1 only$/, (t) => t(r('playPhase'))],
  [/^name the colour you play for \((.+)\)$/, (t, m) => t(r('nameColour'), { colours: colours(t, m[1] ?? '') })],
  [/^colour (\w+) is not yours$/, (t, m) => t(r('colourNotYours'), { colour: colour(t, m[1] ?? '') })],
  [/^colour (\w+) has already played its card this round$/, (t, m) => t(r('colourPlayed'), { colour: colour(t, m[1] ?? '') })],
  [/^card (\w+) was already played in this 7-card cycle$/, (t, m) => t(r('cardPlayed'), { card: cardName(t, m[1] ?? '') })],
  [/^canoes move only when you reveal a number card$/, (t) => t(r('paddleOnly'))],
  [/^canoe (\w+) is not one of the (\w+) canoes moving now$/, (t, m) => t(r('notMoving'), { canoe: canoeName(t, m[1] ?? ''), colour: colour(t, m[2] ?? '') })],
  [/^canoe (\w+) may not move now \(.*\)$/, (t, m) => t(r('mayNotMove'), { canoe: canoeName(t, m[1] ?? '') })],
  [/^that move does not spend exactly (\d+) points by the rules \(.*\)$/, (t, m) => t(r('exactPoints'), { count: Number(m[1]) })],
];
