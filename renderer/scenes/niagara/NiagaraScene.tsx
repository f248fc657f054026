import { useThree } from '@react-three/fiber';
import { CameraRig } from '../common/CameraRig';
import { FELT, Lights, Table, type QualityLevel } from '../common/Table';
import type { GemColour } from '../../../engine/niagara/material/gems';
import { Board } from './Board';
import { framing } from './framing';
import { BOARD, TABLE, type SeatFrame, type V3 } from './layout';
import { EmphasisProbe } from './probes';
import { River, usePieceGeometry } from './River';
import { SeatAreas, type SeatLabel } from './SeatAreas';
import { Targets, type OtherPiece, type Target } from './Targets';
import { OtherPicksProbe } from '../common/OtherPicks';
import type { NiagaraTableStore } from './tableStore';
import { Waterfalls } from './Waterfalls';

export interface NiagaraSceneProps {
  store: NiagaraTableStore;
  frames: SeatFrame[];
  labels: SeatLabel[];
  quality: QualityLevel;
  reduceMotion: boolean;
  targets: Target[];
  caveGlow: GemColour[];
  /** Canoes and spots a click may try though they are no targets (the table says why not). */
  others?: OtherPiece[];
  /** Destinations in view for the close-up (empty: none). */
  framePoints: V3[];
  /** Orbit controls and camera framing (off in Node structural tests). */
  cameraControls?: boolean;
  /** A panel covers the top of the screen (a tutorial's instruction): phones frame close-ups below it. */
  roomAtTop?: boolean;
}

export function NiagaraScene({ store, frames, labels, quality, reduceMotion, targets, others = [], caveGlow, framePoints, cameraControls = true, roomAtTop = false }: NiagaraSceneProps) {
  const d = store((s) => s.display);
  const focus = store((s) => s.focus);
  const splashes = store((s) => s.splashes);
  const geo = usePieceGeometry();
  const size = useThree((s) => s.size);
  const portrait = size.width < size.height * 0.9;
  // Continuous water only at medium/high quality and never with reduced motion (render on demand otherwise).
  const animate = quality !== 'low' && !reduceMotion;
  const f = framing(reduceMotion && focus.kind !== 'overview' ? { kind: 'overview' } : focus, (id) => d?.canoes.find((c) => c.id === id)?.at, frames, framePoints, portrait, roomAtTop);
  return (
    <>
      <color attach="background" args={['#121a1f']} />
      <fog attach="fog" args={['#121a1f', 30, 70]} />
      <Lights quality={quality} extent={10} />
      <Table rx={TABLE.rx} rz={TABLE.rz} felt={FELT.niagara} under={BOARD} />
      <Board quality={quality} animate={animate} weather={d?.weather ?? 0} caves={d?.caves} />
      <Waterfalls quality={quality} animate={animate} splashes={splashes} />
      <River store={store} frames={frames} geo={geo} onPiece={(id) => others.find((o) => o.id === id)?.onPick()} />
      {d && <SeatAreas d={d} frames={frames} labels={labels} store={store} geo={geo} />}
      <Targets targets={targets} caves={caveGlow} animate={animate} />
      <EmphasisProbe targets={targets} />
      <OtherPicksProbe group="niagara" things={others} />
      {/* The common rig also follows the showcase's shots and comes back to this framing when one ends. */}
      {cameraControls && <CameraRig target={f.target} position={f.position} smooth={!reduceMotion} frameKey={f.key} keep={f.keep} />}
    </>
  );
}
