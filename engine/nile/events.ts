import type { Seat } from '../core/types';
import type { CardId, CropId } from './material/cards';

export interface TradePayment {
  from: 'hand' | 'storage';
  card: CardId;
}

/** Everything visible that happens in NILE, for animation and the log. Card lists are redacted by eventView. */
export type NileEvent =
  | { type: 'turn'; seat: Seat; turn: number }
  | { type: 'flood'; card: CardId; seat: Seat }
  | { type: 'floodBurned'; seat: Seat }
  | { type: 'locustDrawn'; seat: Seat | null; context: 'flood' | 'draw' }
  | { type: 'locust'; discarded: { seat: Seat; crop: CropId; count: number }[] }
  | { type: 'harvest'; seat: Seat; crop: CropId }
  | { type: 'speculationSettled'; seat: Seat; cards: CardId[]; won: CardId[]; payout: number }
  | { type: 'draw'; seat: Seat; count: number; reason: 'turn' | 'market' | 'payout'; cards?: CardId[] }
  /** `hidden` (HIDE_TRADE_PAYMENT): only the payer sees `paid`; everyone else gets the `count` form below. */
  | { type: 'trade'; seat: Seat; kind: 'market' | 'offering'; paid: TradePayment[]; hidden?: true }
  | { type: 'trade'; seat: Seat; kind: 'market' | 'offering'; count: number; hidden: true }
  | { type: 'plant'; seat: Seat; crops: Partial<Record<CropId, number>> }
  | { type: 'takeover'; seat: Seat; from: Seat; crop: CropId; count: number }
  | { type: 'speculate'; seat: Seat; cards: CardId[] }
  | { type: 'pass'; seat: Seat }
  | { type: 'rebuild'; deckSize: number; reshufflesLeft: number }
  | { type: 'gameOver'; reason: 'deckExhausted' };
