import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { keptGeometry } from '../common/keptGeometry';
import { STALL_W } from './layout';
import { PANEL_H, ROOF_H, ROW_H, SHEET_W, VALANCE_H, WOOD_H, sheetHeight } from './stallArt';

/**
 * Every market's stall as one geometry (one draw): behind its goods, two posts carrying an awning that leans back from
 * the table, its front turned up to the camera with the market's name, a scalloped valance and a short roof; in front
 * of its goods, the counter's plank. All faces map into the stalls' sheet (stallArt.ts). Low and behind the cards: from
 * the default camera the awning covers only the board's back edge, never a card.
 */
const STALL = { width: STALL_W, plank: -1.52 };
/** The awning's front: bottom and top edges (y, z). */
const FRONT = { y0: 0.3, z0: -3.98, y1: 0.64, z1: -4.17 };
const ROOF = { y: 0.56, z: -4.4 };
const VALANCE = 0.1;
const SCALLOPS = 9;

type Rect = [number, number, number, number];

/** The sheet's pixel rectangle (x0, y0 from the top, w, h) as uv (u0, v0, u1, v1); v counts from the bottom. */
function uvRect(rows: number, x: number, y: number, w: number, h: number): Rect {
  const H = sheetHeight(rows);
  return [x / SHEET_W, 1 - (y + h) / H, (x + w) / SHEET_W, 1 - y / H];
}

/** A quad a (bottom left), b (bottom right), c (top right), d (top left), facing where a→b→c turns anticlockwise. */
function quad(a: THREE.Vector3, b: THREE.Vector3, c: THREE.Vector3, d: THREE.Vector3, [u0, v0, u1, v1]: Rect): THREE.BufferGeometry {
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute([a, b, c, a, c, d].flatMap((p) => p.toArray()), 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute([u0, v0, u1, v0, u1, v1, u0, v0, u1, v1, u0, v1], 2));
  g.computeVertexNormals();
  return g;
}

/** Maps a geometry's uv (0..1 each way) into `r`. */
function intoRect(g: THREE.BufferGeometry, [u0, v0, u1, v1]: Rect): THREE.BufferGeometry {
  const uv = g.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setXY(i, u0 + uv.getX(i) * (u1 - u0), v0 + uv.getY(i) * (v1 - v0));
  return g;
}

function box(w: number, h: number, d: number, at: [number, number, number], wood: Rect): THREE.BufferGeometry {
  return intoRect(new THREE.BoxGeometry(w, h, d).toNonIndexed(), wood).translate(...at);
}

/** The valance: a strip hanging from the awning's front edge, its lower edge cut in scallops. */
function valance(r: Rect): THREE.BufferGeometry {
  const w = STALL.width;
  const s = new THREE.Shape();
  s.moveTo(-w / 2, 0);
  s.lineTo(-w / 2, -VALANCE * 0.55);
  const step = w / SCALLOPS;
  for (let k = 0; k < SCALLOPS; k++) s.absellipse(-w / 2 + step * (k + 0.5), -VALANCE * 0.55, step / 2, VALANCE * 0.45, Math.PI, 2 * Math.PI, false);
  s.lineTo(w / 2, 0);
  s.closePath();
  const g = new THREE.ShapeGeometry(s, 4).toNonIndexed();
  const pos = g.getAttribute('position');
  const uv = g.getAttribute('uv');
  for (let i = 0; i < pos.count; i++) uv.setXY(i, pos.getX(i) / w + 0.5, 1 + pos.getY(i) / (VALANCE * 1.05));
  return intoRect(g, r).translate(0, FRONT.y0, FRONT.z0 + 0.004);
}

/** One market's stall, centred on x = 0; `m`: its row in the sheet, `rows`: the sheet's markets. */
function stall(m: number, rows: number): THREE.BufferGeometry[] {
  const h = STALL.width / 2;
  const v = (x: number, y: number, z: number) => new THREE.Vector3(x, y, z);
  const wood = uvRect(rows, 0, rows * ROW_H + 4, SHEET_W, WOOD_H - 8);
  const front = quad(v(-h, FRONT.y0, FRONT.z0), v(h, FRONT.y0, FRONT.z0), v(h, FRONT.y1, FRONT.z1), v(-h, FRONT.y1, FRONT.z1), uvRect(rows, 0, m * ROW_H, SHEET_W, PANEL_H));
  const roof = quad(v(-h, FRONT.y1, FRONT.z1), v(h, FRONT.y1, FRONT.z1), v(h, ROOF.y, ROOF.z), v(-h, ROOF.y, ROOF.z), uvRect(rows, 0, m * ROW_H + PANEL_H + VALANCE_H, SHEET_W, ROOF_H));
  // Front posts under the awning's lower edge, back posts under the roof's.
  const posts = [-1, 1].flatMap((s) => [box(0.06, FRONT.y0, 0.06, [s * (h - 0.05), FRONT.y0 / 2, FRONT.z0 + 0.03], wood), box(0.06, ROOF.y, 0.06, [s * (h - 0.05), ROOF.y / 2, ROOF.z + 0.03], wood)]);
  const plank = box(STALL.width, 0.12, 0.07, [0, 0.06, STALL.plank], wood);
  return [front, roof, valance(uvRect(rows, 0, m * ROW_H + PANEL_H, SHEET_W, VALANCE_H)), ...posts, plank];
}

/** The name the stalls of markets centred at `xs` are kept under (keptGeometry). */
export const stallsName = (xs: readonly number[]): string => `nefertiti:stalls:${xs.join(',')}`;

/** The stalls of markets centred at `xs` (a copy of the kept geometry for these places). */
export function stallsGeometry(xs: readonly number[]): THREE.BufferGeometry {
  return keptGeometry(stallsName(xs), () => {
    const parts = xs.flatMap((x, m) => stall(m, xs.length).map((g) => g.translate(x, 0, 0)));
    const out = mergeGeometries(parts)!;
    for (const p of parts) p.dispose();
    return out;
  });
}
