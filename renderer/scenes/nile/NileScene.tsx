import { Hud, OrthographicCamera } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import * as THREE from 'three';
import { CameraRig } from '../common/CameraRig';
import { CARD_H, CARD_T, CARD_W } from '../common/cardGeometry';
import { FlightLayer } from '../common/FlightLayer';
import { EmphasisGlow, EmphasisLabel } from '../common/EmphasisGlow';
import { handKeyTargets } from './keys';
import { KeyTargetLayer } from '../common/KeyTargetLayer';
import { setEmphasisPoints } from '../common/emphasisTargets';
import { Label } from '../common/Label';
import { NamePlate } from '../common/NamePlate';
import { FELT, Lights, Table, type QualityLevel } from '../common/Table';
import { usePainted } from '../common/painted';
import { useEffectClock } from '../common/useEffectClock';
import { glowTexture } from '../common/textures';
import { tipHandlers, type Tip } from '../common/tips';
import { CROP_COLORS, CROP_IDS, CROP_SYMBOL, drawSymbol, type Crop } from './cardArt';
import type { NileAssets } from './assets';
import { CENTRE, TABLE, fieldCountPose, fieldPose, fieldSlotPose, framing, handPose, phoneFraming, namePose, specPose, storagePose, type Pose, type SeatFrame, type Vec3 } from './layout';
import type { NileDisplay } from './model';
import type { Effect, NileTableStoreApi } from './tableStore';
import { PROBES, setProbe } from '../../app/probes';
import { cardTip, deckTip, discardTip, fieldTip, floodTip, handCardTip, handTip, plateTip, reshuffleTip, slotTip, specCardTip, storageTip } from './tips';
import { labelOf, type SeatLabel } from '../common/seatLabel';

export type { SeatLabel };

// --- cards ------------------------------------------------------------------------------------------------------

/** A card on the table; `tip`: what a hover (or long press) on it says. */
function Card({ assets, face, pose, name, tip }: { assets: NileAssets; face: string; pose: Pose; name?: string; tip?: Tip }) {
  return <mesh name={name ?? `card:${face}`} {...(tip ? tipHandlers(() => tip) : {})} geometry={assets.geometry(face)} material={assets.card} position={pose.p} rotation={pose.r} castShadow receiveShadow />;
}

/** A pile as one box (scaled in height), top face `top`. */
function Pile({ assets, top, pos, count, yaw = 0, faceDown = false, name, tip }: { assets: NileAssets; top: string; pos: Vec3; count: number; yaw?: number; faceDown?: boolean; name: string; tip: Tip }) {
  if (count <= 0) return null;
  const h = Math.max(1, count * 0.7);
  return (
    <mesh
      name={name}
      {...tipHandlers(() => tip)}
      geometry={assets.geometry(faceDown ? 'back' : top, faceDown ? top : 'back')}
      material={assets.card}
      position={[pos[0], pos[1] + (h * CARD_T) / 2, pos[2]]}
      rotation={[0, yaw, 0]}
      scale={[1, h, 1]}
      castShadow
      receiveShadow
    />
  );
}

// --- the centre: deck, flood pile, discard, the flood basin ----------------------------------------------------

function FloodBasin({ quality }: { quality: QualityLevel }) {
  const mat = useRef<THREE.MeshStandardMaterial>(null);
  useFrame((state) => {
    if (quality !== 'high' || !mat.current) return;
    mat.current.emissiveIntensity = 0.25 + Math.sin(state.clock.elapsedTime * 0.8) * 0.05;
  });
  return (
    <group name="flood-basin">
      <mesh position={[0, 0.003, 0.05]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <ringGeometry args={[1.95, 2.35, 96]} />
        <meshStandardMaterial ref={mat} color="#2b78a8" emissive="#0d3b5e" emissiveIntensity={0.25} roughness={0.15} metalness={0.2} />
      </mesh>
      <mesh position={[0, 0.002, 0.05]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <ringGeometry args={[2.35, 2.5, 96]} />
        <meshStandardMaterial color="#c9ad7a" roughness={0.8} />
      </mesh>
      <mesh position={[0, 0.002, 0.05]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <circleGeometry args={[1.95, 96]} />
        <meshStandardMaterial color="#d8c08e" roughness={0.85} />
      </mesh>
    </group>
  );
}

const CentrePiles = memo(function CentrePiles({ assets, d, locustShown }: { assets: NileAssets; d: NileDisplay; locustShown: boolean }) {
  const floodTop = d.currentFlood && d.floodOnPile ? d.currentFlood : 'back';
  return (
    <group name="centre">
      <Pile name="deck" assets={assets} top="back" pos={CENTRE.deck} count={d.deck} faceDown tip={deckTip(d)} />
      <Label text={String(d.deck)} position={[CENTRE.deck[0], 0.01, CENTRE.deck[2] + 0.68]} />
      <Pile name="flood-pile" assets={assets} top={floodTop} pos={CENTRE.flood} count={d.floodPile} faceDown={floodTop === 'back'} tip={floodTip(d)} />
      <Label text={String(d.floodPile)} position={[CENTRE.flood[0], 0.01, CENTRE.flood[2] + 0.68]} />
      <Pile name="discard" assets={assets} top={d.discardTop ?? 'back'} pos={CENTRE.discard} count={d.discard} faceDown={!d.discardTop} yaw={0.05} tip={discardTip(d)} />
      <Label text={String(d.discard)} position={[CENTRE.discard[0], 0.01, CENTRE.discard[2] + 0.68]} />
      {Array.from({ length: d.reshufflesLeft }, (_, i) => (
        <mesh key={i} name="reshuffle-token" {...tipHandlers(() => reshuffleTip(d.reshufflesLeft))} position={[-0.35 + i * 0.24, 0.02, -1.0]} castShadow>
          <cylinderGeometry args={[0.09, 0.09, 0.04, 20]} />
          <meshStandardMaterial color="#d9b24a" metalness={0.6} roughness={0.35} />
        </mesh>
      ))}
      {locustShown && <Card assets={assets} face="X" pose={{ p: CENTRE.locust, r: [-0.9, 0, 0] }} name="locust-card" tip={cardTip('X')} />}
    </group>
  );
});

// --- a seat's area ----------------------------------------------------------------------------------------------

function SlotMarkers({ frame, owner }: { frame: SeatFrame; owner: string }) {
  const tex = usePainted(
    128,
    180,
    'static',
    (ctx) => {
      ctx.clearRect(0, 0, 128, 180);
      ctx.strokeStyle = 'rgba(255,240,210,0.35)';
      ctx.setLineDash([8, 6]);
      ctx.lineWidth = 4;
      ctx.strokeRect(6, 6, 116, 168);
    },
  );
  return (
    <group name="field-slots">
      {CROP_IDS.map((c) => {
        const pose = fieldSlotPose(frame, c);
        return <SlotMarker key={c} crop={c} pose={pose} tex={tex} owner={owner} />;
      })}
    </group>
  );
}

function SlotMarker({ crop, pose, tex, owner }: { crop: Crop; pose: Pose; tex: THREE.Texture | null; owner: string }) {
  const sym = usePainted(
    64,
    64,
    JSON.stringify([crop]),
    (ctx) => {
      ctx.clearRect(0, 0, 64, 64);
      ctx.globalAlpha = 0.75;
      drawSymbol(ctx, CROP_SYMBOL[crop], 32, 32, 22, CROP_COLORS[crop].main, 'rgba(255,255,255,0.8)');
    },
  );
  return (
    <group position={pose.p} rotation={pose.r}>
      <mesh name={`slot:${crop}`} {...tipHandlers(() => slotTip(crop, owner))} position={[0, 0.45, 0]}>
        <planeGeometry args={[CARD_W * 1.06, CARD_H * 1.06]} />
        <meshBasicMaterial map={tex ?? undefined} transparent opacity={0.9} depthWrite={false} toneMapped={false} />
      </mesh>
      <mesh position={[0, 0.45, 0.001]}>
        <planeGeometry args={[0.3, 0.3]} />
        <meshBasicMaterial map={sym ?? undefined} transparent depthWrite={false} opacity={0.6} toneMapped={false} />
      </mesh>
    </group>
  );
}

const SeatArea = memo(function SeatArea({ assets, frame, seat, label, active, showHand }: {
  assets: NileAssets;
  frame: SeatFrame;
  seat: NileDisplay['seats'][number];
  label: SeatLabel;
  active: boolean;
  /** Draw this seat's hand face down on the table (not for the seat shown in the hand overlay). */
  showHand: boolean;
}) {
  const handCount = seat.hand ?? 3;
  const sp = storagePose(frame);
  return (
    <group name={`seat-area:${frame.seat}`}>
      <SlotMarkers frame={frame} owner={label.name} />
      {CROP_IDS.map((c) =>
        Array.from({ length: seat.fields[c] }, (_, i) => <Card key={`${c}${i}`} assets={assets} face={c} pose={fieldPose(frame, c, i, seat.fields[c])} name={`field:${frame.seat}:${c}`} tip={fieldTip(c, seat.fields[c], label.name)} />),
      )}
      {CROP_IDS.map((c) => (seat.fields[c] > 1 ? <Label key={`l${c}`} text={String(seat.fields[c])} position={fieldCountPose(frame, c, seat.fields[c]).p} size={0.24} /> : null))}
      {seat.specs.map((s, i) => (
        <Card key={`s${i}`} assets={assets} face={s} pose={specPose(frame, i)} name={`spec:${frame.seat}:${s}`} tip={specCardTip(s, label.name)} />
      ))}
      <Pile name={`storage:${frame.seat}`} assets={assets} top="back" pos={sp.p} count={seat.storage ?? 0} yaw={sp.r[1]} faceDown tip={storageTip(label.name, seat.storage)} />
      {showHand &&
        Array.from({ length: Math.min(handCount, 14) }, (_, i) => <Card key={`h${i}`} assets={assets} face="back" pose={handPose(frame, i, Math.min(handCount, 14))} name={`hand:${frame.seat}`} tip={handTip(label.name, seat.hand)} />)}
      <NamePlate label={label} active={active} info={`🂠${seat.hand ?? '?'}  ▣${seat.storage ?? '?'}`} tip={plateTip(label.name, seat.hand, seat.storage)} pose={namePose(frame)} size={[1.9, 0.355]} />
    </group>
  );
});

// --- flights and effects ------------------------------------------------------------------------------------------

function LocustSwarm({ effect }: { effect: Effect }) {
  const count = 90;
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const offsets = useMemo(() => Array.from({ length: count }, (_, i) => [Math.sin(i * 12.9898) * 0.9, Math.cos(i * 78.233) * 0.5 + 0.6, Math.sin(i * 3.7) * 0.9, (i % 7) / 7] as const), []);
  const tmp = useMemo(() => new THREE.Object3D(), []);
  useFrame(() => {
    const m = ref.current;
    if (!m) return;
    const k = Math.min(1, (performance.now() / 1000 - effect.t0) / effect.duration);
    const pts = effect.points;
    const segs = Math.max(1, pts.length - 1);
    offsets.forEach(([ox, oy, oz, lag], i) => {
      const kk = Math.max(0, Math.min(1, k * 1.15 - lag * 0.15));
      const x = kk * segs;
      const s = Math.min(segs - 1, Math.floor(x));
      const u = x - s;
      const a = pts[s]!;
      const b = pts[s + 1] ?? a;
      const wob = Math.sin(performance.now() / 90 + i) * 0.15;
      tmp.position.set(a[0] + (b[0] - a[0]) * u + ox + wob, 0.3 + oy + Math.sin(u * Math.PI) * 0.4, a[2] + (b[2] - a[2]) * u + oz);
      tmp.rotation.set(0, i + k * 6, 0);
      tmp.scale.setScalar(kk >= 1 ? 0 : 1);
      tmp.updateMatrix();
      m.setMatrixAt(i, tmp.matrix);
    });
    m.instanceMatrix.needsUpdate = true;
    invalidate();
  });
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, count]} name="locust-swarm" castShadow>
      <boxGeometry args={[0.09, 0.03, 0.04]} />
      <meshStandardMaterial color="#3b3a14" roughness={0.6} />
    </instancedMesh>
  );
}

function Glow({ effect, tex }: { effect: Effect; tex: THREE.Texture }) {
  const ref = useEffectClock(effect, (g, k) => {
    g.scale.setScalar(effect.kind === 'shake' ? 1 + k * 1.5 : 1 + Math.sin(k * Math.PI) * 0.25);
    g.children.forEach((c) => (((c as THREE.Mesh).material as THREE.MeshBasicMaterial).opacity = Math.sin(k * Math.PI)));
  });
  return (
    <group ref={ref} name={`effect:${effect.kind}`}>
      {effect.points.map((p, i) => (
        <mesh key={i} position={[p[0], p[1] + 0.05, p[2]]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[1.3, 1.3]} />
          <meshBasicMaterial map={tex} color={effect.color ?? '#ffffff'} transparent depthWrite={false} opacity={0} toneMapped={false} />
        </mesh>
      ))}
    </group>
  );
}

function Effects({ store }: { store: NileTableStoreApi }) {
  const effects = store((s) => s.effects);
  const tex = useMemo(() => glowTexture(), []);
  useEffect(() => () => tex.dispose(), [tex]);
  return (
    <group name="effects">
      {effects.map((e) => (e.kind === 'locust' ? <LocustSwarm key={e.id} effect={e} /> : <Glow key={e.id} effect={e} tex={tex} />))}
    </group>
  );
}

// --- the hand (screen overlay, real 3D cards) -------------------------------------------------------------------

export interface HandProps {
  cards: string[];
  selected: ReadonlySet<number>;
  selectable: (i: number) => boolean;
  interactive: boolean;
  onToggle: (i: number) => void;
  cardPx: number;
  /** Cards a tutorial step or a hint points at (a pulsing glow; the test probe's targets). */
  emphasised?: ReadonlyMap<number, string>;
}

function HandCard({ assets, face, x, y, rz, w, dim, selected, emphasised, interactive, onToggle, index }: {
  assets: NileAssets; face: string; x: number; y: number; rz: number; w: number; dim: boolean; selected: boolean; emphasised: string | undefined; interactive: boolean; onToggle: (i: number) => void; index: number;
}) {
  const [hover, setHover] = useState(false);
  const s = w / CARD_W;
  const lift = selected ? w * 0.28 : hover && interactive && !dim ? w * 0.12 : 0;
  const tips = tipHandlers(() => handCardTip(face, selected));
  return (
    <group position={[x, y + lift, index]} rotation={[0, 0, rz]}>
      {emphasised !== undefined && <EmphasisGlow width={w * 1.22} height={w * (CARD_H / CARD_W) * 1.16} />}
      {/* On the left of the card: the part the next card in the fan leaves visible (the bottom may be off screen). */}
      {emphasised && <EmphasisLabel text={emphasised} position={[-w * 0.28, w * (CARD_H / CARD_W) * 0.1, 0.9]} size={w * 0.3} />}
      {selected && (
        <mesh position={[0, 0, -0.5]}>
          <planeGeometry args={[w * 1.1, w * (CARD_H / CARD_W) * 1.08]} />
          <meshBasicMaterial color="#ffd25a" toneMapped={false} />
        </mesh>
      )}
      <mesh
        name={`hand-card:${face}`}
        {...tips}
        userData={{ index, face, selectable: !dim }}
        geometry={assets.geometry(face)}
        material={dim ? assets.handDim : assets.hand}
        rotation={[Math.PI / 2, 0, 0]}
        scale={[s, s, s]}
        onPointerOver={(e) => {
          e.stopPropagation();
          setHover(true);
        }}
        onPointerOut={(e) => {
          tips.onPointerOut(e);
          setHover(false);
        }}
        onClick={(e) => {
          e.stopPropagation();
          if (interactive) onToggle(index);
        }}
      />
    </group>
  );
}

/** The overlay scenes currently mounted (the hand lives in its own scene, drawn over the table): for tests. */
export const overlayScenes = new Set<THREE.Object3D>();

function OverlaySceneProbe() {
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    scene.name = 'hand-overlay';
    overlayScenes.add(scene);
    return () => void overlayScenes.delete(scene);
  }, [scene]);
  return null;
}

function HandOverlay({ assets, hand }: { assets: NileAssets; hand: HandProps }) {
  const size = useThree((s) => s.size);
  const canvas = useThree((s) => s.gl.domElement);
  const w = hand.cardPx;
  const h = w * (CARD_H / CARD_W);
  const n = hand.cards.length;
  const spacing = n <= 1 ? 0 : Math.min(w * 1.04, (size.width * 0.6 - w) / (n - 1));
  const place = (i: number) => {
    const off = i - (n - 1) / 2;
    const norm = n > 1 ? off / ((n - 1) / 2) : 0;
    return { x: off * spacing, y: -size.height / 2 + h / 2 + 12 - norm * norm * Math.min(18, h * 0.12), norm };
  };
  const keys = handKeyTargets(hand, place);
  useEffect(
    () => () => {
      if (PROBES) setProbe('__rtHand', []);
      setEmphasisPoints('nile-hand', []);
    },
    [],
  );
  useEffect(() => {
    // Where each hand card is on the canvas (CSS pixels): used by the end-to-end tests to click real 3D cards.
    if (!PROBES) return;
    // Aim at the upper part of the card, in the middle of the strip the next card in the fan leaves visible (a
    // selected card, lifted, still covers the one before it there only when the fan is tighter than that strip).
    const aim = (i: number) => {
      const p = place(i);
      const dx = i === n - 1 ? 0 : -w / 2 + Math.min(spacing, w) / 2;
      return { x: size.width / 2 + p.x + dx, y: size.height / 2 - p.y - h * 0.3 };
    };
    setProbe(
      '__rtHand',
      hand.cards.map((face, i) => ({ i, face, ...aim(i), selectable: hand.selectable(i), selected: hand.selected.has(i) })),
    );
    const r = canvas.getBoundingClientRect();
    setEmphasisPoints(
      'nile-hand',
      [...(hand.emphasised?.keys() ?? [])].map((i) => ({ id: `hand-card:${hand.cards[i]}`, x: r.left + aim(i).x, y: r.top + aim(i).y })),
    );
  });
  return (
    <Hud renderPriority={1}>
      <OrthographicCamera makeDefault position={[0, 0, 200]} near={0.1} far={1000} />
      <OverlaySceneProbe />
      <KeyTargetLayer group="nile-hand" targets={keys} size={w * 0.5} />
      <group name="hand">
        {hand.cards.map((c, i) => {
          const { x, y, norm } = place(i);
          const dim = hand.interactive && !hand.selected.has(i) && !hand.selectable(i);
          return <HandCard key={`${c}-${i}`} assets={assets} face={c} x={x} y={y} rz={-norm * 0.12} w={w} dim={dim} selected={hand.selected.has(i)} emphasised={hand.emphasised?.get(i)} interactive={hand.interactive} onToggle={hand.onToggle} index={i} />;
        })}
      </group>
    </Hud>
  );
}

// --- the scene ----------------------------------------------------------------------------------------------------

export interface NileSceneProps {
  assets: NileAssets;
  store: NileTableStoreApi;
  frames: SeatFrame[];
  labels: SeatLabel[];
  /** Seat shown in the hand overlay (its table hand is not drawn), or null. */
  handSeat: number | null;
  hand: HandProps | null;
  quality: QualityLevel;
  reduceMotion: boolean;
  /** Camera framing target seat (null: the whole table). */
  bottomSeat: number;
  /** Orbit controls and camera framing (off in Node structural tests, which have no DOM events). */
  cameraControls?: boolean;
  /** Frame the whole table instead of the active player's area (replays, showcase demos). */
  overview?: boolean;
  /** A phone's screen: a player's camera stays on their own area and the piles (phoneFraming), not the active seat's. */
  phone?: boolean;
}

export function NileScene({ assets, store, frames, labels, handSeat, hand, quality, reduceMotion, bottomSeat, cameraControls = true, overview = false, phone = false }: NileSceneProps) {
  const d = store((s) => s.display);
  const focus = store((s) => s.focus);
  const locustShown = store((s) => s.locustShown);
  const size = useThree((s) => s.size);
  const players = d?.players ?? frames.length;
  const frame = focus === null || overview ? null : (frames[focus] ?? null);
  const own = phone && handSeat !== null && !overview;
  const portrait = size.height > size.width;
  const { target, position } = own ? phoneFraming(portrait) : framing(frame, players);
  return (
    <>
      <color attach="background" args={['#1a120c']} />
      <fog attach="fog" args={['#1a120c', 26, 60]} />
      <Lights quality={quality} extent={TABLE.rx + 1} />
      <Table rx={TABLE.rx} rz={TABLE.rz} felt={FELT.nile} />
      <FloodBasin quality={quality} />
      {d && <CentrePiles assets={assets} d={d} locustShown={locustShown} />}
      {d &&
        frames.map((f) => (
          <SeatArea
            key={f.seat}
            assets={assets}
            frame={f}
            seat={d.seats[f.seat]!}
            label={labelOf(labels, f.seat)}
            active={!d.over && d.active === f.seat}
            showHand={f.seat !== handSeat}
          />
        ))}
      <FlightLayer piece={(f) => <mesh geometry={assets.geometry(f.face)} material={assets.card} castShadow />} />
      <Effects store={store} />
      {cameraControls && <CameraRig target={target} position={position} smooth={!reduceMotion} frameKey={`${own ? `phone-${portrait}` : overview ? 'all' : focus}:${bottomSeat}:${players}`} />}
      {hand && hand.cards.length > 0 && <HandOverlay assets={assets} hand={hand} />}
    </>
  );
}
