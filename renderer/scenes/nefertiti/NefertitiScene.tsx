import { useMemo } from 'react';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { CameraRig } from '../common/CameraRig';
import { FlightLayer } from '../common/FlightLayer';
import type { SeatLabel } from '../common/seatLabel';
import { FELT, Lights, Table, type QualityLevel } from '../common/Table';
import type { NefAssets } from './assets';
import type { BoardTexts } from './boardArt';
import { Board, MemphisBoard } from './BoardMeshes';
import { BoardPieces } from './BoardPieces';
import { useTableCamera, type PhoneView } from './camera';
import type { Targets } from './choices';
import { BOARD, TABLE, type Layout } from './layout';
import { resolvingMarket } from './model';
import { FlightPiece } from './Pieces';
import { TargetProbe } from './probes';
import { SeatAreas } from './SeatAreas';
import { Stalls } from './Stalls';
import type { NefTableStoreApi } from './tableStore';
import { BoardTargets } from './Targets';

export type { PhoneView, SeatLabel, Targets };

export interface NefertitiSceneProps {
  assets: NefAssets;
  store: NefTableStoreApi;
  layout: Layout;
  data: NefertitiData;
  boardTexts: BoardTexts;
  textKey: string;
  labels: SeatLabel[];
  targets: Targets | null;
  quality: QualityLevel;
  reduceMotion: boolean;
  /** Orbit controls and camera framing (off in Node structural tests). */
  cameraControls?: boolean;
  /** On a phone (ui/table/usePhone), where the camera looks in portrait (one of layout.ts `phoneViews`); null: not a phone. */
  phoneView?: PhoneView | null;
}

/**
 * The Nefertiti table: the printed boards (BoardMeshes.tsx), what lies on and beside them (BoardPieces.tsx), the seats'
 * areas, what may be clicked now (Targets.tsx), the pieces in the air and the camera (camera.ts).
 */
export function NefertitiScene({ assets, store, layout, data, boardTexts, textKey, labels, targets, quality, reduceMotion, cameraControls = true, phoneView = null }: NefertitiSceneProps) {
  const d = store((s) => s.display);
  const animClosing = store((s) => s.closing);
  // In showcase mode CameraRig follows the published shots (cinematic.ts) and comes back to this overview.
  const cam = useTableCamera(layout, d, targets, phoneView);
  const closing = animClosing?.market ?? (d ? resolvingMarket(d) : null);
  const names = useMemo(() => labels.map((l) => l.name), [labels]);
  return (
    <>
      <color attach="background" args={['#1a120c']} />
      <fog attach="fog" args={['#1a120c', 30, 70]} />
      <Lights quality={quality} extent={TABLE.rx} />
      <Table rx={TABLE.rx} rz={TABLE.rz} felt={FELT.nefertiti} under={BOARD} />
      <Board data={data} layout={layout} texts={boardTexts} textKey={textKey} />
      <Stalls data={data} layout={layout} />
      <MemphisBoard layout={layout} texts={boardTexts} />
      {d && (
        <>
          <BoardPieces assets={assets} layout={layout} d={d} names={names} closing={closing} />
          <SeatAreas assets={assets} layout={layout} d={d} labels={labels} data={data} />
          <BoardTargets assets={assets} layout={layout} d={d} targets={targets} reduceMotion={reduceMotion} />
          <TargetProbe layout={layout} d={d} targets={targets} />
        </>
      )}
      <FlightLayer piece={(f) => <FlightPiece assets={assets} face={f.face} />} />
      {cameraControls && <CameraRig target={cam.target} position={cam.position} smooth={!reduceMotion} frameKey={cam.key} keep={cam.keep} />}
    </>
  );
}
