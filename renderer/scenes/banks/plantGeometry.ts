import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * The produce standing on a marker, as a small plant: per kind its crop (drawn in the kind's colour) and its leaves
 * (drawn green), two geometries with the same origin (the marker's top) so one instance matrix places both. Each kind
 * has a shape of its own, so that kinds are told apart by shape as well as colour. At size 1 a plant is about 0.15
 * tall and 0.16 wide (the marker's disc is 0.2 across).
 */
export interface PlantShape {
  crop: THREE.BufferGeometry;
  leaves: THREE.BufferGeometry;
}

interface Place {
  at: [number, number, number];
  /** Euler angles (x, y, z). */
  turn?: [number, number, number];
  scale?: [number, number, number];
}

/** A primitive placed in the plant, without index (so that every part merges). */
function part(g: THREE.BufferGeometry, p: Place): THREE.BufferGeometry {
  const m = new THREE.Matrix4().compose(new THREE.Vector3(...p.at), new THREE.Quaternion().setFromEuler(new THREE.Euler(...(p.turn ?? [0, 0, 0]))), new THREE.Vector3(...(p.scale ?? [1, 1, 1])));
  const out = (g.index ? g.toNonIndexed() : g.clone()).applyMatrix4(m);
  g.dispose();
  return out;
}

function merged(parts: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const g = mergeGeometries(parts);
  parts.forEach((p) => p.dispose());
  if (!g) throw new Error('plantGeometry: parts could not be merged');
  return g;
}

const blob = (segments = 7) => new THREE.SphereGeometry(1, segments, Math.max(4, segments - 2));
const stalk = (h: number, r = 0.005) => new THREE.CylinderGeometry(r * 0.7, r, h, 5, 1).translate(0, h / 2, 0);
/** A leaf blade: a thin ellipsoid `len` long leaning out by `lean` toward angle `a` (around y). */
const blade = (a: number, len: number, lean: number, w = 0.014, y = 0): THREE.BufferGeometry =>
  part(blob(6).translate(0, 1, 0), { at: [0, y, 0], turn: [0, a, lean], scale: [w, len / 2, w * 0.35] });

/** A ring of `n` items around the stem, the first at angle `a0`. */
const ring = <T>(n: number, a0: number, f: (a: number, i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(a0 + (i / n) * Math.PI * 2, i));

/** Where a stalk of height `h` leaning `lean` toward angle `a` ends (its turn as `part` turns it: [0, a, −lean]). */
const tipOf = (a: number, lean: number, h: number): [number, number, number] => [Math.cos(a) * Math.sin(lean) * h, Math.cos(lean) * h, -Math.sin(a) * Math.sin(lean) * h];

/** Flax: slender stalks splaying out, a blue flower on each. */
function flax(): PlantShape {
  const tips = ring(5, 0.3, (a, i) => ({ a, lean: 0.3 + (i % 2) * 0.14, h: 0.1 + (i % 3) * 0.012 }));
  return {
    leaves: merged(tips.map((t) => part(stalk(t.h, 0.008), { at: [0, 0, 0], turn: [0, t.a, -t.lean] }))),
    crop: merged(tips.map((t) => part(new THREE.IcosahedronGeometry(0.036, 0), { at: tipOf(t.a, t.lean, t.h), scale: [1, 0.62, 1] }))),
  };
}

/** Wheat: golden stalks with long ears, green blades at the foot. */
function wheat(): PlantShape {
  const ears = ring(4, 0.5, (a, i) => ({ a, lean: 0.2 + (i % 2) * 0.1, h: 0.085 + (i % 2) * 0.012 }));
  return {
    leaves: merged(ring(3, 0, (a) => blade(a, 0.08, 0.75, 0.02))),
    crop: merged(
      ears.flatMap((e) => {
        const top = tipOf(e.a, e.lean, e.h);
        return [part(stalk(e.h, 0.007), { at: [0, 0, 0], turn: [0, e.a, -e.lean] }), part(blob(), { at: [top[0], top[1] + 0.026, top[2]], turn: [0, e.a, -e.lean], scale: [0.022, 0.048, 0.022] })];
      }),
    ),
  };
}

/** Grapes: a vine stake with broad leaves behind and a bunch of grapes hanging in front, toward the players. */
function grapes(): PlantShape {
  const berries: [number, number, number][] = [];
  [
    [5, 0.118, 0.04],
    [4, 0.088, 0.032],
    [3, 0.06, 0.02],
    [1, 0.036, 0],
  ].forEach(([n, y, r]) => ring(n!, 0.4, (a) => berries.push([Math.cos(a) * r!, y!, 0.025 + Math.sin(a) * r!])));
  return {
    leaves: merged([part(stalk(0.14, 0.008), { at: [0, 0, -0.03] }), ...ring(3, 1.2, (a) => part(blob(), { at: [Math.cos(a) * 0.05, 0.13, -0.045 + Math.sin(a) * 0.02], turn: [0.5, a, 0.2], scale: [0.048, 0.009, 0.038] }))]),
    crop: merged(berries.map((b) => part(blob(6), { at: [b[0], b[1], b[2]], scale: [0.024, 0.024, 0.024] }))),
  };
}

/** Onion: a round bulb with a pointed neck, green tubes standing up from it. */
function onion(): PlantShape {
  return {
    leaves: merged(ring(4, 0.2, (a, i) => part(stalk(0.07 + (i % 2) * 0.02, 0.009), { at: [0, 0.07, 0], turn: [0, a, -0.25] }))),
    crop: merged([part(blob(10), { at: [0, 0.046, 0], scale: [0.062, 0.05, 0.062] }), part(new THREE.ConeGeometry(0.026, 0.05, 8), { at: [0, 0.106, 0] })]),
  };
}

/** Aubergine: a bush of broad leaves behind, long fruits hanging in front of it. */
function aubergine(): PlantShape {
  return {
    leaves: merged([part(stalk(0.125, 0.009), { at: [0, 0, -0.03] }), ...ring(4, 0.3, (a) => part(blob(), { at: [Math.cos(a) * 0.045, 0.125, -0.04 + Math.sin(a) * 0.03], turn: [0, a, 0.35], scale: [0.052, 0.009, 0.032] }))]),
    crop: merged(ring(3, 0.6, (a) => part(blob(8), { at: [Math.cos(a) * 0.04, 0.07, 0.03 + Math.sin(a) * 0.02], turn: [0.35, a, 0.25], scale: [0.03, 0.06, 0.03] }))),
  };
}

const MAKERS: Record<string, () => PlantShape> = { flax, wheat, grapes, onion, aubergine };

/** The plant of a kind (an unknown kind: the aubergine's). */
export const plantShape = (kind: string): PlantShape => (MAKERS[kind] ?? aubergine)();
