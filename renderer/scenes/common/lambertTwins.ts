import * as THREE from 'three';

/**
 * 'low' quality draws every MeshStandardMaterial (and Physical) as a MeshLambertMaterial twin: diffuse light only, no
 * roughness/metalness maths per pixel. A software renderer is bound by that per-pixel work: An den Ufern des Nils at
 * 1280×800 in SwiftShader, frame time p50 340 → 210 ms (`npm run bench:render`).
 *
 * The swap lasts one render call: React, the animations and the pointer's raycasts keep working on the materials the
 * scene declares, and every twin copies its original's current colour, maps and blending just before it is drawn.
 */
export class LambertTwins {
  private readonly twins = new Map<THREE.MeshStandardMaterial, Twin>();

  /**
   * Put the twins in place for one render; returns what puts the originals back. `visit` sees every material of the
   * meshes drawn, as the scene declares it (a twin shares its original's textures), with its mesh.
   */
  swap(scene: THREE.Object3D, visit?: (m: THREE.Material, mesh: THREE.Mesh) => void): () => void {
    const swapped: [THREE.Mesh, THREE.Material | THREE.Material[]][] = [];
    scene.traverseVisible((o) => {
      const mesh = o as THREE.Mesh;
      if (!mesh.isMesh) return;
      const m = mesh.material;
      if (visit) {
        if (Array.isArray(m)) m.forEach((x) => visit(x, mesh));
        else visit(m, mesh);
      }
      if (Array.isArray(m)) {
        if (!m.some(isStandard)) return;
        swapped.push([mesh, m]);
        mesh.material = m.map((x) => (isStandard(x) ? this.twinOf(x) : x));
      } else if (isStandard(m)) {
        swapped.push([mesh, m]);
        mesh.material = this.twinOf(m);
      }
    });
    return () => {
      for (const [mesh, m] of swapped) mesh.material = m;
    };
  }

  /** Twins alive (one per original drawn since it was last disposed). */
  get size(): number {
    return this.twins.size;
  }

  /** Free every twin (the stage goes). */
  dispose(): void {
    for (const [original, twin] of this.twins) {
      original.removeEventListener('dispose', twin.onDispose);
      twin.material.dispose();
    }
    this.twins.clear();
  }

  private twinOf(original: THREE.MeshStandardMaterial): THREE.MeshLambertMaterial {
    let twin = this.twins.get(original);
    if (!twin) {
      const material = new THREE.MeshLambertMaterial();
      // A disposed original frees its twin (and the twin's program) with it: a stage leaves nothing behind.
      const onDispose = () => {
        original.removeEventListener('dispose', onDispose);
        material.dispose();
        this.twins.delete(original);
      };
      original.addEventListener('dispose', onDispose);
      twin = { material, onDispose, version: -1, program: '' };
      this.twins.set(original, twin);
    }
    sync(twin, original);
    return twin.material;
  }
}

interface Twin {
  material: THREE.MeshLambertMaterial;
  onDispose: () => void;
  /** The original's `version` last seen (its owner asked for a rebuild when it changed). */
  version: number;
  /** What decides the twin's shader program, last seen. */
  program: string;
}

const isStandard = (m: THREE.Material): m is THREE.MeshStandardMaterial => (m as THREE.MeshStandardMaterial).isMeshStandardMaterial === true;

/** Copy what a Lambert material can show of the original as it is now. */
function sync(twin: Twin, o: THREE.MeshStandardMaterial): void {
  const t = twin.material;
  t.name = o.name;
  t.color.copy(o.color);
  t.emissive.copy(o.emissive);
  t.emissiveIntensity = o.emissiveIntensity;
  t.map = o.map;
  t.emissiveMap = o.emissiveMap;
  t.alphaMap = o.alphaMap;
  t.opacity = o.opacity;
  t.transparent = o.transparent;
  t.alphaTest = o.alphaTest;
  t.side = o.side;
  t.blending = o.blending;
  t.depthTest = o.depthTest;
  t.depthWrite = o.depthWrite;
  t.colorWrite = o.colorWrite;
  t.polygonOffset = o.polygonOffset;
  t.polygonOffsetFactor = o.polygonOffsetFactor;
  t.polygonOffsetUnits = o.polygonOffsetUnits;
  t.vertexColors = o.vertexColors;
  t.flatShading = o.flatShading;
  t.fog = o.fog;
  t.toneMapped = o.toneMapped;
  t.premultipliedAlpha = o.premultipliedAlpha;
  t.wireframe = o.wireframe;
  t.visible = o.visible;
  // three rebuilds a shader only when told: say so when anything its program depends on changed.
  const program = [!!o.map, !!o.emissiveMap, !!o.alphaMap, o.alphaTest > 0, o.vertexColors, o.flatShading, o.fog, o.toneMapped, o.premultipliedAlpha, o.side].join();
  if (program !== twin.program || o.version !== twin.version) {
    if (twin.program !== '') t.needsUpdate = true;
    twin.program = program;
    twin.version = o.version;
  }
}
