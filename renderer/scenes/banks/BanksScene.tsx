import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { tables, coveredFields } from '../../../engine/banks/material/compile';
import { DEFAULT_DATA } from '../../../engine/banks/data-set';
import { CameraRig } from '../common/CameraRig';
import { FELT, Lights, Table, type QualityLevel } from '../common/Table';
import { BanksFlights, Effects } from './BanksFlights';
import { BanksKeyTargets } from './BanksKeyTargets';
import type { BanksAssets } from './assets';
import { BoardBase, Fields } from './Board';
import { NileWater } from './Nile';
import type { BoardWords } from './boardArt';
import type { FieldRole } from './choices';
import { FieldEmphasis } from './FieldEmphasis';
import { FloodCircle } from './FloodCircle';
import { LookProbe } from './LookProbe';
import { BOARD_RECT, MARKER_SIZE, TABLE, banksLayout, boatSlot, fieldSlot, overviewFor, type BanksLayout, type TableShape } from './layout';
import { Markers, seatPaints, type PlacedMarker } from './markers';
import { boatMarkers, type BanksDisplay, type MarkerState } from './model';
import { BoardPiles, Boat, FieldCards, TrackPieces, Trays } from './Pieces';
import { labelOf, type SeatLabel } from '../common/seatLabel';
import type { BanksTableStore } from './tableStore';
import { fieldTip } from './tips';
import type { Paint } from '../common/marks';
import { PROBES } from '../../app/probes';

/** Every marker on the board with its place: fields, market rows, the boat. */
export function placedMarkers(d: BanksDisplay, L: BanksLayout): PlacedMarker[] {
  const out: PlacedMarker[] = [];
  d.fields.forEach((f, i) => f.markers.forEach((m, k) => out.push({ p: fieldSlot(L.fields[i]!, k, f.markers.length), colour: m.colour, kind: m.kind, state: (m.state as MarkerState) ?? 'seed', size: MARKER_SIZE, where: 'field' })));
  d.market.forEach((row, r) => row.markers.forEach((m, k) => L.market[r]?.[k] && out.push({ p: L.market[r]![k]!, colour: m.colour, kind: m.kind, state: (m.state as MarkerState) ?? 'ripe', size: MARKER_SIZE, where: 'market' })));
  boatMarkers(d).forEach((m, i) => out.push({ ...m, p: boatSlot(L.boat, i), where: 'boat' }));
  return out;
}

export const layoutFor = (d: Pick<BanksDisplay, 'data' | 'players'>, shape: TableShape = 'wide'): BanksLayout => banksLayout(tables(d.data ?? DEFAULT_DATA), d.players, shape);

/**
 * The whole board and the trays, framed for the table's shape (a phone held upright needs the camera farther back, one
 * on its side nearer). On a wider screen the fields, the market, the tide and every tray are kept clear of the HUD by
 * sliding only: stepping back would shrink the markers below what reads (test/e2e/banks.test.ts), and the score track,
 * whose places the players panel also gives, may go under the top HUD (a phone's framings are made for its own HUD).
 */
function Overview({ smooth, shape, phone, L }: { smooth: boolean; shape: TableShape; phone: boolean; L: BanksLayout }) {
  const v = overviewFor(shape, phone);
  const keep = useMemo(() => (phone || shape === 'upright' ? undefined : { points: [...L.fields, ...L.market.flat(), L.tide.centre, L.desertDraw, ...L.trays.flatMap((t) => [...t.piles, t.jokers, t.supply, t.plate])], radius: 0.3, maxBack: 1 }), [phone, shape, L]);
  return <CameraRig target={v.target} position={v.position} smooth={smooth} frameKey={`overview-${shape}${phone ? '-phone' : ''}`} keep={keep} />;
}

export interface BanksSceneProps {
  assets: BanksAssets;
  store: BanksTableStore;
  plates: SeatLabel[];
  /** The seats' colours and marks. */
  paints: readonly Paint[];
  words: BoardWords;
  tideNames: Record<string, string>;
  roles: ReadonlyMap<string, FieldRole>;
  /** Fields a tutorial step or a hint points at, with their labels. */
  emphasised?: ReadonlyMap<string, string>;
  onField?: (id: string) => void;
  /** The player's own water piles take clicks while the flood asks for a card (pick the pile, or turn its top card). */
  onPile?: { seat: number; click: (pile: number) => void };
  quality: QualityLevel;
  reduceMotion: boolean;
  /** A phone's screen (the table's phone layout): on its side, the camera comes nearer the fields and trays. */
  phone?: boolean;
  /** Orbit controls (off in Node structural tests, which have no DOM events). */
  cameraControls?: boolean;
}

export function BanksScene({ assets, store, plates, paints, words, tideNames, roles, emphasised, onField, onPile, quality, reduceMotion, phone = false, cameraControls = true }: BanksSceneProps) {
  const d = store((s) => s.display);
  const data = d?.data ?? DEFAULT_DATA;
  const players = d?.players ?? plates.length;
  // The canvas' shape decides where the trays stand (and the camera); the store passes it on to the animator.
  const shape: TableShape = useThree((s) => (s.size.width < s.size.height ? 'upright' : 'wide'));
  useEffect(() => store.getState().set({ shape }), [store, shape]);
  const t = useMemo(() => tables(data), [data]);
  const L = useMemo(() => banksLayout(t, players, shape), [t, players, shape]);
  const covered = useMemo(() => coveredFields(t, players, d?.options.twoPlayerCover ?? 'german').map((c) => c === 1), [t, players, d?.options.twoPlayerCover]);
  const markers = useMemo(() => (d ? placedMarkers(d, L) : []), [d, L]);
  const owner = (seat: number) => labelOf(plates, seat).name;
  const tipOf = (f: number) => fieldTip(t, d, f, covered[f]!, owner);
  return (
    <>
      <color attach="background" args={['#1a120c']} />
      <fog attach="fog" args={['#1a120c', 30, 70]} />
      <Lights quality={quality} extent={Math.max(TABLE.rx, TABLE.rz)} />
      <Table rx={TABLE.rx} rz={TABLE.rz} felt={FELT.banks} under={BOARD_RECT} />
      <BoardBase L={L} t={t} words={words} />
      <NileWater L={L} quality={quality} animate={!reduceMotion} />
      <Fields L={L} t={t} covered={covered} roles={roles} onField={onField} tipOf={tipOf} />
      <Boat L={L} aboard={markers.filter((m) => m.where === 'boat').length} />
      {d && (
        <>
          <FieldCards assets={assets} d={d} L={L} />
          <BoardPiles assets={assets} d={d} L={L} />
          <Markers list={markers} paints={paints} owner={owner} />
          {PROBES && <LookProbe L={L} list={markers} seats={seatPaints(paints).length} minValues={t.minValue} words={words} />}
          <TrackPieces d={d} L={L} paints={paints} instant={reduceMotion} owner={owner} />
          <FloodCircle L={L} tide={d.tide} names={tideNames} instant={reduceMotion} />
          <Trays assets={assets} d={d} L={L} plates={plates} instant={reduceMotion} onPile={onPile} />
        </>
      )}
      <BanksFlights assets={assets} paints={paints} />
      <Effects store={store} />
      <BanksKeyTargets L={L} ids={t.fieldIds} roles={roles} onField={onField} onPile={onPile} tipOf={tipOf} />
      {emphasised && emphasised.size > 0 && <FieldEmphasis L={L} ids={t.fieldIds} marks={emphasised} reduceMotion={reduceMotion} />}
      {/* The whole board; in showcase mode CameraRig follows the shots this table publishes (animator.ts). */}
      {cameraControls && <Overview smooth={!reduceMotion} shape={shape} phone={phone} L={L} />}
    </>
  );
}
