import { useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useMemo } from 'react';
import * as THREE from 'three';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { CameraRig } from '../common/CameraRig';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { EmphasisGlow } from '../common/EmphasisGlow';
import { setEmphasisPoints, type EmphasisPoint } from '../common/emphasisTargets';
import { FlightLayer } from '../common/FlightLayer';
import { Label } from '../common/Label';
import { NamePlate } from '../common/NamePlate';
import { FELT, Lights, Table, type QualityLevel } from '../common/Table';
import type { NefAssets } from './assets';
import { Board, MemphisBoard } from './BoardMeshes';
import type { BoardTexts } from './boardArt';
import { BOARD, BOARD_CARD, SEAT_CARD, TABLE, overviewCamera, phoneCamera, trackCell, type Layout, type MarketSpot, type SeatSpot, type SpaceSpot, type Vec3 } from './layout';
import type { NefEmphasisTargets } from './choices';
import { NefKeyTargets } from './NefKeyTargets';
import { giftList, resolvingMarket, type NefDisplay } from './model';
import { Card, Pawn, Stack } from './Pieces';
import { tipHandlers } from '../common/tips';
import { akhenatonTip, bidTip, characterTip, closedTip, coinsTip, deckTip, giftTip, marketSealTip, markerTip, plateTip, reserveTip, sealSupplyTip, sealsTip, servantTip, spaceTip } from './tips';
import { spaceKey } from './spaceKey';
import type { NefTableStoreApi } from './tableStore';
import { PROBES, e2ePage, setProbe, type Probes } from '../../app/probes';
import { labelOf, type SeatLabel } from '../common/seatLabel';

export type { SeatLabel };

/** What the player may click now (from the host's legal actions), and where clicks go. */
export interface Targets {
  /** "market:space" keys of legal placements. */
  spaces: ReadonlySet<string>;
  characters: ReadonlySet<string>;
  /** The character the player clicked and is asked to confirm (highlighted until played or cancelled). */
  picked?: string | null;
  /** What a tutorial step or a hint points at (a pulsing glow and its label; the test probe's targets). */
  marks?: NefEmphasisTargets | null;
  onSpace(market: string, space: number): void;
  onCharacter(id: string): void;
}


const Y = BOARD.y + 0.002;
/** The character row's card scale: its names read from the default camera. */
const CHAR_CARD = 1.15;

// --- a market: its cards, seal, reserve tile, the closed tile, and the servants on its active stall -----------------

const MarketPieces = memo(function MarketPieces({ assets, spot, d, m, akhenaton, names }: { assets: NefAssets; spot: MarketSpot; d: NefDisplay; m: number; akhenaton: boolean; names: readonly string[] }) {
  const mk = d.markets[m]!;
  const market = d.data.markets[m]?.name ?? mk.id;
  const closed = d.closed === mk.id;
  const covered = 1 - mk.stall;
  const [tw, th] = spot.stallSize;
  const res = spot.stalls[covered]!;
  const act = spot.stalls[mk.stall]!;
  return (
    <group name={`market:${mk.id}`} userData={{ open: mk.open, stall: mk.stall, reserve: mk.reserve }}>
      {mk.slots.map((c, k) =>
        c === null ? null : <Card key={k} assets={assets} face={c === 'faceDown' ? 'back' : c === 'wanderingThief' ? 'char:wanderingThief' : c} at={spot.slots[k]!} scale={BOARD_CARD} name={`slot:${mk.id}:${k}:${c}`} tip={giftTip(d.data, c, { on: 'market', market, sealed: k === 0 })} />,
      )}
      {mk.seal && mk.slots[0] !== undefined && (
        <mesh name={`seal:${mk.id}`} {...tipHandlers(marketSealTip)} geometry={assets.seal} material={assets.sealMat} position={[spot.slots[0]![0] + CARD_W * BOARD_CARD * 0.5 + 0.16, Y + 0.05, spot.slots[0]![2] + 0.2]} castShadow />
      )}
      <group name={`reserve-tile:${mk.id}`} userData={{ stall: covered }}>
        <mesh position={[res[0], Y + 0.03, res[2]]} castShadow receiveShadow>
          <boxGeometry args={[tw, 0.06, th]} />
          <meshStandardMaterial color="#9b8660" roughness={0.75} />
        </mesh>
        <Stack assets={assets} kind="coin" at={[res[0], Y + 0.06, res[2] - 0.1]} count={mk.reserve} name={`reserve:${mk.id}`} tip={reserveTip(market, mk.reserve)} />
      </group>
      {closed && (
        <group name={`closed-tile:${mk.id}`} {...tipHandlers(() => closedTip(market))}>
          <mesh position={[act[0], Y + 0.035, act[2]]} castShadow receiveShadow>
            <boxGeometry args={[tw, 0.07, th]} />
            <meshStandardMaterial color="#7a2a20" roughness={0.7} />
          </mesh>
          {[0.5, -0.5].map((a) => (
            <mesh key={a} position={[act[0], Y + 0.075, act[2]]} rotation={[0, a, 0]}>
              <boxGeometry args={[th * 1.1, 0.01, 0.09]} />
              <meshStandardMaterial color="#f0d9a8" />
            </mesh>
          ))}
        </group>
      )}
      {mk.bids.map((b) => {
        const sp = spot.spaces[mk.stall]![b.space];
        return sp ? <Pawn key={b.space} assets={assets} seat={b.seat} at={[sp.x, 0, sp.z]} name={`bid:${mk.id}:${b.space}:${b.seat}`} tip={bidTip(names[b.seat] ?? String(b.seat + 1), sp.value, market)} /> : null;
      })}
      {akhenaton && <Card assets={assets} face="akhenaton" at={[spot.slots[0]![0], 0.35, spot.slots[0]![2] + 0.2]} tilt={-0.7} scale={BOARD_CARD} name="akhenaton" tip={akhenatonTip()} />}
    </group>
  );
});

// --- click targets: the free spaces of active stalls (legal ones glow) -------------------------------------------

function SpaceTargets({ layout, d, targets, reduceMotion }: { layout: Layout; d: NefDisplay; targets: Targets | null; reduceMotion: boolean }) {
  const spots: SpaceSpot[] = [];
  d.markets.forEach((mk, m) => {
    if (mk.open && mk.id !== d.akhenaton) spots.push(...layout.markets[m]!.spaces[mk.stall]!);
  });
  if (layout.memphis && d.memphis && !d.memphis.closed) spots.push(...layout.memphis.spaces);
  const ring = useMemo(() => new THREE.RingGeometry(0.13, 0.17, 24), []);
  const hit = useMemo(() => new THREE.PlaneGeometry(0.32, 0.32), []);
  useEffect(
    () => () => {
      ring.dispose();
      hit.dispose();
    },
    [ring, hit],
  );
  return (
    <group name="space-targets">
      {spots.map((s) => {
        const legal = !!targets?.spaces.has(spaceKey(s.market, s.space));
        const mark = targets?.marks?.spaces.get(spaceKey(s.market, s.space));
        return (
          <group key={`${s.market}:${s.space}`} position={[s.x, Y + 0.004, s.z]}>
            <mesh
              name={`space:${s.market}:${s.space}`}
              {...tipHandlers(() => spaceTip(s.value, s.market === 'memphis' ? 'Memphis' : (d.data.markets.find((x) => x.id === s.market)?.name ?? s.market)))}
              userData={{ value: s.value, symbol: s.symbol, legal }}
              geometry={hit}
              rotation={[-Math.PI / 2, 0, 0]}
              onClick={(e) => {
                e.stopPropagation();
                targets?.onSpace(s.market, s.space);
              }}
            >
              <meshBasicMaterial visible={false} />
            </mesh>
            {legal && (
              <mesh name="legal-ring" geometry={ring} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.003, 0]}>
                <meshBasicMaterial color="#7dff9a" toneMapped={false} transparent opacity={0.9} depthWrite={false} />
              </mesh>
            )}
            {mark !== undefined && <EmphasisMark width={0.42} height={0.42} label={mark} labelAt={[0, 0.05, -0.34]} reduceMotion={reduceMotion} />}
          </group>
        );
      })}
    </group>
  );
}

/** A target's emphasis lying on the board: the pulsing glow and, beside it, its label (a hint's "1", "2", "3"). */
function EmphasisMark({ width, height, label, labelAt, reduceMotion }: { width: number; height: number; label: string; labelAt: Vec3; reduceMotion: boolean }) {
  return (
    <>
      <group rotation={[-Math.PI / 2, 0, 0]}>
        <EmphasisGlow width={width} height={height} z={0.001} reduceMotion={reduceMotion} />
      </group>
      {label && <Label text={label} position={labelAt} size={0.3} color="#ffd76a" />}
    </>
  );
}

// --- beside the board: characters, deck, seal supply, track markers ----------------------------------------------

function Characters({ assets, layout, d, targets, reduceMotion }: { assets: NefAssets; layout: Layout; d: NefDisplay; targets: Targets | null; reduceMotion: boolean }) {
  const ids = d.data.characters.map((c) => c.id).filter((id) => (d.characters[id] ?? 0) > 0);
  return (
    <group name="characters">
      {ids.map((id, i) => {
        const at = layout.characters(i, ids.length);
        const legal = !!targets?.characters.has(id);
        const picked = legal && targets?.picked === id;
        // Once picked, the emphasis moves on to "Play it" (the HUD's confirm button).
        const mark = picked ? undefined : targets?.marks?.characters.get(id);
        return (
          <group key={id}>
            {mark !== undefined && (
              <group position={[at[0], Y + 0.004, at[2]]}>
                <EmphasisMark width={CARD_W * CHAR_CARD * 1.3} height={CARD_H * CHAR_CARD * 1.22} label={mark} labelAt={[CARD_W * CHAR_CARD * 0.75, 0.3, -CARD_H * CHAR_CARD * 0.45]} reduceMotion={reduceMotion} />
              </group>
            )}
            {picked && (
              <mesh name="character-picked" position={[at[0], Y + 0.005, at[2]]} rotation={[-Math.PI / 2, 0, 0]}>
                <planeGeometry args={[CARD_W * CHAR_CARD * 1.25, CARD_H * CHAR_CARD * 1.2]} />
                <meshBasicMaterial color="#7dff9a" toneMapped={false} transparent opacity={0.85} depthWrite={false} />
              </mesh>
            )}
            <mesh
              name={`character:${id}`}
              {...tipHandlers(() => characterTip(d.data, id))}
              userData={{ copies: d.characters[id], legal }}
              geometry={assets.geometry(`char:${id}`)}
              material={assets.card}
              position={[at[0], Y + (picked ? 0.3 : legal ? 0.12 : 0.01), at[2]]}
              scale={[CHAR_CARD, 1, CHAR_CARD]}
              castShadow
              onClick={(e) => {
                e.stopPropagation();
                targets?.onCharacter(id);
              }}
            />
            {(d.characters[id] ?? 0) > 1 && <Label text={`x${d.characters[id]}`} position={[at[0] + 0.25, Y + 0.15, at[2] + 0.4]} size={0.2} />}
          </group>
        );
      })}
    </group>
  );
}

function Supply({ assets, layout, d }: { assets: NefAssets; layout: Layout; d: NefDisplay }) {
  const h = Math.max(1, Math.min(60, d.deckSize) * 0.7);
  return (
    <group name="supply">
      {d.deckSize > 0 && (
        <mesh name="deck" {...tipHandlers(() => deckTip(d.deckSize))} userData={{ count: d.deckSize }} geometry={assets.geometry('back')} material={assets.card} position={[layout.deck[0], Y + (h * 0.008) / 2, layout.deck[2]]} scale={[1, h, 1]} rotation={[0, 0, Math.PI]} castShadow receiveShadow />
      )}
      <Label text={String(d.deckSize)} position={[layout.deck[0], Y + 0.4, layout.deck[2] + 0.6]} size={0.22} />
      <Stack assets={assets} kind="seal" at={layout.sealSupply} count={d.sealSupply} name="seal-supply" tip={sealSupplyTip(d.sealSupply)} />
    </group>
  );
}

function TrackMarkers({ layout, d, assets, names }: { layout: Layout; d: NefDisplay; assets: NefAssets; names: readonly string[] }) {
  return (
    <group name="track">
      {d.seats.map((s, seat) => {
        const score = d.final ? d.final[seat]!.total : s.score;
        const { cell, laps } = trackCell(score);
        const at = layout.track(cell);
        const same = d.seats.filter((o, j) => j < seat && trackCell(d.final ? d.final[j]!.total : o.score).cell === cell).length;
        return (
          <group key={seat} name={`marker:${seat}`} userData={{ score }} {...tipHandlers(() => markerTip(names[seat] ?? String(seat + 1), score))}>
            <mesh position={[at[0], Y + 0.03 + same * 0.05, at[2]]} geometry={assets.trackMarkers[seat % assets.trackMarkers.length]} material={assets.pawnMats[seat % assets.pawnMats.length]} castShadow />
            {laps > 0 && <Label text={`+${laps * 100}`} position={[at[0], Y + 0.2 + same * 0.05, at[2] - 0.22]} size={0.14} />}
          </group>
        );
      })}
    </group>
  );
}

// --- a seat's area: name plate, servants, coins, seals, gifts ---------------------------------------------------

const SeatArea = memo(function SeatArea({ assets, spot, seat, label, active, order, data }: { assets: NefAssets; spot: SeatSpot; seat: NefDisplay['seats'][number]; label: SeatLabel; active: boolean; order: readonly string[]; data: NefertitiData }) {
  const cards = giftList(seat.gifts, order);
  const kinds = order.filter((id) => (seat.gifts[id] ?? 0) > 0);
  return (
    <group name={`seat-area:${spot.seat}`} userData={{ money: seat.money, seals: seat.seals, servants: seat.servants }}>
      <NamePlate label={label} active={active} tip={plateTip(label.name)} pose={{ p: [spot.plate[0], Y + 0.005, spot.plate[2]], r: [-Math.PI / 2, 0, 0] }} size={[2.6, 0.41]} />
      {Array.from({ length: seat.servants }, (_, i) => (
        <Pawn key={i} assets={assets} seat={spot.seat} at={spot.servants(i)} name={`servant:${spot.seat}`} tip={servantTip(label.name)} />
      ))}
      <Stack assets={assets} kind="coin" at={spot.coins} count={seat.money} name={`coins:${spot.seat}`} tip={coinsTip(label.name, seat.money)} />
      <Stack assets={assets} kind="seal" at={spot.seals} count={seat.seals} name={`seals:${spot.seat}`} tip={sealsTip(label.name, seat.seals)} />
      {kinds.map((id, i) => {
        const at = spot.gifts(i);
        const n = seat.gifts[id]!;
        return (
          <group key={id}>
            {Array.from({ length: Math.min(n, 4) }, (_, k) => (
              <Card key={k} assets={assets} face={id} at={[at[0], k * 0.006, at[2] - k * 0.07]} scale={SEAT_CARD} name={`gift:${spot.seat}:${id}`} tip={giftTip(data, id, { on: 'seat', name: label.name })} />
            ))}
            {n > 1 && <Label text={`x${n}`} position={[at[0], Y + 0.05, at[2] + CARD_H * SEAT_CARD * 0.5 + 0.12]} size={0.16} />}
          </group>
        );
      })}
      <group name={`gift-count:${spot.seat}`} userData={{ cards: cards.length }} />
    </group>
  );
});

// --- flights: cards, coins, seals, pawns and the closed tile on the move -----------------------------------------

/** A card, coin, seal or pawn in the air (cards at the board's card size). */
function FlightPiece({ assets, face }: { assets: NefAssets; face: string }) {
  const pawn = face.startsWith('pawn:');
  if (pawn) {
    const seat = Number(face.slice(5));
    return <mesh geometry={assets.pawns[seat % assets.pawns.length]} material={assets.pawnMats[seat % assets.pawnMats.length]} castShadow />;
  }
  if (face === 'coin') return <mesh geometry={assets.coin} material={assets.gold} castShadow />;
  if (face === 'seal') return <mesh geometry={assets.seal} material={assets.sealMat} castShadow />;
  return <mesh geometry={assets.geometry(face)} material={assets.card} scale={BOARD_CARD} castShadow />;
}

/** A warm glow round the market being resolved (static: nothing renders continuously while a player decides). */
function ClosingGlow({ spot }: { spot: MarketSpot }) {
  return (
    <mesh name={`closing:${spot.id}`} position={[spot.x, Y + 0.01, 0.95]} rotation={[-Math.PI / 2, 0, 0]}>
      <planeGeometry args={[spot.stallSize[0] + 0.2, 3.5]} />
      <meshBasicMaterial color="#ffcf5a" transparent opacity={0.35} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

// --- e2e: where the click targets are on screen ----------------------------------------------------------------

function TargetProbe({ layout, d, targets }: { layout: Layout; d: NefDisplay; targets: Targets | null }) {
  const { camera, size } = useThree();
  const canvas = useThree((s) => s.gl.domElement);
  const v = useMemo(() => new THREE.Vector3(), []);
  const project = (p: Vec3) => {
    v.set(p[0], Y, p[2]).project(camera);
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
    if (!e2ePage()) return;
    const out: Probes['__rtNefTargets'] = [];
    d.markets.forEach((mk, m) => {
      if (!mk.open || mk.id === d.akhenaton) return;
      for (const s of layout.markets[m]!.spaces[mk.stall]!) {
        if (mk.bids.some((b) => b.space === s.space)) continue;
        out.push({ kind: 'space', id: spaceKey(s.market, s.space), ...project([s.x, 0, s.z]), legal: !!targets?.spaces.has(spaceKey(s.market, s.space)) });
      }
    });
    if (layout.memphis && d.memphis && !d.memphis.closed) {
      for (const s of layout.memphis.spaces) {
        if (d.memphis.bids.some((b) => b.space === s.space)) continue;
        out.push({ kind: 'space', id: spaceKey('memphis', s.space), ...project([s.x, 0, s.z]), legal: !!targets?.spaces.has(spaceKey('memphis', s.space)) });
      }
    }
    const ids = d.data.characters.map((c) => c.id).filter((id) => (d.characters[id] ?? 0) > 0);
    ids.forEach((id, i) => out.push({ kind: 'character', id, ...project(layout.characters(i, ids.length)), legal: !!targets?.characters.has(id) }));
    // Each seat's Deben (its own area), for the phone tests: the player's own pieces must be on screen.
    for (const s of layout.seats) out.push({ kind: 'coins', id: String(s.seat), ...project(s.coins), legal: false });
    setProbe('__rtNefTargets', out);
  });
  return null;
}

/** Where the emphasised spaces and characters are on the table (not a character already picked: "Play it" is next). */
function emphasisSpots(layout: Layout, d: NefDisplay, targets: Targets | null): { id: string; at: Vec3 }[] {
  const marks = targets?.marks;
  if (!marks) return [];
  const out: { id: string; at: Vec3 }[] = [];
  d.markets.forEach((mk, m) => {
    for (const s of layout.markets[m]!.spaces[mk.stall]!) if (marks.spaces.has(spaceKey(s.market, s.space))) out.push({ id: `space:${spaceKey(s.market, s.space)}`, at: [s.x, 0, s.z] });
  });
  for (const s of layout.memphis?.spaces ?? []) if (marks.spaces.has(spaceKey('memphis', s.space))) out.push({ id: `space:memphis:${s.space}`, at: [s.x, 0, s.z] });
  const ids = d.data.characters.map((c) => c.id).filter((id) => (d.characters[id] ?? 0) > 0);
  ids.forEach((id, i) => {
    if (marks.characters.has(id) && targets.picked !== id) out.push({ id: `character:${id}`, at: layout.characters(i, ids.length) });
  });
  return out;
}

/** The page positions of the emphasised targets (the canvas's own pixels moved by where it sits on the page). */
function emphasisPagePoints(layout: Layout, d: NefDisplay, targets: Targets | null, project: (p: Vec3) => { x: number; y: number }, at: { left: number; top: number }): EmphasisPoint[] {
  return emphasisSpots(layout, d, targets).map(({ id, at: p }) => {
    const q = project(p);
    return { id, x: at.left + q.x, y: at.top + q.y };
  });
}

/**
 * The camera: the overview on a wide screen. On a phone (a short or a narrow screen) the phone framing: portrait, two
 * markets wide around the view (`phoneView`), or, unless the player panned, centred on the emphasised targets (a
 * tutorial step's or a hint's), so they are on screen and clear of the panels at the top; landscape, its own framing.
 */
function useTableCamera(layout: Layout, d: NefDisplay | null, targets: Targets | null, phone: PhoneView | null): { target: Vec3; position: Vec3; key: string } {
  const portrait = useThree((s) => s.size.width < s.size.height);
  if (!phone && !portrait) return { ...overviewCamera(), key: 'overview' };
  if (!portrait) return { ...phoneCamera(0, 0, false), key: 'phone-landscape' };
  // Once the player panned, their view holds (until the next decision).
  const spots = d && !phone?.panned ? emphasisSpots(layout, d, targets) : [];
  const mean = (k: 0 | 2) => spots.reduce((sum, s) => sum + s.at[k], 0) / spots.length;
  // Emphasised targets a little below the screen's middle: on a phone the HUD, the log row and the tutorial or hint
  // panel stack up at the top (ui/table/phone.css), the prompt and buttons take only the bottom. Else the chosen view.
  const [x, z] = spots.length > 0 ? [mean(0), mean(2) - 0.3] : [phone?.x ?? 0, -0.2];
  return { ...phoneCamera(x, z, true), key: `phone:${x.toFixed(2)}:${z.toFixed(2)}` };
}

// --- the scene ----------------------------------------------------------------------------------------------------

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

/** A portrait phone's view: the x the camera centres on, and whether the player chose it (their arrows). */
export interface PhoneView {
  x: number;
  panned: boolean;
}

export function NefertitiScene({ assets, store, layout, data, boardTexts, textKey, labels, targets, quality, reduceMotion, cameraControls = true, phoneView = null }: NefertitiSceneProps) {
  const d = store((s) => s.display);
  const animClosing = store((s) => s.closing);
  // In showcase mode CameraRig follows the published shots (cinematic.ts) and comes back to this overview.
  const cam = useTableCamera(layout, d, targets, phoneView);
  const order = useMemo(() => data.cards.map((c) => c.id), [data]);
  const closing = animClosing?.market ?? (d ? resolvingMarket(d) : null);
  const closingSpot = closing ? layout.markets.find((m) => m.id === closing) : undefined;
  const names = useMemo(() => labels.map((l) => l.name), [labels]);
  return (
    <>
      <color attach="background" args={['#1a120c']} />
      <fog attach="fog" args={['#1a120c', 30, 70]} />
      <Lights quality={quality} extent={TABLE.rx} />
      <Table rx={TABLE.rx} rz={TABLE.rz} felt={FELT.nefertiti} under={BOARD} />
      <Board data={data} layout={layout} texts={boardTexts} textKey={textKey} />
      <MemphisBoard layout={layout} texts={boardTexts} />
      {d && (
        <>
          {layout.markets.map((spot, m) => (
            <MarketPieces key={spot.id} assets={assets} spot={spot} d={d} m={m} akhenaton={d.akhenaton === spot.id} names={names} />
          ))}
          {layout.memphis && d.memphis && (
            <group name="memphis">
              {d.memphis.cards.map((c, i) => (
                <Card key={i} assets={assets} face={c} at={layout.memphis!.cards(i)} scale={0.55} name={`memphis-card:${c}`} tip={giftTip(d.data, c, { on: 'memphis' })} />
              ))}
              {d.memphis.bids.map((b) => {
                const sp = layout.memphis!.spaces[b.space];
                return sp ? <Pawn key={b.space} assets={assets} seat={b.seat} at={[sp.x, 0, sp.z]} name={`bid:memphis:${b.space}:${b.seat}`} tip={bidTip(names[b.seat] ?? String(b.seat + 1), sp.value, 'Memphis')} /> : null;
              })}
              <Stack assets={assets} kind="coin" at={layout.memphis.reserve} count={d.memphis.reserve} name="reserve:memphis" tip={reserveTip('Memphis', d.memphis.reserve)} />
            </group>
          )}
          <SpaceTargets layout={layout} d={d} targets={targets} reduceMotion={reduceMotion} />
          <Characters assets={assets} layout={layout} d={d} targets={targets} reduceMotion={reduceMotion} />
          <Supply assets={assets} layout={layout} d={d} />
          <TrackMarkers layout={layout} d={d} assets={assets} names={names} />
          {layout.seats.map((spot) => (
            <SeatArea key={spot.seat} assets={assets} spot={spot} seat={d.seats[spot.seat]!} label={labelOf(labels, spot.seat)} active={!d.over && ((d.decision as { seat?: number } | null)?.seat ?? d.active) === spot.seat} order={order} data={data} />
          ))}
          {closingSpot && <ClosingGlow spot={closingSpot} />}
          <TargetProbe layout={layout} d={d} targets={targets} />
          <NefKeyTargets layout={layout} d={d} targets={targets} />
        </>
      )}
      <FlightLayer piece={(f) => <FlightPiece assets={assets} face={f.face} />} />
      {cameraControls && <CameraRig target={cam.target} position={cam.position} smooth={!reduceMotion} frameKey={cam.key} />}
    </>
  );
}

