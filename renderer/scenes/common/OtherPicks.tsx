import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PROBES } from '../../app/probes';
import type { KeyTarget, PagePoint } from './keyTargets';
import { pageMapper } from './KeyTargetLayer';

/** A thing on the stage a click reaches that is no legal target now (a taken space, a river spot out of reach). */
export interface OtherPick {
  id: string;
  p: KeyTarget['p'];
}

/** Each scene graph's other picks, with the camera that places them on the page. */
const groups = new Map<string, { things: readonly OtherPick[]; toPage(p: KeyTarget['p']): PagePoint }>();

/**
 * For the end-to-end tests only (the table probe's `others`): where the things a player may click that the rules do not
 * allow now are, so a "why not" test can click one as a player would. Registers nothing when probes are compiled out.
 */
export function OtherPicksProbe({ group, things }: { group: string; things: readonly OtherPick[] }) {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    if (!PROBES) return;
    groups.set(group, { things, toPage: pageMapper(camera, canvas) });
    return () => void groups.delete(group);
  }, [group, things, camera, canvas]);
  return null;
}

/** The other picks of every mounted scene, placed on the page by their cameras now. */
export const otherPicks = (): { group: string; id: string; at: PagePoint }[] =>
  [...groups].flatMap(([group, g]) => g.things.map((t) => ({ group, id: t.id, at: g.toPage(t.p) })));
