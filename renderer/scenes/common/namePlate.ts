import { paintMark, type Paint } from './marks';

/** How a table draws its seats' name plates: the pill and the seat's mark, in canvas pixels. */
export interface PlateLook {
  /** The pill: x, y, width, height, corner radius. */
  pill: [number, number, number, number, number];
  /** The seat's mark (its colour and shape): x, y, radius. */
  dot: [number, number, number];
  /** The pill's colour while the seat is not the active one (the active seat's pill is always warm). */
  idle: string;
}

/** Paints a seat's name-plate background: a pill, warm when the seat is active, with the seat's mark. */
export function paintPlate(ctx: CanvasRenderingContext2D, active: boolean, paint: Paint, look: PlateLook): void {
  ctx.fillStyle = active ? 'rgba(255,214,120,0.95)' : look.idle;
  ctx.beginPath();
  ctx.roundRect(...look.pill);
  ctx.fill();
  paintMark(ctx, paint, look.dot[0], look.dot[1], look.dot[2]);
}

/** Ink for a name on a plate (dark on the warm active pill). */
export const plateInk = (active: boolean): string => (active ? '#2a1a05' : '#fff3dc');

/** `name` cut to fit `width` pixels in the context's current font, ending in '…' when cut (unless `ellipsis` is off). */
export function fitName(ctx: CanvasRenderingContext2D, name: string, width: number, ellipsis = true): string {
  let cut = name;
  while (ctx.measureText(cut).width > width && cut.length > 2) cut = cut.slice(0, -1);
  return ellipsis && cut !== name ? `${cut}…` : cut;
}
