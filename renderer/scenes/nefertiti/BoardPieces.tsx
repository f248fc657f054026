import { memo } from 'react';
import { CARD_W } from '../common/cardGeometry';
import { Label } from '../common/Label';
import { tipHandlers } from '../common/tips';
import type { NefAssets } from './assets';
import { BOARD_CARD, BOARD_TOP, trackCell, type Layout, type MarketSpot } from './layout';
import type { NefDisplay } from './model';
import { Card, Pawn, Stack } from './Pieces';
import { Tile } from './Tile';
import { akhenatonTip, bidTip, closedTip, deckTip, giftTip, marketSealTip, markerTip, reserveTip, sealSupplyTip } from './tips';

/**
 * What lies on the board and beside it: each market's cards, seal, reserve and servants, Memphis's, the deck, the seal
 * supply and the score markers; the market being resolved glows. `names`: the seats' names, for the pieces' tips.
 */
export function BoardPieces({ assets, layout, d, names, closing }: { assets: NefAssets; layout: Layout; d: NefDisplay; names: readonly string[]; closing: string | null }) {
  const closingSpot = closing ? layout.markets.find((m) => m.id === closing) : undefined;
  return (
    <>
      {layout.markets.map((spot, m) => (
        <MarketPieces key={spot.id} assets={assets} spot={spot} d={d} m={m} akhenaton={d.akhenaton === spot.id} names={names} />
      ))}
      {layout.memphis && d.memphis && <MemphisPieces assets={assets} spot={layout.memphis} memphis={d.memphis} d={d} names={names} />}
      <Supply assets={assets} layout={layout} d={d} />
      <TrackMarkers layout={layout} d={d} assets={assets} names={names} />
      {closingSpot && <ClosingGlow spot={closingSpot} />}
    </>
  );
}

/** A market: its cards, seal, reserve tile, the closed tile, and the servants on its active stall. */
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
        <mesh name={`seal:${mk.id}`} {...tipHandlers(marketSealTip)} geometry={assets.seal} material={assets.sealMat} position={[spot.slots[0]![0] + CARD_W * BOARD_CARD * 0.5 + 0.16, BOARD_TOP + 0.05, spot.slots[0]![2] + 0.2]} castShadow />
      )}
      <group name={`reserve-tile:${mk.id}`} userData={{ stall: covered }}>
        <Tile look={assets.tiles.reserve} at={[res[0], BOARD_TOP + 0.03, res[2]]} size={[tw, th]} thick={0.06} />
        <Stack assets={assets} kind="coin" at={[res[0], BOARD_TOP + 0.06, res[2] - 0.1]} count={mk.reserve} name={`reserve:${mk.id}`} tip={reserveTip(market, mk.reserve)} />
      </group>
      {closed && (
        <group name={`closed-tile:${mk.id}`} {...tipHandlers(() => closedTip(market))}>
          <Tile look={assets.tiles.closed} at={[act[0], BOARD_TOP + 0.035, act[2]]} size={[tw, th]} thick={0.07} />
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

/** Memphis (expansion): its cards, the servants on its spaces, its coin reserve. */
function MemphisPieces({ assets, spot, memphis, d, names }: { assets: NefAssets; spot: NonNullable<Layout['memphis']>; memphis: NonNullable<NefDisplay['memphis']>; d: NefDisplay; names: readonly string[] }) {
  return (
    <group name="memphis">
      {memphis.cards.map((c, i) => (
        <Card key={i} assets={assets} face={c} at={spot.cards(i)} scale={0.55} name={`memphis-card:${c}`} tip={giftTip(d.data, c, { on: 'memphis' })} />
      ))}
      {memphis.bids.map((b) => {
        const sp = spot.spaces[b.space];
        return sp ? <Pawn key={b.space} assets={assets} seat={b.seat} at={[sp.x, 0, sp.z]} name={`bid:memphis:${b.space}:${b.seat}`} tip={bidTip(names[b.seat] ?? String(b.seat + 1), sp.value, 'Memphis')} /> : null;
      })}
      <Stack assets={assets} kind="coin" at={spot.reserve} count={memphis.reserve} name="reserve:memphis" tip={reserveTip('Memphis', memphis.reserve)} />
    </group>
  );
}

/** Beside the board: the deck and the seal supply. */
function Supply({ assets, layout, d }: { assets: NefAssets; layout: Layout; d: NefDisplay }) {
  const h = Math.max(1, Math.min(60, d.deckSize) * 0.7);
  return (
    <group name="supply">
      {d.deckSize > 0 && (
        <mesh name="deck" {...tipHandlers(() => deckTip(d.deckSize))} userData={{ count: d.deckSize }} geometry={assets.geometry('back')} material={assets.card} position={[layout.deck[0], BOARD_TOP + (h * 0.008) / 2, layout.deck[2]]} scale={[1, h, 1]} rotation={[0, 0, Math.PI]} castShadow receiveShadow />
      )}
      <Label text={String(d.deckSize)} position={[layout.deck[0], BOARD_TOP + 0.4, layout.deck[2] + 0.6]} size={0.22} />
      <Stack assets={assets} kind="seal" at={layout.sealSupply} count={d.sealSupply} name="seal-supply" tip={sealSupplyTip(d.sealSupply)} />
    </group>
  );
}

/** Each seat's marker on the score track (laps past 100 written beside it). */
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
            <mesh position={[at[0], BOARD_TOP + 0.03 + same * 0.05, at[2]]} geometry={assets.trackMarkers[seat % assets.trackMarkers.length]} material={assets.pawnMats[seat % assets.pawnMats.length]} castShadow />
            {laps > 0 && <Label text={`+${laps * 100}`} position={[at[0], BOARD_TOP + 0.2 + same * 0.05, at[2] - 0.22]} size={0.14} />}
          </group>
        );
      })}
    </group>
  );
}

/** A warm glow round the market being resolved (static: nothing renders continuously while a player decides). */
function ClosingGlow({ spot }: { spot: MarketSpot }) {
  return (
    <mesh name={`closing:${spot.id}`} position={[spot.x, BOARD_TOP + 0.01, 0.95]} rotation={[-Math.PI / 2, 0, 0]}>
      <planeGeometry args={[spot.stallSize[0] + 0.2, 3.5]} />
      <meshBasicMaterial color="#ffcf5a" transparent opacity={0.35} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}
