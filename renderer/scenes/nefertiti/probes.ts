import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { PROBES, e2ePage, setProbe, type Probes } from '../../app/probes';
import { setEmphasisPoints, type EmphasisPoint } from '../common/emphasisTargets';
import type { Targets } from './choices';
import { BOARD_TOP, type Layout, type Vec3 } from './layout';
import type { NefDisplay } from './model';
import { spaceKey } from './spaceKey';
import { emphasisSpots, openSpaces, shownCharacters } from './spots';

type Project = (p: Vec3) => { x: number; y: number };

/**
 * The Nefertiti table's test probes: where the click targets are on the canvas (`__rtNefTargets`, for the end-to-end
 * tests' clicks) and the page positions of the emphasised ones (`__rtEmphasis`).
 */
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
    if (!PROBES) return;
    publish();
    if (e2ePage()) setProbe('__rtNefTargets', targetPoints(layout, d, targets, project));
  });
  return null;
}

/** The free spaces of the active stalls, the characters and each seat's coins, where they are on the canvas. */
function targetPoints(layout: Layout, d: NefDisplay, targets: Targets | null, project: Project): Probes['__rtNefTargets'] {
  const out: Probes['__rtNefTargets'] = [];
  for (const s of openSpaces(layout, d)) {
    const bids = s.market === 'memphis' ? d.memphis?.bids : d.markets.find((mk) => mk.id === s.market)?.bids;
    if (bids?.some((b) => b.space === s.space)) continue;
    out.push({ kind: 'space', id: spaceKey(s.market, s.space), ...project([s.x, 0, s.z]), legal: !!targets?.spaces.has(spaceKey(s.market, s.space)) });
  }
  const ids = shownCharacters(d);
  ids.forEach((id, i) => out.push({ kind: 'character', id, ...project(layout.characters(i, ids.length)), legal: !!targets?.characters.has(id) }));
  // Each seat's Deben (its own area), for the phone tests: the player's own pieces must be on screen.
  for (const s of layout.seats) out.push({ kind: 'coins', id: String(s.seat), ...project(s.coins), legal: false });
  return out;
}

/** The page positions of the emphasised targets (the canvas's own pixels moved by where it sits on the page). */
function emphasisPagePoints(layout: Layout, d: NefDisplay, targets: Targets | null, project: Project, at: { left: number; top: number }): EmphasisPoint[] {
  return emphasisSpots(layout, d, targets).map(({ id, at: p }) => {
    const q = project(p);
    return { id, x: at.left + q.x, y: at.top + q.y };
  });
}
