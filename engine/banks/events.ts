import type { Seat } from '../core/types';
import type { TideName } from './state';

/** A marker as events show it: colour (seat), kind id, and its side/state. */
export interface MarkerInfo {
  colour: Seat;
  kind: string;
  state?: 'seed' | 'ripe' | 'spoiled' | 'rotten';
}

/** An event printed on a card back, as revealed. */
export interface EventFace {
  kind: 'rot' | 'desert' | 'hippo';
  palms?: number;
  arrow: boolean;
}

/**
 * Everything visible that happens, in order, for animation and the game log. No event carries a card's identity:
 * water and desert cards are shown by their faces, and only once those faces are visible. Secret bids are redacted
 * for other seats by eventView.
 */
export type BanksEvent =
  | { type: 'startPlayer'; seat: Seat; reason: 'option' | 'random' | 'bid' | 'bidDraw' }
  | { type: 'bidPlaced'; seat: Seat; auction: 'start' | 'hippo'; markers?: number }
  | { type: 'bidsRevealed'; auction: 'start' | 'hippo'; hands: number[]; totals: number[]; winner: Seat | null }
  | { type: 'markersToBoat'; seat: Seat; kinds: string[]; reason: 'opening' | 'bid' | 'hippo' }
  | { type: 'desertPlaced'; field: string; reason: 'start' | 'event'; markers: MarkerInfo[] }
  | { type: 'desertEventFizzled'; reason: 'noField' | 'noCard' }
  | { type: 'waterPlaced'; seat: Seat; pile: number; field: string; inner: number; outer: number; newTop: [number, number] | null }
  | { type: 'waterSkipped'; seat: Seat }
  | { type: 'fieldFlooded'; field: string; markers: MarkerInfo[]; desert: boolean }
  | { type: 'waterRemoved'; seat: Seat; field: string; inner: number; outer: number }
  | { type: 'eventRevealed'; source: 'water' | 'desert'; field: string; event: EventFace }
  | { type: 'rotApplied'; row: string; changes: { pos: number; colour: Seat; kind: string; from: string; to: string }[] }
  | { type: 'tideMarkerMoved'; from: TideName; to: TideName; reason: 'arrow' | 'floodStalled' | 'ebbStalled' }
  | { type: 'tideStarted'; seat: Seat; tide: TideName }
  | { type: 'tideEnded'; tide: TideName }
  | { type: 'jokerTaken'; seat: Seat; source: 'flood' | 'bought' }
  | { type: 'jokerUsed'; seat: Seat; ap: number }
  | { type: 'jokerHealed'; seat: Seat; row: string; pos: number; colour: Seat; kind: string }
  | { type: 'desertReshuffled'; cards: number }
  | { type: 'actionPhaseStarted'; seat: Seat; ap: number; extra: boolean }
  | { type: 'actionPhaseEnded'; seat: Seat; extra: boolean }
  | { type: 'plantSown'; seat: Seat; kind: string; field: string; ripe: boolean; cost: number }
  | { type: 'plantGrown'; seat: Seat; kind: string; field: string; cost: number }
  | { type: 'plantHarvested'; seat: Seat; kind: string; field: string; value: number; cost: number }
  | { type: 'marketPlaced'; seat: Seat; kind: string; row: string; pos: number; value: number }
  | { type: 'seedBought'; seat: Seat; colour: Seat; kind: string; cost: number }
  | { type: 'pillarPassed'; from: Seat; to: Seat }
  | { type: 'boatCleared'; lost: number[]; colours: number }
  | { type: 'obeliskMoved'; from: number; to: number }
  | { type: 'rowScored'; row: string; ranking: Seat[]; counting: number[]; awards: number[]; penalties: number[]; moves: number[] }
  | { type: 'pawnMoved'; seat: Seat; from: number; to: number }
  | { type: 'marketToBoat'; rows: string[]; markers: number[] }
  | { type: 'roundStarted'; round: number; startPlayer: Seat }
  | { type: 'gameOver'; reason: 'obelisk' | 'roundCap' | 'stalemate'; winners: Seat[] };
