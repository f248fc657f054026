type XZ = [number, number];

/** The segments of the table's outline (its rim and felt): the hole's edge follows the rim's vertex for vertex. */
export const RIM_SEGMENTS = 96;

/** How far inside the table top's edge the hole stays: the rim covers the floor's cut edge with room to spare. */
export const HOLE_INSET = 0.97;

/**
 * The part of the floor the table top hides from the eye: the top's outline (half-axes rx, rz at y = 0, sampled like
 * the rim's cylinder, shrunk by HOLE_INSET) projected from the eye onto the floor at `floorY`. Every ray from the eye
 * through the top meets the table, so nothing inside that outline can be seen. Everything is in the table's space.
 *
 * null where no hole can be cut: an eye at or below the top, or an outline reaching past `limit` from the centre (the
 * floor's own edge; a low eye stretches the shadow of the top far behind it).
 */
export function floorHole(eye: { x: number; y: number; z: number }, rx: number, rz: number, floorY: number, segments: number, limit: number): XZ[] | null {
  if (eye.y <= 0.01) return null;
  const k = (eye.y - floorY) / eye.y;
  const out: XZ[] = [];
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const x = eye.x + (HOLE_INSET * rx * Math.sin(a) - eye.x) * k;
    const z = eye.z + (HOLE_INSET * rz * Math.cos(a) - eye.z) * k;
    if (Math.hypot(x, z) > limit) return null;
    out.push([x, z]);
  }
  return out;
}
