import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { PROBES } from '../../app/probes';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { EmphasisGlow } from '../common/EmphasisGlow';
import { Label } from '../common/Label';
import { tipHandlers } from '../common/tips';
import type { NefAssets } from './assets';
import type { Targets } from './choices';
import { BOARD_TOP, type Layout, type Vec3 } from './layout';
import type { NefDisplay } from './model';
import { NefKeyTargets } from './NefKeyTargets';
import { OtherPicksProbe, type OtherPick } from '../common/OtherPicks';
import { spaceKey } from './spaceKey';
import { openSpaces, shownCharacters } from './spots';
import { characterTip, spaceTip } from './tips';

/** The character row's card scale: its names read from the default camera. */
const CHAR_CARD = 1.15;

/**
 * What may be clicked on the Nefertiti table now: the free spaces of the active stalls and the characters, the legal
 * ones lit, those a tutorial step or a hint points at glowing, and the same targets for the keyboard.
 */
export function BoardTargets({ assets, layout, d, targets, reduceMotion }: { assets: NefAssets; layout: Layout; d: NefDisplay; targets: Targets | null; reduceMotion: boolean }) {
  // Only the tests' probe reads them: a release build skips the list.
  const others = useMemo(() => (PROBES ? otherPicks(layout, d, targets) : []), [layout, d, targets]);
  return (
    <>
      <SpaceTargets layout={layout} d={d} targets={targets} reduceMotion={reduceMotion} />
      <Characters assets={assets} layout={layout} d={d} targets={targets} reduceMotion={reduceMotion} />
      <NefKeyTargets layout={layout} d={d} targets={targets} />
      <OtherPicksProbe group="nefertiti" things={others} />
    </>
  );
}

/** The spaces and characters a click reaches that are not lit now (a taken space…): the table holds such a click. */
function otherPicks(layout: Layout, d: NefDisplay, targets: Targets | null): OtherPick[] {
  if (!targets) return [];
  const spaces = openSpaces(layout, d)
    .filter((s) => !targets.spaces.has(spaceKey(s.market, s.space)))
    .map((s): OtherPick => ({ id: `space:${spaceKey(s.market, s.space)}`, p: [s.x, BOARD_TOP, s.z] }));
  const ids = shownCharacters(d);
  const characters = ids.flatMap((id, i): OtherPick[] => (targets.characters.has(id) ? [] : [{ id: `character:${id}`, p: layout.characters(i, ids.length) }]));
  return [...spaces, ...characters];
}

/** The free spaces of the active stalls: invisible hit areas, legal ones ringed, emphasised ones glowing. */
function SpaceTargets({ layout, d, targets, reduceMotion }: { layout: Layout; d: NefDisplay; targets: Targets | null; reduceMotion: boolean }) {
  const spots = openSpaces(layout, d);
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
          <group key={`${s.market}:${s.space}`} position={[s.x, BOARD_TOP + 0.004, s.z]}>
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

/** The character row beside the board: a legal one lifted, the picked one raised on a glow, emphasised ones marked. */
function Characters({ assets, layout, d, targets, reduceMotion }: { assets: NefAssets; layout: Layout; d: NefDisplay; targets: Targets | null; reduceMotion: boolean }) {
  const ids = shownCharacters(d);
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
              <group position={[at[0], BOARD_TOP + 0.004, at[2]]}>
                <EmphasisMark width={CARD_W * CHAR_CARD * 1.3} height={CARD_H * CHAR_CARD * 1.22} label={mark} labelAt={[CARD_W * CHAR_CARD * 0.75, 0.3, -CARD_H * CHAR_CARD * 0.45]} reduceMotion={reduceMotion} />
              </group>
            )}
            {picked && (
              <mesh name="character-picked" position={[at[0], BOARD_TOP + 0.005, at[2]]} rotation={[-Math.PI / 2, 0, 0]}>
                <planeGeometry args={[CARD_W * CHAR_CARD * 1.25, CARD_H * CHAR_CARD * 1.2]} />
                <meshBasicMaterial color="#7dff9a" toneMapped={false} transparent opacity={0.85} depthWrite={false} />
              </mesh>
            )}
            <mesh
              name={`character:${id}`}
              {...tipHandlers(() => characterTip(d.data, id, d.options.vizierEffect))}
              userData={{ copies: d.characters[id], legal }}
              geometry={assets.geometry(`char:${id}`)}
              material={assets.card}
              position={[at[0], BOARD_TOP + (picked ? 0.3 : legal ? 0.12 : 0.01), at[2]]}
              scale={[CHAR_CARD, 1, CHAR_CARD]}
              castShadow
              onClick={(e) => {
                e.stopPropagation();
                targets?.onCharacter(id);
              }}
            />
            {(d.characters[id] ?? 0) > 1 && <Label text={`x${d.characters[id]}`} position={[at[0] + 0.25, BOARD_TOP + 0.15, at[2] + 0.4]} size={0.2} />}
          </group>
        );
      })}
    </group>
  );
}
