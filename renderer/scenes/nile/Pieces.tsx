import { memo } from 'react';
import { CARD_T } from '../common/cardGeometry';
import { Label } from '../common/Label';
import { NamePlate } from '../common/NamePlate';
import type { SeatLabel } from '../common/seatLabel';
import { tipHandlers, type Tip } from '../common/tips';
import type { NileAssets } from './assets';
import { SeatMat, SlotMarkers } from './Board';
import { CROP_IDS } from './cardArt';
import { CENTRE, fieldCountPose, fieldPose, handPose, namePos, specPose, storagePose, type Pose, type SeatFrame, type Vec3 } from './layout';
import type { NileDisplay } from './model';
import { cardTip, deckTip, discardTip, fieldTip, floodTip, handTip, plateTip, reshuffleTip, specCardTip, storageTip } from './tips';

/** A card on the table; `tip`: what a hover (or long press) on it says. */
function Card({ assets, face, pose, name, tip }: { assets: NileAssets; face: string; pose: Pose; name?: string; tip?: Tip }) {
  return <mesh name={name ?? `card:${face}`} {...(tip ? tipHandlers(() => tip) : {})} geometry={assets.geometry(face)} material={assets.card} position={pose.p} rotation={pose.r} castShadow receiveShadow />;
}

/** A pile as one box (scaled in height), top face `top`; a tall one as two, the lower turned a little, so it reads as stacked cards. */
function Pile({ assets, top, pos, count, yaw = 0, faceDown = false, name, tip }: { assets: NileAssets; top: string; pos: Vec3; count: number; yaw?: number; faceDown?: boolean; name: string; tip: Tip }) {
  if (count <= 0) return null;
  const h = Math.max(1, count * 0.7);
  const geometry = assets.geometry(faceDown ? 'back' : top, faceDown ? top : 'back');
  const low = count >= 12 ? Math.round(h * 0.45) : 0;
  const tips = tipHandlers(() => tip);
  return (
    <>
      {low > 0 && (
        <mesh name={`${name}:lower`} {...tips} geometry={geometry} material={assets.card} position={[pos[0] + 0.012, pos[1] + (low * CARD_T) / 2, pos[2] - 0.01]} rotation={[0, yaw + 0.045, 0]} scale={[1, low, 1]} castShadow receiveShadow />
      )}
      <mesh name={name} {...tips} geometry={geometry} material={assets.card} position={[pos[0], pos[1] + low * CARD_T + ((h - low) * CARD_T) / 2, pos[2]]} rotation={[0, yaw, 0]} scale={[1, h - low, 1]} castShadow receiveShadow />
    </>
  );
}

// --- the centre: deck, flood pile, discard, reshuffle tokens, the locust card ------------------------------------

export const CentrePiles = memo(function CentrePiles({ assets, d, locustShown }: { assets: NileAssets; d: NileDisplay; locustShown: boolean }) {
  const floodTop = d.currentFlood && d.floodOnPile ? d.currentFlood : 'back';
  return (
    <group name="centre">
      <Pile name="deck" assets={assets} top="back" pos={CENTRE.deck} count={d.deck} faceDown tip={deckTip(d)} />
      <Label text={String(d.deck)} position={[CENTRE.deck[0], 0.01, CENTRE.deck[2] + 0.68]} />
      <Pile name="flood-pile" assets={assets} top={floodTop} pos={CENTRE.flood} count={d.floodPile} faceDown={floodTop === 'back'} tip={floodTip(d)} />
      <Label text={String(d.floodPile)} position={[CENTRE.flood[0], CENTRE.flood[1], CENTRE.flood[2] + 0.7]} />
      <Pile name="discard" assets={assets} top={d.discardTop ?? 'back'} pos={CENTRE.discard} count={d.discard} faceDown={!d.discardTop} yaw={0.05} tip={discardTip(d)} />
      <Label text={String(d.discard)} position={[CENTRE.discard[0], 0.01, CENTRE.discard[2] + 0.68]} />
      {Array.from({ length: d.reshufflesLeft }, (_, i) => (
        <mesh key={i} name="reshuffle-token" {...tipHandlers(() => reshuffleTip(d.reshufflesLeft))} position={[CENTRE.deck[0] - 0.56, 0.022, CENTRE.deck[2] - 0.3 + i * 0.24]} castShadow>
          <cylinderGeometry args={[0.09, 0.09, 0.04, 20]} />
          <meshStandardMaterial color="#d9b24a" metalness={0.6} roughness={0.35} />
        </mesh>
      ))}
      {locustShown && <Card assets={assets} face="X" pose={{ p: CENTRE.locust, r: [-0.9, 0, 0] }} name="locust-card" tip={cardTip('X')} />}
    </group>
  );
});

// --- a seat's area: fields, speculations, storage, the hand face down, the name plate --------------------------

export const SeatArea = memo(function SeatArea({ assets, frame, players, mat, seat, label, active, showHand }: {
  assets: NileAssets;
  frame: SeatFrame;
  players: number;
  /** Draw the seat's mat (not at the low quality level: translucent planes over a fifth of the screen cost a software
   * renderer's frame time, which that level's budget keeps). */
  mat: boolean;
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
      {mat && <SeatMat frame={frame} players={players} colour={label.paint.colour} />}
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
      <NamePlate label={label} active={active} info={`🂠${seat.hand ?? '?'}  ▣${seat.storage ?? '?'}`} tip={plateTip(label.name, seat.hand, seat.storage)} at={namePos(frame)} size={[1.9, 0.355]} />
    </group>
  );
});
