import { markSvgPath, type Paint } from '../scenes/common/marks';

/**
 * A player's colour in the HUD: its mark (scenes/common/marks.ts) filled with the colour, the same shape the table
 * draws on that player's name plate and pieces, so no one needs to tell the hues apart.
 */
export function SeatMark({ paint, size = 14, title }: { paint: Paint; size?: number; title?: string }) {
  return (
    <svg className="seat-mark" viewBox="-1.15 -1.15 2.3 2.3" width={size} height={size} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} data-mark={paint.mark}>
      {title && <title>{title}</title>}
      <path d={markSvgPath(paint.mark)} fill={paint.colour} stroke="rgba(255,255,255,.7)" strokeWidth={0.16} strokeLinejoin="round" />
    </svg>
  );
}

/** Every colour a seat plays in, side by side (a Niagara seat with two crews has two); the first carries the title. */
export function SeatMarks({ paints, size, title }: { paints: readonly Paint[]; size?: number; title?: string }) {
  // No colour (a finished game's turn box): nothing, not an empty box that a row's gap would indent the words by.
  if (paints.length === 0) return null;
  return (
    <span className="seat-marks">
      {paints.map((p, i) => (
        <SeatMark key={i} paint={p} size={size} title={i === 0 ? title : undefined} />
      ))}
    </span>
  );
}
