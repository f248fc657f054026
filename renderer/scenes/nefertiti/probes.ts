import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { PROBES } from '../../app/probes';
import { setEmphasisPoints, type EmphasisPoint } from '../common/emphasisTargets';
import type { Targets } from './choices';
import { BOARD_TOP, type Layout, type Vec3 } from './layout';
import type { NefDisplay } from './model';
import { emphasisSpots } from './spots';

type Project = (p: Vec3) => { x: number; y: number };

/** The page positions of the Nefertiti table's emphasised targets, for the `__rtEmphasis` probe. */
export function TargetProbe({ layout, d, targets }: { layout: Layout; d: NefDisplay; targets: Targets | null }) {
  const { camera, size } = useThree();
  const canvas = useThree((s) => s.gl.domElement);
  const v = useMemo(() => new THREE.Vector3(), []);
  const project: Project = (p) => {
    v.set(p[0], BOARD_TOP, p[2]).project(camera);
    return { x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height };
  };
  const publish = () => setEmphasisPoints('nefertiti', emphasisPagePoints(layout, d, targets, project, canvas.getBoundingClientRect()));
  // On each change of what is emphasised at once (no frame may be drawn for a while), then every frame (the camera).
  useEffect(() => {
    if (PROBES) publish();
  });
  useEffect(() => () => setEmphasisPoints('nefertiti', []), []);
  useFrame(() => {
    if (PROBES) publish();
  });
  return null;
}

/** The page positions of the emphasised targets (the canvas's own pixels moved by where it sits on the page). */
function emphasisPagePoints(layout: Layout, d: NefDisplay, targets: Targets | null, project: Project, at: { left: number; top: number }): EmphasisPoint[] {
  return emphasisSpots(layout, d, targets).map(({ id, at: p }) => {
    const q = project(p);
    return { id, x: at.left + q.x, y: at.top + q.y };
  });
}
