import { memo, useMemo } from 'react';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { CARD_H } from '../common/cardGeometry';
import { Label } from '../common/Label';
import { NamePlate } from '../common/NamePlate';
import { labelOf, type SeatLabel } from '../common/seatLabel';
import type { NefAssets } from './assets';
import { BOARD_TOP, SEAT_CARD, type Layout, type SeatSpot } from './layout';
import { giftList, type NefDisplay } from './model';
import { Card, Pawn, Stack } from './Pieces';
import { coinsTip, giftTip, plateTip, sealsTip, servantTip } from './tips';

/** Every seat's area; the plate of the seat deciding now (else the active one) is lit. */
export function SeatAreas({ assets, layout, d, labels, data }: { assets: NefAssets; layout: Layout; d: NefDisplay; labels: readonly SeatLabel[]; data: NefertitiData }) {
  const order = useMemo(() => data.cards.map((c) => c.id), [data]);
  return (
    <>
      {layout.seats.map((spot) => (
        <SeatArea key={spot.seat} assets={assets} spot={spot} seat={d.seats[spot.seat]!} label={labelOf(labels, spot.seat)} active={!d.over && ((d.decision as { seat?: number } | null)?.seat ?? d.active) === spot.seat} order={order} data={data} />
      ))}
    </>
  );
}

/** A seat's area: its name plate, servants, coins, seals and gifts. */
const SeatArea = memo(function SeatArea({ assets, spot, seat, label, active, order, data }: { assets: NefAssets; spot: SeatSpot; seat: NefDisplay['seats'][number]; label: SeatLabel; active: boolean; order: readonly string[]; data: NefertitiData }) {
  const cards = giftList(seat.gifts, order);
  const kinds = order.filter((id) => (seat.gifts[id] ?? 0) > 0);
  return (
    <group name={`seat-area:${spot.seat}`} userData={{ money: seat.money, seals: seat.seals, servants: seat.servants }}>
      <NamePlate label={label} active={active} tip={plateTip(label.name)} at={[spot.plate[0], BOARD_TOP + 0.005, spot.plate[2]]} size={[2.6, 0.41]} />
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
            {n > 1 && <Label text={`x${n}`} position={[at[0], BOARD_TOP + 0.05, at[2] + CARD_H * SEAT_CARD * 0.5 + 0.12]} size={0.16} />}
          </group>
        );
      })}
      <group name={`gift-count:${spot.seat}`} userData={{ cards: cards.length }} />
    </group>
  );
});
