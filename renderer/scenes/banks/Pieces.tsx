import type { ThreeEvent } from '@react-three/fiber';
import { memo } from 'react';
import { useDisposable } from '../common/useDisposable';
import { CARD_H, CARD_T, CARD_W } from '../common/cardGeometry';
import { NamePlate } from '../common/NamePlate';
import { labelOf, type SeatLabel } from '../common/seatLabel';
import { eventTile, waterTile } from './art';
import type { BanksAssets } from './assets';
import { CARD, WATER_Y, type BanksLayout, type Vec3 } from './layout';
import { HULL, keptDeck, keptHull } from './boatGeometry';
import type { BanksDisplay } from './model';
import { supplyTotal } from './model';
import { Mover } from './Mover';
import { tipHandlers, type Tip } from '../common/tips';
import { boardPileTip, boatTip, fieldCardTip, jokersTip, obeliskTip, pawnTip, pileTip, pillarTip, plateTip } from './tips';
import { UNKNOWN_PAINT, type Paint } from '../common/marks';
import { MarkBase } from './markers';

/** Square cards from portrait atlas tiles: scale the card box to the board's card size. */
const SX = CARD / CARD_W;
const SZ = CARD / CARD_H;

function SquareCard({ assets, front, back = 'back', p, yaw = 0, name, tip }: { assets: BanksAssets; front: string; back?: string; p: Vec3; yaw?: number; name: string; tip: Tip }) {
  return <mesh name={name} {...tipHandlers(() => tip)} geometry={assets.geometry(front, back)} material={assets.card} position={[p[0], p[1] + CARD_T / 2, p[2]]} rotation={[0, yaw, 0]} scale={[SX, 1, SZ]} castShadow receiveShadow />;
}

/** A pile as one box scaled in height, its top face showing `top`. */
function CardPile({ assets, top, p, count, name, yaw = 0, tip, onClick }: { assets: BanksAssets; top: string; p: Vec3; count: number; name: string; yaw?: number; tip: Tip; onClick?: () => void }) {
  if (count <= 0) return null;
  const h = Math.max(1, count * 0.6);
  const click = onClick
    ? (e: ThreeEvent<MouseEvent>) => {
        e.stopPropagation();
        onClick();
      }
    : undefined;
  return <mesh name={name} {...tipHandlers(() => tip)} onClick={click} userData={{ count, top }} geometry={assets.geometry(top, 'back')} material={assets.card} position={[p[0], p[1] + (h * CARD_T) / 2, p[2]]} rotation={[0, yaw, 0]} scale={[SX, h, SZ]} castShadow receiveShadow />;
}

/** Water and desert cards lying on the fields. */
export const FieldCards = memo(function FieldCards({ assets, d, L }: { assets: BanksAssets; d: BanksDisplay; L: BanksLayout }) {
  return (
    <group name="field-cards">
      {d.fields.map((f, i) => {
        const p: Vec3 = [L.fields[i]![0], L.fields[i]![1] + 0.002, L.fields[i]![2]];
        if (f.water) return <SquareCard key={f.id} name={`water:${f.id}`} assets={assets} front={waterTile(f.id, f.water.inner, f.water.outer)} p={p} tip={fieldCardTip(f.water)} />;
        if (f.desert) return <SquareCard key={f.id} name={`desert:${f.id}`} assets={assets} front="desert" p={p} yaw={0.04} tip={fieldCardTip(null)} />;
        return null;
      })}
    </group>
  );
});

/** The piles on the board: desert draw and discard, the revealed water cards. */
export const BoardPiles = memo(function BoardPiles({ assets, d, L }: { assets: BanksAssets; d: BanksDisplay; L: BanksLayout }) {
  const last = d.waterDiscard[d.waterDiscard.length - 1];
  return (
    <group name="board-piles">
      <CardPile name="desert-draw" assets={assets} top="desert" p={L.desertDraw} count={d.desertPile} tip={boardPileTip('desertDraw', d.desertPile)} />
      <CardPile name="desert-discard" assets={assets} top="desert" p={L.desertDiscard} count={d.desertDiscard} yaw={0.3} tip={boardPileTip('desertDiscard', d.desertDiscard)} />
      {/* Above the Nile's water plane, which runs over this spot. */}
      {last && <CardPile name="water-discard" assets={assets} top={eventTile(last.event)} p={[L.waterDiscard[0], L.waterDiscard[1] + 0.02, L.waterDiscard[2]]} count={d.waterDiscard.length} tip={boardPileTip('waterDiscard', d.waterDiscard.length)} />}
    </group>
  );
});

/**
 * The boat on the Nile (its markers are drawn with the others, on its deck): a high-ended hull afloat in the water
 * (its keel under the water line, which hides it), a plank deck, a short mast with its sail furled on the yard at the
 * bow, clear of the deck the markers stand on.
 */
export function Boat({ L, aboard }: { L: BanksLayout; aboard: number }) {
  const b = L.boat;
  const hull = useDisposable(keptHull, []);
  const deck = useDisposable(keptDeck, []);
  const mastZ = -HULL.half * 0.84;
  return (
    <group name="boat" {...tipHandlers(() => boatTip(aboard))} position={[b[0], WATER_Y, b[2]]}>
      <mesh name="boat-hull" geometry={hull} castShadow receiveShadow>
        <meshStandardMaterial color="#74461f" roughness={0.7} />
      </mesh>
      <mesh name="boat-deck" geometry={deck} receiveShadow>
        <meshStandardMaterial color="#c39a62" roughness={0.8} />
      </mesh>
      <mesh position={[0, HULL.deck + 0.2, mastZ]} castShadow>
        <cylinderGeometry args={[0.014, 0.02, 0.4, 6]} />
        <meshStandardMaterial color="#6b4524" roughness={0.8} />
      </mesh>
      {/* The steering oar over the stern, to starboard. */}
      <mesh position={[0.16, HULL.deck + 0.06, HULL.half * 0.72]} rotation={[0.5, 0, -0.25]} castShadow>
        <cylinderGeometry args={[0.012, 0.012, 0.5, 5]} />
        <meshStandardMaterial color="#6b4524" roughness={0.8} />
      </mesh>
      <mesh position={[0, HULL.deck + 0.36, mastZ]} rotation={[0, 0, Math.PI / 2]} scale={[1, 1, 0.8]} castShadow>
        <cylinderGeometry args={[0.03, 0.03, 0.5, 8]} />
        <meshStandardMaterial color="#efe4c8" roughness={0.9} />
      </mesh>
    </group>
  );
}

/** Pawns on the score track and the obelisk closing in on them. */
export function TrackPieces({ d, L, paints, instant, owner }: { d: BanksDisplay; L: BanksLayout; paints: readonly Paint[]; instant: boolean; owner: (seat: number) => string }) {
  const space = (n: number) => L.track[Math.max(0, Math.min(L.track.length - 1, n - 1))]!;
  const ob = space(d.obelisk);
  return (
    <group name="track-pieces">
      {d.pawns.map((pos, seat) => {
        const same = d.pawns.slice(0, seat).filter((p) => Math.min(p, L.track.length) === Math.min(pos, L.track.length)).length;
        const s = space(pos);
        const paint = paints[seat] ?? UNKNOWN_PAINT;
        return (
          <Mover key={seat} name={`pawn:${seat}`} to={[s[0] - 0.12 + (same % 3) * 0.12, s[1], s[2] - 0.1 + Math.floor(same / 3) * 0.18]} instant={instant}>
            <group name={`pawn-body:${seat}`} {...tipHandlers(() => pawnTip(pos, owner(seat)))}>
              {/* The pawn stands on its player's mark, so pawns are told apart by shape too. */}
              <MarkBase paint={paint} r={0.085} />
              <mesh position={[0, 0.09, 0]} castShadow>
                <cylinderGeometry args={[0.045, 0.07, 0.18, 14]} />
                <meshStandardMaterial color={paint.colour} roughness={0.4} />
              </mesh>
              <mesh position={[0, 0.21, 0]} castShadow>
                <sphereGeometry args={[0.055, 14, 10]} />
                <meshStandardMaterial color={paint.colour} roughness={0.4} />
              </mesh>
            </group>
          </Mover>
        );
      })}
      <Mover name="obelisk" to={[ob[0], ob[1], ob[2] + 0.12]} instant={instant}>
        <group name="obelisk-body" {...tipHandlers(() => obeliskTip(d.obelisk))}>
          <mesh position={[0, 0.3, 0]} rotation={[0, Math.PI / 4, 0]} castShadow>
            <cylinderGeometry args={[0.06, 0.11, 0.6, 4]} />
            <meshStandardMaterial color="#e6d3a3" roughness={0.55} />
          </mesh>
          <mesh position={[0, 0.65, 0]} rotation={[0, Math.PI / 4, 0]} castShadow>
            <coneGeometry args={[0.085, 0.1, 4]} />
            <meshStandardMaterial color="#d9b24a" metalness={0.6} roughness={0.3} />
          </mesh>
        </group>
      </Mover>
    </group>
  );
}

/** Each player's tray in front of the board: the two water piles (top faces visible to all), jokers, name plate. */
/** `onPile`: a click on one of the player's own water piles (pick it, or turn its top card), while the flood asks for one. */
export const Trays = memo(function Trays({ assets, d, L, plates, instant, onPile }: { assets: BanksAssets; d: BanksDisplay; L: BanksLayout; plates: SeatLabel[]; instant: boolean; onPile?: { seat: number; click: (pile: number) => void } }) {
  const name = (seat: number) => labelOf(plates, seat).name;
  return (
    <group name="trays">
      {L.trays.map((tray, seat) => {
        const piles = d.piles[seat] ?? [];
        const actor = d.step === 'actions' && d.actor === seat && !d.over;
        const info = `▲${d.pawns[seat] ?? 1}  ●${supplyTotal(d.supply[seat])}  ◆${d.jokers[seat] ?? 0}${actor ? `  ★${d.ap}` : ''}`;
        return (
          <group key={seat} name={`tray:${seat}`}>
            {piles.map((p, i) => (
              <CardPile key={i} name={`pile:${seat}:${i}`} assets={assets} top={p.top ? `w:${p.top[0]}:${p.top[1]}` : 'back'} p={tray.piles[i as 0 | 1]} count={p.size} tip={pileTip(seat, i, d, name(seat))} onClick={onPile?.seat === seat ? () => onPile.click(i) : undefined} />
            ))}
            <CardPile name={`jokers:${seat}`} assets={assets} top="desert" p={tray.jokers} count={d.jokers[seat] ?? 0} yaw={0.08} tip={jokersTip(d.jokers[seat] ?? 0, name(seat))} />
            <NamePlate label={labelOf(plates, seat)} active={actor || (d.step === 'tide' && d.startPlayer === seat)} info={info} tip={plateTip(seat, d, name(seat), supplyTotal(d.supply[seat]))} at={tray.plate} size={[1.8, 0.45]} />
          </group>
        );
      })}
      <Mover name="pillar" to={L.trays[d.startPlayer]?.pillar ?? [0, 0, 0]} instant={instant}>
        <group name="pillar-body" {...tipHandlers(() => pillarTip(name(d.startPlayer)))}>
          <mesh position={[0, 0.2, 0]} castShadow>
            <cylinderGeometry args={[0.08, 0.1, 0.4, 16]} />
            <meshStandardMaterial color="#c79a5a" roughness={0.5} />
          </mesh>
          <mesh position={[0, 0.42, 0]} castShadow>
            <cylinderGeometry args={[0.13, 0.09, 0.05, 16]} />
            <meshStandardMaterial color="#d9b24a" roughness={0.4} metalness={0.3} />
          </mesh>
        </group>
      </Mover>
    </group>
  );
});
