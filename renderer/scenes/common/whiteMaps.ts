import * as THREE from 'three';

/**
 * Every plain material drawn gets a 1×1 white map (the colour drawn is the same: white × colour), and every instanced
 * mesh without colours per instance gets white ones. A material with a map and one without are two shader programs
 * (so are instances with and without colours, and their shadows' programs), and a table opening links each program it
 * draws, one after the other: about 35 ms a program at low and 0.2 s at medium in SwiftShader (`npm run bench:render`,
 * `getUniforms` in a CPU profile). So the plain ones share the textured ones' program. The stage's renderer gives the
 * map as a material is first drawn (and again if a map is taken away), and frees it with its scene; instance colours
 * belong to their mesh and go with it.
 */
export class WhiteMaps {
  private white: THREE.DataTexture | null = null;

  /** Give `m` the white map if it is a mapped kind of material (basic, Lambert, standard) with no map. */
  see(m: THREE.Material): void {
    if (!isMappable(m) || m.map) return;
    m.map = this.texture();
    // The program changes (a map is in its source): also for a material drawn before without one.
    m.needsUpdate = true;
  }

  /** Give `mesh` white colours per instance if it is instanced without any. */
  seeMesh(mesh: THREE.Mesh): void {
    if (!(mesh instanceof THREE.InstancedMesh) || mesh.instanceColor) return;
    mesh.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(mesh.instanceMatrix.count * 3).fill(1), 3);
  }

  /** `seeMesh` every mesh drawn (visible) in `scene`, and `see` its materials. */
  seeScene(scene: THREE.Object3D): void {
    scene.traverseVisible((o) => {
      if (!(o as THREE.Mesh).isMesh) return;
      const mesh = o as THREE.Mesh;
      this.seeMesh(mesh);
      const m = mesh.material;
      if (Array.isArray(m)) m.forEach((x) => this.see(x));
      else this.see(m);
    });
  }

  /** Free the white map (the scene is gone). */
  dispose(): void {
    this.white?.dispose();
    this.white = null;
  }

  private texture(): THREE.DataTexture {
    if (!this.white) {
      this.white = new THREE.DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
      this.white.needsUpdate = true;
    }
    return this.white;
  }
}

type Mappable = THREE.MeshBasicMaterial | THREE.MeshLambertMaterial | THREE.MeshStandardMaterial;

const isMappable = (m: THREE.Material): m is Mappable =>
  m instanceof THREE.MeshBasicMaterial || m instanceof THREE.MeshLambertMaterial || m instanceof THREE.MeshStandardMaterial;
