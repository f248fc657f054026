import * as THREE from 'three';

/**
 * The light the tables' lit materials reflect at medium and high quality (`scene.environment`): a small room made
 * here, never fetched — warm dim walls, a wooden floor, a soft lamp shade above the table and a cool window to one
 * side — prefiltered once per stage (PMREM) at a small size, as what it lights is rough (wood, felt, card, paint).
 */
const SIZE = 64;

/** What the room is made of: each part is an unlit box face of a colour (a brightness above 1 is a light source). */
const PARTS: { color: string; intensity: number; at: [number, number, number]; size: [number, number, number]; inside?: true }[] = [
  // Walls, ceiling and floor: one box seen from inside.
  { color: '#4a3526', intensity: 0.3, at: [0, 4, 0], size: [30, 16, 30], inside: true },
  // The lamp shade over the table: the key light's shape, warm.
  { color: '#ffd2a0', intensity: 3.5, at: [-2, 11, 3], size: [5, 0.2, 5] },
  // A window on the far wall: cool daylight, a reflection's highlight.
  { color: '#cfe2ff', intensity: 2, at: [8, 6, -14.8], size: [7, 5, 0.2] },
  // A warm glow low on the right wall (a fire, a second lamp): fills the shadows' side.
  { color: '#ff9a50', intensity: 2.2, at: [14.8, 2, 4], size: [0.2, 4, 8] },
];

function roomScene(): THREE.Scene {
  const scene = new THREE.Scene();
  for (const p of PARTS) {
    const material = new THREE.MeshBasicMaterial({ color: new THREE.Color(p.color).multiplyScalar(p.intensity), side: p.inside ? THREE.BackSide : THREE.FrontSide, toneMapped: false });
    const mesh = new THREE.Mesh(new THREE.BoxGeometry(...p.size), material);
    mesh.position.set(...p.at);
    scene.add(mesh);
  }
  return scene;
}

/**
 * The room prefiltered by `gl` (its own render target: the caller frees it with the stage). The room's geometry,
 * materials and the generator's own are freed at once.
 */
export function stageEnvironment(gl: THREE.WebGLRenderer): THREE.WebGLRenderTarget {
  const scene = roomScene();
  const pmrem = new THREE.PMREMGenerator(gl);
  try {
    return pmrem.fromScene(scene, 0.02, 0.1, 60, { size: SIZE, position: new THREE.Vector3(0, 1.5, 0) });
  } finally {
    pmrem.dispose();
    scene.traverse((o) => {
      const mesh = o as THREE.Mesh<THREE.BufferGeometry, THREE.Material>;
      if (!mesh.isMesh) return;
      mesh.geometry.dispose();
      mesh.material.dispose();
    });
  }
}

/** How strongly the room lights a stage's PBR materials (the lamps stay the main light). */
export const ENVIRONMENT_INTENSITY = 0.4;
