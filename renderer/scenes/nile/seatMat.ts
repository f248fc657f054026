import { seatMat } from './layout';

/** The mat's painting at this player count, in pixels (its aspect the mat's). */
export function matPx(players: number): [number, number] {
  const m = seatMat(players);
  return [512, Math.round((512 * m.d) / m.w)];
}

/**
 * A seat's playing mat: a darker inset of the felt with a stitched edge, and a band of the seat's colour along its
 * owner's edge (the painting's bottom). It gives each seat's cards a place of their own on the felt, as a player's board does.
 */
export function paintSeatMat(ctx: CanvasRenderingContext2D, [w, h]: [number, number], colour: string): void {
  ctx.clearRect(0, 0, w, h);
  ctx.beginPath();
  ctx.roundRect(2, 2, w - 4, h - 4, 26);
  ctx.fillStyle = 'rgba(6, 22, 18, 0.3)';
  ctx.fill();
  // The owner's band, inside the stitching.
  ctx.save();
  ctx.clip();
  ctx.fillStyle = colour;
  ctx.globalAlpha = 0.5;
  ctx.fillRect(0, h - 14, w, 12);
  ctx.restore();
  // The stitched edge.
  ctx.setLineDash([9, 6]);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = 'rgba(226, 196, 140, 0.5)';
  ctx.beginPath();
  ctx.roundRect(11, 11, w - 22, h - 22, 18);
  ctx.stroke();
}
