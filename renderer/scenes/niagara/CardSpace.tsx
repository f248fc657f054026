import { CREW_COLOURS, type CrewColour } from '../../../engine/niagara/material/colours';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { paintMark } from '../common/marks';
import { keepPainted, usePainted } from '../common/painted';
import type { V3 } from './layout';
import { crewPaint } from './palette';

/** The space's size on the table: a paddle card (drawn at `scale`) with a rim round it. */
const SIZE = (scale: number): [number, number] => [CARD_W * scale * 1.15, CARD_H * scale * 1.12];
const PX = { w: 160, h: 224 };

/**
 * Where a crew's paddle card is played: a card-shaped space outlined on the felt in the crew's colour, with its mark
 * (the card lies on it face down, then face up; empty before the first card).
 */
export function CardSpace({ colour, at, yaw, scale }: { colour: CrewColour; at: V3; yaw: number; scale: number }) {
  const tex = usePainted(PX.w, PX.h, `niagara-space:${colour}`, (ctx) => paintSpace(ctx, colour), { keep: keptAs(colour) });
  return (
    <mesh position={[at[0], 0.004, at[2]]} rotation={[-Math.PI / 2, 0, yaw]}>
      <planeGeometry args={SIZE(scale)} />
      <meshBasicMaterial map={tex ?? undefined} color={tex ? '#ffffff' : crewPaint(colour).colour} transparent opacity={tex ? 0.92 : 0.35} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

const keptAs = (colour: CrewColour): string => `niagara:space:${colour}`;

/** Each crew colour's space painted ahead (prepare.ts). */
export const spacesAhead = (): void => CREW_COLOURS.forEach((c) => keepPainted(keptAs(c), PX.w, PX.h, (ctx) => paintSpace(ctx, c)));

/** A dashed rounded frame in the crew's colour (as NILE's field slots), a faint wash inside and the crew's mark in the middle: empty, it reads as a space, not as a card. */
function paintSpace(ctx: CanvasRenderingContext2D, colour: CrewColour): void {
  const { w, h } = PX;
  const paint = crewPaint(colour);
  ctx.clearRect(0, 0, w, h);
  ctx.beginPath();
  ctx.roundRect(5, 5, w - 10, h - 10, 16);
  ctx.globalAlpha = 0.1;
  ctx.fillStyle = paint.colour;
  ctx.fill();
  ctx.globalAlpha = 0.85;
  ctx.lineWidth = 6;
  ctx.setLineDash([18, 10]);
  ctx.strokeStyle = paint.colour;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 0.45;
  paintMark(ctx, paint, w / 2, h / 2, 24);
  ctx.globalAlpha = 1;
}
