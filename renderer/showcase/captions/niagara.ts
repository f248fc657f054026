import { join, pick, seatOf, type CaptionWriter } from './types';

const GEMS = ['violet', 'white', 'yellow', 'blue', 'pink'];

/** Niagara: the canoes' moves and cargo, and above all a canoe going over the falls or a player reaching victory. */
export const niagaraCaption: CaptionWriter = (events, ctx) => {
  if (events.some((e) => e.type === 'gameOver')) return ctx.t('showcase.gameOver');
  const gem = (g: unknown) => (GEMS.includes(String(g)) ? ctx.t(`showcase.gems.${String(g)}`) : String(g));
  const big = pick(events, ['victoryMet', 'canoeFell', 'gemStolen', 'gemLanded', 'gemUnloaded']);
  let second: string | null = null;
  const bn = ctx.name(seatOf(big));
  switch (big?.type) {
    case 'victoryMet':
      second = ctx.t('showcase.niagara.victory', { name: bn });
      break;
    case 'canoeFell':
      second = ctx.t('showcase.niagara.fell', { name: bn });
      break;
    case 'gemStolen':
      second = ctx.t('showcase.niagara.stolen', { name: bn, gem: gem(big.gem), from: ctx.name(Number(big.fromSeat)) });
      break;
    case 'gemLanded':
    case 'gemUnloaded':
      second = ctx.t('showcase.niagara.landed', { name: bn, gem: gem(big.gem) });
      break;
  }
  const a = pick(events, ['gemLoaded', 'canoeMoved', 'canoeBoughtBack', 'weatherMoved', 'passed', 'cardsRevealed', 'riverFlow']);
  const name = ctx.name(seatOf(a));
  let first: string | null = null;
  switch (a?.type) {
    case 'gemLoaded':
      first = ctx.t('showcase.niagara.loaded', { name, gem: gem(a.gem) });
      break;
    case 'canoeMoved':
      first = a.launched ? ctx.t('showcase.niagara.launched', { name }) : a.direction === 'up' ? ctx.t('showcase.niagara.up', { name }) : a.direction === 'down' ? ctx.t('showcase.niagara.down', { name }) : null;
      break;
    case 'canoeBoughtBack':
      first = ctx.t('showcase.niagara.boughtBack', { name });
      break;
    case 'weatherMoved':
      first = ctx.t('showcase.niagara.weather', { name });
      break;
    case 'passed':
      first = ctx.t('showcase.niagara.passed', { name });
      break;
    case 'cardsRevealed':
      first = ctx.t('showcase.niagara.revealed');
      break;
    case 'riverFlow':
      first = Number(a.speed) > 0 ? ctx.t('showcase.niagara.flow', { n: a.speed }) : null;
      break;
  }
  return join(first, second);
};
