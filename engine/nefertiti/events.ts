import type { Seat } from '../core/types';
import type { FinalScore } from './state';

/**
 * Everything visible that happens in Nefertiti, for animation and the game log. Markets are named by id ("gizeh",
 * …, "memphis"), cards by card id. `seat: null` is the 2-player neutral collection. Only `oracleLooked` and
 * `oracleSwapped` carry something secret (the deck's last cards); eventView strips it for other seats.
 */
export type NefertitiEvent =
  | { type: 'turn'; seat: Seat; turn: number }
  | { type: 'characterPlayed'; seat: Seat; character: string }
  | { type: 'sealSpent'; seat: Seat; toSupply: boolean }
  | { type: 'sealTaken'; seat: Seat; from: string; reason: 'upper' | 'papyrus' }
  | { type: 'sealPlaced'; market: string }
  | { type: 'sealDiscarded'; market: string; toSupply: boolean }
  | { type: 'servantPlaced'; seat: Seat; market: string; space: number; value: number; piece: 'servant' | 'collector' }
  | { type: 'coinTaken'; seat: Seat; market: string; amount: number; reason: 'firstServant' | 'coinSpace' | 'treasurer' | 'beggar' | 'half' }
  | { type: 'dieRolled'; seat: Seat; market: string; roll: number; pieces: number }
  | { type: 'marketClosed'; market: string; seat: Seat; reason: 'rule' | 'noServant' | 'akhenaton' | 'stalemate' }
  | {
      type: 'bidResolved'; market: string; seat: Seat; piece: 'servant' | 'collector'; space: number; value: number;
      role: 'top' | 'other'; result: 'paid' | 'half' | 'took' | 'spread' | 'nothing'; amount: number;
    }
  | { type: 'giftTaken'; seat: Seat | null; market: string; slot: number; card: string; how: 'bought' | 'stolen' | 'exchanged' | 'collected' }
  | { type: 'debenMoved'; seat: Seat | null; from: string; to: string; amount: number }
  | { type: 'servantsReturned'; market: string }
  | { type: 'stallSwitched'; market: string; stall: number }
  | { type: 'marketOpened'; market: string }
  | { type: 'cardTurned'; market: string; slot: number; faceDown: boolean; card?: string }
  | { type: 'marketRefilled'; market: string; cards: { slot: number; card: string }[]; toMemphis: string[] }
  | { type: 'memphisAllocated'; final: boolean; bidders: number }
  | { type: 'akhenatonDrawn'; market: string }
  | { type: 'giftDiscarded'; seat: Seat | null; card: string; reason: 'royalServant' | 'scribe' | 'royalScribe' | 'merchantOfAmun' }
  | { type: 'scored'; seat: Seat; points: number; reason: string; cards?: string[]; breakdown?: FinalScore }
  | { type: 'giftsExchanged'; seat: Seat; with: Seat | null; market?: string; slot?: number; gave: string; took: string; paid: number }
  | { type: 'wanderingThiefPlaced'; seat: Seat; market: string; slot: number; took: string | null }
  | { type: 'oracleLooked'; seat: Seat; count: number; cards?: string[] }
  | { type: 'oracleSwapped'; seat: Seat; gave: string; took: string }
  | { type: 'oracleReordered'; seat: Seat; order?: string[] }
  | { type: 'pass'; seat: Seat }
  | { type: 'gameOver'; reason: string; scores: number[] };
