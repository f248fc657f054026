/** One line of a painted frame: its colour, its width and how far its middle lies inside the canvas' edge (px). */
export type FrameLine = readonly [colour: string, width: number, inset: number];

/** Strokes rectangles round a canvas of `w` × `h`, each `inset` from its edge: the border of a printed piece. */
export function paintFrame(ctx: CanvasRenderingContext2D, w: number, h: number, lines: readonly FrameLine[]): void {
  for (const [colour, width, inset] of lines) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.strokeRect(inset, inset, w - 2 * inset, h - 2 * inset);
  }
}
