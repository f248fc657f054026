import type { TFunction } from 'i18next';
import type { NiagaraEvent } from '../../../engine/niagara/events';

const k = (key: string) => `niagaraTable.${key}`;

/** "red canoe 1" from "red1", in the player's language. */
export function canoeName(t: TFunction, id: string): string {
  const m = id.match(/^([a-z]+)(\d)$/);
  return m ? t(k('canoe'), { colour: t(k(m[1]!)), n: m[2] }) : id;
}

export const cardName = (t: TFunction, card: number | string): string => (card === 'cloud' ? t(k('cloud')) : String(card));

/** A place on the river as the player reads it. */
export function placeName(t: TFunction, at: string): string {
  if (at === 'bank') return t(k('bank'));
  if (at === 'fallsL' || at === 'fallsR') return t(k(at));
  return at;
}

/** One log line for an event (null: not worth a line). */
export function niagaraLogLine(t: TFunction, e: NiagaraEvent, name: (seat: number) => string): { text: string; kind: 'turn' | 'alert' | 'plain' } | null {
  const gem = (g: string | null) => (g ? t(k(g)) : '');
  switch (e.type) {
    case 'roundStarted':
      return { text: t(k('logRound'), { n: e.round }), kind: 'turn' };
    case 'cardChosen':
      return { text: t(k('logChose'), { name: name(e.seat) }), kind: 'plain' };
    case 'cardsRevealed':
      return { text: e.cards.map((c) => t(k('logReveal'), { name: name(c.seat), card: cardName(t, c.card) })).join(', '), kind: 'plain' };
    case 'canoeMoved':
      return e.path.length > 1 ? { text: t(k('logMove'), { canoe: canoeName(t, e.canoe), to: placeName(t, e.path[e.path.length - 1]!) }), kind: 'plain' } : null;
    case 'gemLoaded':
      return { text: t(k('logLoad'), { canoe: canoeName(t, e.canoe), gem: gem(e.gem) }), kind: 'plain' };
    case 'gemUnloaded':
      return { text: t(k('logUnload'), { canoe: canoeName(t, e.canoe), gem: gem(e.gem) }), kind: 'plain' };
    case 'gemStolen':
      return { text: t(k('logSteal'), { canoe: canoeName(t, e.canoe), gem: gem(e.gem), from: canoeName(t, e.from) }), kind: 'alert' };
    case 'gemLanded':
      return { text: t(k('logLand'), { name: name(e.seat), gem: gem(e.gem) }), kind: 'plain' };
    case 'riverFlow':
      return { text: t(k('logFlow'), { speed: e.speed }), kind: 'plain' };
    case 'discPushed':
      return { text: t(k('logPush'), { arm: t(k(e.arm === 'L' ? 'armL' : 'armR')) }), kind: 'plain' };
    case 'canoeFell':
      return { text: t(k('logFell'), { canoe: canoeName(t, e.canoe) }), kind: 'alert' };
    case 'canoeBoughtBack':
      return { text: t(k('logBought'), { name: name(e.seat), canoe: canoeName(t, e.canoe) }), kind: 'plain' };
    case 'weatherMoved':
      return { text: t(k('logWeather'), { from: e.from, to: e.to }), kind: 'plain' };
    case 'victoryMet':
      return { text: t(k('logVictory'), { name: name(e.seat) }), kind: 'alert' };
    case 'turnSkipped':
      return { text: t(k('logSkipped'), { name: name(e.seat) }), kind: 'plain' };
    case 'passed':
      return { text: t(k('logPassed'), { name: name(e.seat) }), kind: 'plain' };
    case 'cardsReturned':
      return { text: t(k('logReturned')), kind: 'plain' };
    case 'gameOver':
      return { text: t(k('logOver')), kind: 'turn' };
    default:
      return null;
  }
}
