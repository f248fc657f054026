/**
 * The NILE table's centre, the flood card's landscape on a mat: the Nile running from the far side of the table to
 * the near one, green fields and papyrus on its banks, desert beyond them. The deck lies on the west bank, the flood
 * pile on a reed raft in the river, the discard on the east bank (layout.ts `CENTRE`).
 */
export const MAT = { x0: -2.5, x1: 2.5, z0: -2.15, z1: 2.3 };
/**
 * The rectangle inside the mat's outline (every corner within it, at the edge's narrowest) that the felt leaves out: a
 * software renderer pays for every pixel of a layer even where the mat hides it (Table `under`).
 */
export const UNDER_MAT = { x0: -1.9, x1: 1.9, z0: -1.6, z1: 1.75 };

/** Painting units per table unit (the sizes below are in them)… */
const MAT_PX = 200;
/** … and texels per table unit: the mat spans 300–450 pixels from the default cameras, so more texels only cost upload and sampling. */
const TEXELS = 128;
export const matSizePx = (): [number, number] => [Math.round((MAT.x1 - MAT.x0) * TEXELS), Math.round((MAT.z1 - MAT.z0) * TEXELS)];

const cx = (MAT.x0 + MAT.x1) / 2;
const cz = (MAT.z0 + MAT.z1) / 2;

/** The mat's outline (x, z), a rounded oblong with a gently uneven edge (fixed, the same on every machine). */
export function matOutline(): [number, number][] {
  const n = 72;
  const rx = (MAT.x1 - MAT.x0) / 2;
  const rz = (MAT.z1 - MAT.z0) / 2;
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    // A superellipse (squarer than an oval), its edge wavy by a few hundredths.
    const k = 1 - 0.025 * (1 + Math.sin(a * 7 + 1.3));
    return [cx + Math.sign(c) * Math.pow(Math.abs(c), 0.6) * rx * k, cz + Math.sign(s) * Math.pow(Math.abs(s), 0.6) * rz * k];
  });
}

/** The river's middle at depth z (table units): it bends a little as it crosses. */
export const riverX = (z: number): number => Math.sin(z * 1.3 + 0.4) * 0.12;
/** Half the water's width at z: widest round the raft in the middle. */
const riverHalf = (z: number): number => 0.62 + 0.1 * Math.cos(z * 1.1);

const px = (x: number, z: number): [number, number] => [(x - MAT.x0) * MAT_PX, (z - MAT.z0) * MAT_PX];

function bandPath(ctx: CanvasRenderingContext2D, half: (z: number) => number): void {
  ctx.beginPath();
  const zs = Array.from({ length: 41 }, (_, i) => MAT.z0 - 0.1 + ((MAT.z1 - MAT.z0 + 0.2) * i) / 40);
  zs.forEach((z, i) => ctx[i ? 'lineTo' : 'moveTo'](...px(riverX(z) - half(z), z)));
  [...zs].reverse().forEach((z) => ctx.lineTo(...px(riverX(z) + half(z), z)));
  ctx.closePath();
}

function desert(ctx: CanvasRenderingContext2D, W: number, H: number): void {
  const g = ctx.createLinearGradient(0, 0, W, 0);
  g.addColorStop(0, '#d9b878');
  g.addColorStop(0.5, '#e6cc92');
  g.addColorStop(1, '#d9b878');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 900; i++) {
    ctx.fillStyle = i % 2 ? 'rgba(120,80,30,0.08)' : 'rgba(255,245,210,0.1)';
    ctx.fillRect((i * 977) % W, (i * 613) % H, 3, 2);
  }
}

/** The fertile banks: green, in plots of young and ripening crops, furrowed. */
function banks(ctx: CanvasRenderingContext2D): void {
  bandPath(ctx, (z) => riverHalf(z) + 0.62);
  ctx.fillStyle = '#5f8a3c';
  ctx.fill();
  const plots = ['#74a04a', '#8fae52', '#b4b560', '#6a9444'];
  for (let i = 0; i < 11; i++) {
    const z = MAT.z0 + 0.15 + i * 0.42;
    for (const side of [-1, 1]) {
      const x = riverX(z) + side * (riverHalf(z) + 0.36);
      const [a, b] = px(x - 0.2, z);
      const [w, h] = [0.4 * MAT_PX, 0.34 * MAT_PX];
      ctx.fillStyle = plots[(i * 3 + (side > 0 ? 1 : 0)) % plots.length]!;
      ctx.fillRect(a, b, w, h);
      ctx.fillStyle = 'rgba(40,60,20,0.25)';
      for (let k = 6; k < h; k += 10) ctx.fillRect(a + 4, b + k, w - 8, 2);
    }
  }
}

/** Papyrus tufts along the water's edges. */
function papyrus(ctx: CanvasRenderingContext2D): void {
  ctx.strokeStyle = '#2f5a22';
  ctx.lineWidth = 3;
  for (let i = 0; i < 34; i++) {
    const z = MAT.z0 + 0.05 + i * 0.13;
    for (const side of [-1, 1]) {
      const [x, y] = px(riverX(z) + side * (riverHalf(z) + 0.04), z);
      for (let k = -1; k <= 1; k++) {
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x + side * 9 + k * 7, y - 16 + Math.abs(k) * 4);
        ctx.stroke();
      }
    }
  }
}

function water(ctx: CanvasRenderingContext2D, W: number): void {
  bandPath(ctx, riverHalf);
  const g = ctx.createLinearGradient(0, 0, W, 0);
  g.addColorStop(0.3, '#1f5f8f');
  g.addColorStop(0.5, '#2f7fb2');
  g.addColorStop(0.7, '#1f5f8f');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(205,235,255,0.5)';
  ctx.lineWidth = 3;
  for (let i = 0; i < 22; i++) {
    const z = MAT.z0 + 0.1 + i * 0.2;
    const off = ((i * 37) % 7) / 7 - 0.5;
    const [x, y] = px(riverX(z) + off * 0.6, z);
    ctx.beginPath();
    ctx.moveTo(x - 22, y);
    ctx.quadraticCurveTo(x - 11, y - 8, x, y);
    ctx.quadraticCurveTo(x + 11, y + 8, x + 22, y);
    ctx.stroke();
  }
}

/** A pyramid in the desert, lit from the west. */
function pyramid(ctx: CanvasRenderingContext2D, x: number, z: number, s: number): void {
  const [a, b] = px(x, z);
  const r = s * MAT_PX;
  ctx.fillStyle = '#c9a25e';
  ctx.beginPath();
  ctx.moveTo(a - r, b + r * 0.6);
  ctx.lineTo(a, b - r * 0.6);
  ctx.lineTo(a + r, b + r * 0.6);
  ctx.fill();
  ctx.fillStyle = '#a57f42';
  ctx.beginPath();
  ctx.moveTo(a, b - r * 0.6);
  ctx.lineTo(a + r, b + r * 0.6);
  ctx.lineTo(a + r * 0.2, b + r * 0.6);
  ctx.fill();
}

/** The whole mat: desert, banks, water, papyrus, two pyramids, and its edge. */
export function paintCentre(ctx: CanvasRenderingContext2D): void {
  ctx.scale(TEXELS / MAT_PX, TEXELS / MAT_PX);
  const [W, H] = [(MAT.x1 - MAT.x0) * MAT_PX, (MAT.z1 - MAT.z0) * MAT_PX];
  desert(ctx, W, H);
  banks(ctx);
  water(ctx, W);
  papyrus(ctx);
  pyramid(ctx, -2.0, -1.55, 0.2);
  pyramid(ctx, 1.95, 1.75, 0.16);
  ctx.beginPath();
  matOutline().forEach(([x, z], i) => ctx[i ? 'lineTo' : 'moveTo'](...px(x, z)));
  ctx.closePath();
  ctx.strokeStyle = '#6b4a22';
  ctx.lineWidth = 14;
  ctx.stroke();
}
