import * as THREE from 'three';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { FlightLayer } from '../common/FlightLayer';
import { glowTexture } from '../common/textures';
import { useDisposable } from '../common/useDisposable';
import { useEffectClock } from '../common/useEffectClock';
import type { BanksAssets } from './assets';
import { CARD } from './layout';
import { MarkerModel } from './markers';
import type { MarkerState } from './model';
import type { BanksTableStore, Effect } from './tableStore';
import { UNKNOWN_PAINT, type Paint } from '../common/marks';

/**
 * What is in the air: cards (`front|back` atlas tiles), markers (`m:<colour>:<kind>:<state>:<size>`) and scoring points
 * (`pt:<seat>`), moved by the common flight layer.
 */
export function BanksFlights({ assets, paints }: { assets: BanksAssets; paints: readonly Paint[] }) {
  return <FlightLayer piece={(f) => <BanksFlightPiece assets={assets} paints={paints} face={f.face} />} />;
}

function BanksFlightPiece({ assets, paints, face }: { assets: BanksAssets; paints: readonly Paint[]; face: string }) {
  if (face.startsWith('m:')) {
    const [, c, kind, state, size] = face.split(':');
    return <MarkerModel paint={paints[Number(c)] ?? UNKNOWN_PAINT} kind={kind!} state={state as MarkerState} size={Number(size ?? 1)} />;
  }
  if (face.startsWith('pt:')) {
    return (
      <mesh>
        <icosahedronGeometry args={[0.09, 1]} />
        <meshStandardMaterial color={paints[Number(face.slice(3))]?.colour ?? '#ffd25a'} emissive="#ffcf4a" emissiveIntensity={0.8} />
      </mesh>
    );
  }
  const [front, back] = face.split('|');
  return <mesh scale={[CARD / CARD_W, 1, CARD / CARD_H]} geometry={assets.geometry(front!, back ?? 'back')} material={assets.card} castShadow />;
}

function Pulse({ effect, tex }: { effect: Effect; tex: THREE.Texture }) {
  const ref = useEffectClock(effect, (g, k) => {
    const scale = effect.kind === 'ripple' ? 0.4 + k * 1.4 : 1 + Math.sin(k * Math.PI) * 0.25;
    for (const spot of g.children) {
      spot.scale.setScalar(scale);
      ((spot as THREE.Mesh).material as THREE.MeshBasicMaterial).opacity = Math.sin(k * Math.PI) * 0.9;
    }
  });
  return (
    <group ref={ref} name={`effect:${effect.kind}`}>
      {effect.points.map((p, i) => (
        <mesh key={i} position={[p[0], p[1] + 0.08, p[2]]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[0.9, 0.9]} />
          <meshBasicMaterial map={tex} color={effect.color} transparent depthWrite={false} opacity={0} toneMapped={false} />
        </mesh>
      ))}
    </group>
  );
}

/** Glows and ripples of the moment. */
export function Effects({ store }: { store: BanksTableStore }) {
  const effects = store((s) => s.effects);
  const tex = useDisposable(() => glowTexture(), []);
  return (
    <group name="effects">
      {effects.map((e) => (
        <Pulse key={e.id} effect={e} tex={tex} />
      ))}
    </group>
  );
}
