import { Hud, OrthographicCamera } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import type * as THREE from 'three';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { EmphasisAhead } from '../common/EmphasisAhead';
import { EmphasisGlow, EmphasisLabel } from '../common/EmphasisGlow';
import { KeyTargetLayer } from '../common/KeyTargetLayer';
import { tipHandlers } from '../common/tips';
import type { NileAssets } from './assets';
import { handFan, type HandProps } from './handLayout';
import { handKeyTargets } from './keys';
import { useHandProbe } from './probes';
import { handCardTip } from './tips';

/**
 * A card of the hand: NILE's click targets are these (a click selects a card or puts it back). A card no move could
 * take is dimmed, one a tutorial step or a hint points at glows; the keyboard reaches them through keys.ts.
 */
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

/** The hand over the table (its own scene and camera, in screen pixels): the player's cards, the ones to click now. */
export function HandOverlay({ assets, hand }: { assets: NileAssets; hand: HandProps }) {
  const size = useThree((s) => s.size);
  const fan = handFan(hand, size);
  const keys = handKeyTargets(hand, fan);
  useHandProbe(hand, fan);
  return (
    <Hud renderPriority={1}>
      <OrthographicCamera makeDefault position={[0, 0, 200]} near={0.1} far={1000} />
      <OverlaySceneProbe />
      <EmphasisAhead />
      <KeyTargetLayer group="nile-hand" targets={keys} size={fan.w * 0.5} />
      <group name="hand">
        {hand.cards.map((c, i) => {
          const { x, y, norm } = fan.place(i);
          const dim = hand.interactive && !hand.selected.has(i) && !hand.selectable(i);
          return <HandCard key={`${c}-${i}`} assets={assets} face={c} x={x} y={y} rz={-norm * 0.12} w={fan.w} dim={dim} selected={hand.selected.has(i)} emphasised={hand.emphasised?.get(i)} interactive={hand.interactive} onToggle={hand.onToggle} index={i} />;
        })}
      </group>
    </Hud>
  );
}
