import { Billboard } from '@react-three/drei';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useContext, useEffect } from 'react';
import * as THREE from 'three';
import { DecisionStamp, useKeyTargets, type KeyTarget, type PagePoint } from './keyTargets';

/**
 * A scene's side of keyboard play (`keyTargets.ts`): puts its current legal targets in the store under `group` and
 * draws the focus ring on the one the keyboard is on. Mounted inside the scene graph the targets live in, so the
 * camera that places them on the page is that graph's own (NILE's hand overlay has its own). `size` is the ring's
 * radius in that world's units.
 */
export function KeyTargetLayer({ group, targets, size }: { group: string; targets: readonly KeyTarget[]; size: number }) {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const setGroup = useKeyTargets((s) => s.setGroup);
  const stamp = useContext(DecisionStamp);
  useEffect(() => setGroup(group, { targets, toPage: pageMapper(camera, canvas), stamp }), [group, targets, camera, canvas, setGroup, stamp]);
  useEffect(() => () => setGroup(group, null), [group, setGroup]);
  const focused = useKeyTargets((s) => (s.focus?.group === group ? targets.find((t) => t.id === s.focus!.id) : undefined));
  return focused ? <FocusRing p={focused.p} size={focused.size ?? size} /> : null;
}

/** Where a world point of this camera's scene is on the page, by the camera as it is when asked. */
export function pageMapper(camera: THREE.Camera, canvas: HTMLCanvasElement): (p: KeyTarget['p']) => PagePoint {
  const v = new THREE.Vector3();
  return (p) => {
    const r = canvas.getBoundingClientRect();
    v.set(p[0], p[1], p[2]).project(camera);
    return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
  };
}

/**
 * Says the stage has drawn the decision stamp it is given (`DecisionStamp`): placed after a scene, its effect runs
 * once the scene's own have (every key target of that stamp is registered by then), and it waits for the next frame
 * to be drawn: pieces mounted for the decision are where the pointer finds them only once a frame has placed them.
 * Until then, and once it is gone, no stamp is drawn.
 */
export function StampDrawn() {
  const stamp = useContext(DecisionStamp);
  const setDrawn = useKeyTargets((s) => s.setDrawn);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const off = addAfterEffect(() => {
      off();
      setDrawn(stamp);
    });
    invalidate();
    return () => {
      off();
      // A stage that goes (a table left, then resumed with the same decision) has drawn nothing for the next one.
      setDrawn('');
    };
  }, [stamp, setDrawn, invalidate]);
  return null;
}

/**
 * The keyboard focus on the table: a white ring with a dark edge (seen on light and dark boards alike), facing the
 * camera and drawn over everything, so a target under a card or a piece still shows it.
 */
function FocusRing({ p, size }: { p: KeyTarget['p']; size: number }) {
  return (
    <Billboard position={[p[0], p[1], p[2]]} name="key-focus">
      <mesh renderOrder={1000}>
        <ringGeometry args={[size * 0.92, size * 1.16, 48]} />
        <meshBasicMaterial color="#1a1008" depthTest={false} depthWrite={false} transparent toneMapped={false} />
      </mesh>
      <mesh renderOrder={1001}>
        <ringGeometry args={[size, size * 1.08, 48]} />
        <meshBasicMaterial color="#ffffff" depthTest={false} depthWrite={false} transparent toneMapped={false} />
      </mesh>
    </Billboard>
  );
}
