import { useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { CardId } from '../../../engine/niagara/material/cards';
import { CREW_COLOURS, type CrewColour } from '../../../engine/niagara/material/colours';
import { GEM_COLOURS, type GemColour } from '../../../engine/niagara/material/gems';
import type { Atlas } from '../common/atlas';
import { cardGeometry } from '../common/cardGeometry';
import { NamePlate } from '../common/NamePlate';
import { labelOf, type SeatLabel } from '../common/seatLabel';
import { tipHandlers } from '../common/tips';
import { useDisposable } from '../common/useDisposable';
import { CardSpace } from './CardSpace';
import { CAVE_POS, cardSpot, namePos, pilePos, reservePos, ringSpot, stackSpot, type SeatFrame, type V3 } from './layout';
import type { CrewDisplay, NiagaraDisplay } from './model';
import { CREW_PAINT, GEM_PAINT } from './palette';
import type { PieceGeometry } from './River';
import { cardAtlas } from './textures';
import { clock, progress, type NiagaraTableStore } from './tableStore';
import { cardTip, gemTip, plateTip, ringTip, stackTip } from './tips';

/** Paddle cards are drawn half again as large as the table's 63 mm card (the board is at 1 unit = 5 cm). */
const CARD_SCALE = 1.5;

export type { SeatLabel };

/** The card atlas and one tinted material per player colour; geometries per face, cached. */
function useCardKit() {
  const atlas = useDisposable<Atlas>(() => cardAtlas(), []);
  // Materials and the geometry cache belong to one atlas: both are made (and disposed) together.
  const { materials, cache } = useMemo(() => {
    const m = {} as Record<CrewColour, THREE.MeshStandardMaterial>;
    for (const c of CREW_COLOURS) m[c] = new THREE.MeshStandardMaterial({ map: atlas.texture, color: new THREE.Color('#ffffff').lerp(new THREE.Color(CREW_PAINT[c]), 0.5), roughness: 0.7 });
    return { materials: m, cache: new Map<string, THREE.BufferGeometry>() };
  }, [atlas]);
  useEffect(
    () => () => {
      Object.values(materials).forEach((m) => m.dispose());
      cache.forEach((g) => g.dispose());
    },
    [materials, cache],
  );
  return { geometry: (face: string) => cardGeometry(atlas, face, 'back', 'edge', cache), materials };
}
export type CardKit = ReturnType<typeof useCardKit>;


/** A paddle card on the table: face down, face up, or turning over (flip progress from the store). */
function Card({ kit, colour, face, down, pos, yaw, store, name, scale = CARD_SCALE }: { kit: CardKit; colour: CrewColour; face: CardId; down: boolean; pos: V3; yaw: number; store?: NiagaraTableStore; name: string; scale?: number }) {
  const ref = useRef<THREE.Mesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    const f = store?.getState().flips[colour];
    const m = ref.current;
    if (!f || !m || down) return;
    const k = progress(f, clock());
    m.rotation.z = Math.PI * (1 - k);
    m.position.y = pos[1] + Math.sin(Math.PI * k) * 0.5;
    if (k < 1) invalidate();
  });
  return (
    <mesh ref={ref} name={name} {...tipHandlers(() => cardTip(colour, down ? null : face, down ? 'down' : store ? 'up' : 'pile'))} geometry={kit.geometry(String(face))} material={kit.materials[colour]} position={pos} rotation={[0, yaw, down ? Math.PI : 0]} scale={scale} castShadow receiveShadow />
  );
}

const SeatArea = memo(function SeatArea({ kit, frame, crews, label, active, ring, store }: {
  kit: CardKit;
  frame: SeatFrame;
  crews: CrewDisplay[];
  label: SeatLabel;
  active: boolean;
  ring: boolean;
  store: NiagaraTableStore;
}) {
  return (
    <group name={`seat-area:${frame.seat}`}>
      {crews.map((c, ci) => {
        const spot = cardSpot(frame, ci);
        // Unrevealed cards (hand and the face-down one) lie as a face-down stack; the played card on its space.
        const stack = c.unrevealed - (c.faceDown ? 1 : 0);
        return (
          <group key={c.colour} name={`crew:${c.colour}`}>
            <CardSpace colour={c.colour} at={spot} yaw={frame.yaw} scale={CARD_SCALE} />
            {c.faceDown && <Card kit={kit} colour={c.colour} face={c.choice ?? 1} down pos={[spot[0], spot[1] + 0.02, spot[2]]} yaw={frame.yaw} name={`card-down:${c.colour}`} />}
            {c.faceUp !== null && <Card kit={kit} colour={c.colour} face={c.faceUp} down={false} pos={[spot[0], spot[1] + 0.02, spot[2]]} yaw={frame.yaw} store={store} name={`card-up:${c.colour}:${c.faceUp}`} />}
            {c.revealed
              .filter((r, i) => !(c.faceUp !== null && i === c.revealed.length - 1 && r === c.faceUp))
              .map((r, i) => (
                <Card key={`${r}-${i}`} kit={kit} colour={c.colour} face={r} down={false} pos={pilePos(frame, i, ci)} yaw={frame.yaw} name={`pile:${c.colour}:${r}`} scale={CARD_SCALE * 0.72} />
              ))}
            {stack > 0 && (
              <mesh name={`stack:${c.colour}`} {...tipHandlers(() => stackTip(c.colour, stack))} geometry={kit.geometry('back')} material={kit.materials[c.colour]} position={stackSpot(frame, ci, stack)} rotation={[0, frame.yaw, 0]} scale={[CARD_SCALE * 0.6, CARD_SCALE * stack, CARD_SCALE * 0.6]} />
            )}
          </group>
        );
      })}
      {ring && (
        <mesh name="life-ring" {...tipHandlers(ringTip)} position={ringSpot(frame)} rotation={[-Math.PI / 2, 0, 0]} castShadow>
          <torusGeometry args={[0.3, 0.1, 10, 28]} />
          <meshStandardMaterial color="#f1f1f1" roughness={0.5} emissive="#c83a2e" emissiveIntensity={0.25} />
        </mesh>
      )}
      <NamePlate label={label} active={active} tip={plateTip(label.name)} at={namePos(frame, crews.length)} size={[2.6, 0.49]} />
    </group>
  );
});

/** Every resting gem (caves and reserves): one instanced mesh per gem colour, each in its own solid. */
function StaticGems({ d, frames, geo, labels }: { d: NiagaraDisplay; frames: SeatFrame[]; geo: PieceGeometry; labels: SeatLabel[] }) {
  const list = useMemo(() => {
    // `owner`: whose reserve a landed gem is in (null: in a cave), for its tip.
    const out: { p: V3; gem: GemColour; owner: string | null }[] = [];
    for (const cave of GEM_COLOURS) {
      const c = CAVE_POS[cave];
      let k = 0;
      for (const g of GEM_COLOURS) {
        for (let i = 0; i < d.caves[cave][g]; i++, k++) {
          const a = k * 2.4;
          const r = 0.08 + 0.07 * Math.sqrt(k);
          out.push({ p: [c[0] + Math.cos(a) * r, c[1] + 0.08 + (k % 3) * 0.03, c[2] + Math.sin(a) * r], gem: g, owner: null });
        }
      }
    }
    d.reserves.forEach((res, seat) => {
      const f = frames[seat];
      if (!f) return;
      const owner = labelOf(labels, seat).name;
      for (const g of GEM_COLOURS) for (let i = 0; i < res[g]; i++) out.push({ p: reservePos(f, g, i), gem: g, owner });
    });
    return out;
  }, [d.caves, d.reserves, frames, labels]);
  return (
    <group name="gems" userData={{ count: list.length }}>
      {GEM_COLOURS.map((g) => (
        <GemsOfColour key={g} gem={g} list={list.filter((x) => x.gem === g)} geometry={geo.gems[g]} />
      ))}
    </group>
  );
}

/** The resting gems of one colour in one instanced mesh of that colour's solid. */
function GemsOfColour({ gem, list, geometry }: { gem: GemColour; list: { p: V3; owner: string | null }[]; geometry: THREE.BufferGeometry }) {
  const tips = tipHandlers((e) => {
    const x = e.instanceId === undefined ? undefined : list[e.instanceId];
    return x ? gemTip(gem, x.owner) : null;
  });
  const cap = Math.max(24, list.length);
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const m = ref.current;
    if (!m) return;
    const o = new THREE.Object3D();
    list.forEach((x, i) => {
      o.position.set(x.p[0], x.p[1], x.p[2]);
      o.rotation.set(0, i * 0.7, 0);
      o.updateMatrix();
      m.setMatrixAt(i, o.matrix);
    });
    m.count = list.length;
    m.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [list, invalidate]);
  return (
    <instancedMesh ref={ref} name={`gems:${gem}`} {...tips} args={[geometry, undefined, cap]} userData={{ count: list.length }} castShadow>
      <meshStandardMaterial color={GEM_PAINT[gem]} roughness={0.2} metalness={0.15} emissive="#222222" />
    </instancedMesh>
  );
}

/** Each seat's card spaces, paddle pile, life ring and name, and all resting gems. */
export function SeatAreas({ d, frames, labels, store, geo }: { d: NiagaraDisplay; frames: SeatFrame[]; labels: SeatLabel[]; store: NiagaraTableStore; geo: PieceGeometry }) {
  const kit = useCardKit();
  return (
    <group name="seats">
      {frames.map((f) => (
        <SeatArea
          key={f.seat}
          kit={kit}
          frame={f}
          crews={d.crews.filter((c) => c.seat === f.seat)}
          label={labelOf(labels, f.seat)}
          active={!d.over && d.turn?.seat === f.seat}
          ring={d.startSeat === f.seat}
          store={store}
        />
      ))}
      <StaticGems d={d} frames={frames} geo={geo} labels={labels} />
    </group>
  );
}
