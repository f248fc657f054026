import * as THREE from 'three';
import { PROBES, setProbe } from '../../app/probes';
import type { Ahead } from './prepare';
import { AUTO_START, programKeys, stageRenderer, stageShadowMap, toneStage, type QualitySetting } from './stageRenderer';
import { fillLights, lamp, type QualityLevel } from './Table';
import { applyStageLook } from './applyLook';

/**
 * The stage's shader programs, built ahead while Home is shown. The browser keeps a linked program by its source for
 * its session, whichever WebGL context linked it, and a table's first frame spent most of its time linking (two to
 * seven programs: 60 ms each at low, 0.1–0.3 s at medium in SwiftShader). So a hidden renderer that draws like a
 * stage (StageRenderer: Lambert twins at low, white maps and instance colours; the same lights, fog, shadows and
 * tone mapping) draws one of each kind of mesh the tables draw, a kind per idle moment, and is freed: the table's
 * own links then find their programs built. The kinds are what the tables' programs are after the stage's own
 * merging (white maps and instance colours make every mesh a mapped one): lit or basic, instanced or not, opaque or
 * see-through, and Niagara's spray of points; casting shadows at medium and up builds the shadow pass's programs.
 */

type Drawn = THREE.Mesh<THREE.BufferGeometry, THREE.Material> | THREE.Points<THREE.BufferGeometry, THREE.Material>;

/** A 1 × 1 data map (a relief map's kind: no sRGB decoding). */
function dataMap(): THREE.Texture {
  const t = new THREE.DataTexture(new Uint8Array([128, 128, 255, 255]), 1, 1);
  t.needsUpdate = true;
  return t;
}

/** One kind of mesh the tables draw, as the stage draws it. */
const KINDS: ((box: THREE.BufferGeometry) => Drawn)[] = [
  (box) => new THREE.Mesh(box, new THREE.MeshStandardMaterial()),
  // The kit's relief (the table's wood and felt, painted boards: surfaceMaps.ts).
  (box) => new THREE.Mesh(box, new THREE.MeshStandardMaterial({ normalMap: dataMap(), roughnessMap: dataMap() })),
  // The floor's lamp pool (Floor.tsx: vertex colours).
  (box) => new THREE.Mesh(box, new THREE.MeshStandardMaterial({ vertexColors: true })),
  (box) => new THREE.InstancedMesh(box, new THREE.MeshStandardMaterial(), 1),
  (box) => new THREE.Mesh(box, new THREE.MeshBasicMaterial({ toneMapped: false, transparent: true })),
  (box) => new THREE.InstancedMesh(box, new THREE.MeshBasicMaterial({ toneMapped: false, transparent: true }), 1),
  (box) => new THREE.Mesh(box, new THREE.MeshStandardMaterial({ transparent: true })),
  // Points have positions only (a normal would be another program).
  (box) => new THREE.Points(new THREE.BufferGeometry().setAttribute('position', box.getAttribute('position')), new THREE.PointsMaterial({ sizeAttenuation: true, transparent: true, depthWrite: false })),
];

/**
 * The kinds drawn in an overlay scene (drei's Hud: NILE's hand, a scene of its own over the table, with no lights and
 * no fog, so its programs are others than the table's): its cards in exact colours, and a tutorial's or a hint's glow
 * and labels on them, which the overlay builds with its first frames (EmphasisAhead.tsx): their links are then quick.
 */
const OVERLAY_KINDS: ((box: THREE.BufferGeometry) => Drawn)[] = [
  (box) => new THREE.Mesh(box, new THREE.MeshBasicMaterial({ toneMapped: false })),
  (box) => new THREE.Mesh(box, new THREE.MeshBasicMaterial({ toneMapped: false, transparent: true })),
];

/**
 * The kind of renderer and scene a stage at `level` draws with, with its look (applyLook.ts), on a canvas of its own
 * (8 × 8, never shown: the ambient occlusion's half-resolution buffers need a few pixels).
 */
function hiddenStage(level: QualityLevel) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 8;
  const gl = stageRenderer({ canvas }, level);
  stageShadowMap(gl, level);
  toneStage(gl);
  const scene = new THREE.Scene();
  scene.fog = new THREE.Fog('#000000', 30, 70);
  const light = lamp(level, 10);
  scene.add(light, light.target, ...fillLights(level));
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 200);
  camera.position.set(0, 13.5, 11.5);
  camera.lookAt(0, 0, 0);
  const look = applyStageLook(gl, scene, camera, level);
  return { gl, scene, overlay: new THREE.Scene(), camera, light, look, box: new THREE.BoxGeometry(1, 1, 1) };
}

/** The level a stage of this quality setting starts at ('auto' starts at medium: Stage.tsx). */
export const startLevel = (setting: QualitySetting): QualityLevel => (setting === 'auto' ? AUTO_START : setting);

/**
 * The steps that build the programs of a stage at `level`, one kind per step; the last frees the hidden renderer. Where
 * there is no WebGL (or no document), they do nothing: the tables link their programs as they open.
 */
export function warmPrograms(level: QualityLevel): Ahead[] {
  let stage: ReturnType<typeof hiddenStage> | null = null;
  let failed = typeof document === 'undefined';
  const drawn: Drawn[] = [];
  const free = () => {
    for (const o of drawn) {
      const m = o.material as THREE.MeshStandardMaterial;
      m.normalMap?.dispose();
      m.roughnessMap?.dispose();
      o.material.dispose();
      o.geometry.dispose();
    }
    if (!stage) return;
    stage.light.shadow.map?.dispose();
    stage.look?.dispose();
    stage.gl.release.sceneDisposed();
    stage.gl.dispose();
    // Its context now, not when it is collected: a page has a few WebGL contexts at most.
    stage.gl.forceContextLoss();
    stage = null;
  };
  const draw = (kind: (box: THREE.BufferGeometry) => Drawn, overlay: boolean): Ahead => () => {
    if (failed) return;
    try {
      stage ??= hiddenStage(level);
      const o = kind(stage.box);
      drawn.push(o);
      o.castShadow = o.receiveShadow = !overlay;
      const scene = overlay ? stage.overlay : stage.scene;
      scene.add(o);
      stage.gl.render(scene, stage.camera);
    } catch {
      // No WebGL context here (or it was lost): nothing to build ahead.
      failed = true;
      free();
    }
  };
  const steps: Ahead[] = [...KINDS.map((k) => draw(k, false)), ...OVERLAY_KINDS.map((k) => draw(k, true))];
  steps.push(() => {
    if (stage && PROBES) setProbe('__rtWarmed', { level, programs: programKeys(stage.gl) });
    free();
  });
  return steps;
}
