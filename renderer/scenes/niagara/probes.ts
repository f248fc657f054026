import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { PROBES, setProbe } from '../../app/probes';
import { setEmphasisPoints } from '../common/emphasisTargets';
import type { Target } from './Targets';

/** The Niagara table's test probes: where each target is on screen (tests click the real canvas there), the decision they belong to, the emphasised ones. */
export function TargetProbe({ targets, stamp }: { targets: Target[]; stamp: string }) {
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
    if (!PROBES) return;
    const rect = (gl.domElement as HTMLCanvasElement).getBoundingClientRect?.() ?? { left: 0, top: 0 };
    const points = targets.map((t) => {
      v.current.set(t.p[0], t.p[1], t.p[2]).project(camera);
      return { id: t.id, x: rect.left + ((v.current.x + 1) / 2) * size.width, y: rect.top + ((1 - v.current.y) / 2) * size.height };
    });
    setProbe('__rtNiagaraTargets', points);
    setProbe('__rtNiagaraStamp', stamp);
    // The emphasised ones, for the tests that click "the highlighted target" (__rtEmphasis).
    setEmphasisPoints('niagara', points.filter((_, i) => targets[i]!.emphasis));
  });
  return null;
}
