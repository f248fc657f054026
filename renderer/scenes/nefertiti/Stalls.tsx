import { useEffect, useMemo } from 'react';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { paintedTexture } from '../common/painted';
import { useDisposable } from '../common/useDisposable';
import { BOARD_TOP, type Layout } from './layout';
import { stallsKept } from './paintings';
import { SHEET_TEXELS, SHEET_W, paintStallSheet, sheetHeight } from './stallArt';
import { stallsGeometry } from './stallGeometry';

/** Every market's stall (stallGeometry.ts): one mesh, one texture painted from the markets' names and kept. */
export function Stalls({ data, layout }: { data: NefertitiData; layout: Layout }) {
  const names = useMemo(() => layout.markets.map((m) => m.name), [layout]);
  const tex = useMemo(
    () => paintedTexture(SHEET_W * SHEET_TEXELS, sheetHeight(names.length) * SHEET_TEXELS, (ctx) => paintStallSheet(ctx, names), { anisotropy: 8, keep: stallsKept(data) }),
    [data, names],
  );
  useEffect(() => () => tex?.dispose(), [tex]);
  const geometry = useDisposable(() => stallsGeometry(layout.markets.map((m) => m.x)), [layout]);
  return (
    <mesh name="stalls" geometry={geometry} position={[0, BOARD_TOP, 0]} castShadow receiveShadow>
      <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#b08850'} roughness={0.8} />
    </mesh>
  );
}
