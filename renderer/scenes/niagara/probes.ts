import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { PROBES } from '../../app/probes';
import { setEmphasisPoints } from '../common/emphasisTargets';
import type { Target } from './Targets';

/**
 * The Niagara table's test probe: where the emphasised targets are on the page, for the tests that click "the
 * highlighted target" (`__rtEmphasis`). Every target's place is the table kit's probe's (`__rtTable`), by the key targets.
 */
export function EmphasisProbe({ targets }: { targets: Target[] }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const size = useThree((s) => s.size);
  const v = useRef(new THREE.Vector3());
  useEffect(() => () => setEmphasisPoints('niagara', []), []);
  // Withdrawn at once when nothing is emphasised any more: a table rendering on demand may draw no frame to say so.
  const anyEmphasis = targets.some((t) => t.emphasis);
  useEffect(() => {
    if (!anyEmphasis) setEmphasisPoints('niagara', []);
  }, [anyEmphasis]);
  useFrame(() => {
    if (!PROBES || !anyEmphasis) return;
    const rect = (gl.domElement as HTMLCanvasElement).getBoundingClientRect?.() ?? { left: 0, top: 0 };
    const points = targets.flatMap((t) => {
      if (!t.emphasis) return [];
      v.current.set(t.p[0], t.p[1], t.p[2]).project(camera);
      return [{ id: t.id, x: rect.left + ((v.current.x + 1) / 2) * size.width, y: rect.top + ((1 - v.current.y) / 2) * size.height }];
    });
    setEmphasisPoints('niagara', points);
  });
  return null;
}
