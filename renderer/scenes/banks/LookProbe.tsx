import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import * as THREE from 'three';
import { PROBES, setProbe, type PageBox, type RtBanksLook } from '../../app/probes';
import { UI_FONT } from '../common/fonts';
import { artToTable, boardLabels, type BoardLabel, type BoardWords } from './boardArt';
import type { BanksLayout } from './layout';
import { KINDS, markerInstances, type PlacedMarker } from './markers';

/** The page box of points in the scene, as `camera` shows them on `el`. */
function pageBox(points: THREE.Vector3[], camera: THREE.Camera, el: HTMLCanvasElement): PageBox {
  const r = el.getBoundingClientRect();
  const xs: number[] = [];
  const ys: number[] = [];
  for (const p of points) {
    const v = p.clone().project(camera);
    xs.push(r.left + ((v.x + 1) / 2) * r.width);
    ys.push(r.top + ((1 - v.y) / 2) * r.height);
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const corners = (b: THREE.Box3): THREE.Vector3[] => [0, 1, 2, 3, 4, 5, 6, 7].map((i) => new THREE.Vector3(i & 1 ? b.max.x : b.min.x, i & 2 ? b.max.y : b.min.y, i & 4 ? b.max.z : b.min.z));

/** The world box of instance `i` of the mesh named `name`, or null when the scene has no such instance. */
function instanceBox(scene: THREE.Scene, name: string, i: number): THREE.Box3 | null {
  const mesh = scene.getObjectByName(name);
  if (!(mesh instanceof THREE.InstancedMesh) || i < 0 || i >= mesh.count) return null;
  if (!mesh.geometry.boundingBox) mesh.geometry.computeBoundingBox();
  const m = new THREE.Matrix4();
  mesh.getMatrixAt(i, m);
  return mesh.geometry.boundingBox!.clone().applyMatrix4(m).applyMatrix4(mesh.matrixWorld);
}

/** A painted label's ink on the board's top face (its text measured in its font, squeezed to its width as painted). */
function labelCorners(l: BoardLabel, ctx: CanvasRenderingContext2D): THREE.Vector3[] {
  ctx.font = `700 ${l.px}px ${UI_FONT}`;
  ctx.textAlign = l.align;
  ctx.textBaseline = 'middle';
  const m = ctx.measureText(l.text);
  const squeeze = Math.min(1, l.maxWidth / m.width);
  const [x0, x1] = [l.x - m.actualBoundingBoxLeft * squeeze, l.x + m.actualBoundingBoxRight * squeeze];
  const [y0, y1] = [l.y - m.actualBoundingBoxAscent, l.y + m.actualBoundingBoxDescent];
  return [artToTable(x0, y0), artToTable(x1, y0), artToTable(x0, y1), artToTable(x1, y1)].map((p) => new THREE.Vector3(...p));
}

/** The page boxes of each marker on a field or in the market: its disc's and its crop's, as drawn now. */
function markerBoxes(scene: THREE.Scene, camera: THREE.Camera, el: HTMLCanvasElement, list: PlacedMarker[], seats: number): RtBanksLook['markers'] {
  const { bySeat, byKind } = markerInstances(list, seats);
  return list.flatMap((m) => {
    if (m.where === 'boat') return [];
    const seat = m.colour % seats;
    const k = Math.max(0, KINDS.indexOf(m.kind));
    const disc = instanceBox(scene, `marker-discs:${seat}`, bySeat[seat]?.indexOf(m) ?? -1);
    // The plant as seen: its crop and its leaves.
    const at = byKind[k]?.indexOf(m) ?? -1;
    const [head, leaves] = [instanceBox(scene, `marker-crops:${KINDS[k]}`, at), instanceBox(scene, `marker-leaves:${KINDS[k]}`, at)];
    const crop = head && leaves ? head.union(leaves) : head;
    return disc && crop ? [{ where: m.where, state: m.state, disc: pageBox(corners(disc), camera, el), crop: pageBox(corners(crop), camera, el) }] : [];
  });
}

/**
 * `__rtBanksLook` (probe builds only): the markers on fields and in the market and the words painted on the board as
 * boxes on the page, measured when a test asks.
 */
export function LookProbe({ L, list, seats, minValues, words }: { L: BanksLayout; list: PlacedMarker[]; seats: number; minValues: readonly number[]; words: BoardWords }) {
  const get = useThree((s) => s.get);
  useEffect(() => {
    if (!PROBES) return;
    const look = (): RtBanksLook => {
      const { scene, camera, gl } = get();
      const el = gl.domElement;
      const ctx = document.createElement('canvas').getContext('2d');
      const labels = ctx ? boardLabels(L, minValues, words).map((l) => ({ id: l.id, box: pageBox(labelCorners(l, ctx), camera, el) })) : [];
      return { markers: markerBoxes(scene, camera, el, list, seats), labels };
    };
    setProbe('__rtBanksLook', look);
    return () => setProbe('__rtBanksLook', undefined);
  }, [get, L, list, seats, minValues, words]);
  return null;
}
