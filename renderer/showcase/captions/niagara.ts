import type { WireEvent } from '../../../protocol/messages';
import { describe, join, seatOf, type CaptionWriter } from './types';

const GEMS = ['violet', 'white', 'yellow', 'blue', 'pink'];

/** Niagara: the canoes' moves and cargo, and above all a canoe going over the falls or a player reaching victory. */
export const niagaraCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const gem = (g: unknown) => (GEMS.includes(String(g)) ? ctx.t(`showcase.gems.${String(g)}`) : String(g));
  // The sentence `key` about the event's player (and the gem it names, if any).
  const says = (key: string) => (e: WireEvent) => ctx.t(`showcase.niagara.${key}`, { name: ctx.name(seatOf(e)), gem: gem(e.gem) });
  const second = describe(events, {
    victoryMet: says('victory'),
    canoeFell: says('fell'),
    gemStolen: (e) => ctx.t('showcase.niagara.stolen', { name: ctx.name(seatOf(e)), gem: gem(e.gem), from: ctx.name(Number(e.fromSeat)) }),
    gemLanded: says('landed'),
    gemUnloaded: says('landed'),
  });
  const first = describe(events, {
    gemLoaded: says('loaded'),
    canoeMoved: (e) => (e.launched ? says('launched')(e) : e.direction === 'up' ? says('up')(e) : e.direction === 'down' ? says('down')(e) : null),
    canoeBoughtBack: says('boughtBack'),
    weatherMoved: says('weather'),
    passed: says('passed'),
    cardsRevealed: says('revealed'),
    riverFlow: (e) => (Number(e.speed) > 0 ? ctx.t('showcase.niagara.flow', { count: e.speed }) : null),
  });
  return join(first, second);
};
