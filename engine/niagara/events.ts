import type { Seat } from '../core/types';
import type { CardId } from './material/cards';
import type { CrewColour } from './material/colours';
import type { GemColour } from './material/gems';
import type { Arm, DestinationId, PositionId } from './material/river';

/** Everything visible that happens in Niagara, for animation and the log. `cardChosen.card` is redacted by eventView. */
export type NiagaraEvent =
  | { type: 'roundStarted'; round: number; startSeat: Seat; startColour: CrewColour }
  | { type: 'cardChosen'; seat: Seat; colour: CrewColour; card?: CardId }
  | { type: 'cardsRevealed'; cards: { seat: Seat; colour: CrewColour; card: CardId }[] }
  | { type: 'canoeBoughtBack'; seat: Seat; canoe: string; paid: GemColour | null }
  | { type: 'weatherMoved'; seat: Seat; from: number; to: number }
  | { type: 'canoeMoved'; seat: Seat; canoe: string; direction: 'up' | 'down' | 'none'; path: (PositionId | DestinationId)[]; launched: boolean }
  | { type: 'gemLoaded'; seat: Seat; canoe: string; gem: GemColour; cave: GemColour }
  | { type: 'gemUnloaded'; seat: Seat; canoe: string; gem: GemColour; cave: GemColour }
  | { type: 'gemStolen'; seat: Seat; canoe: string; from: string; fromSeat: Seat; gem: GemColour }
  | { type: 'gemLanded'; seat: Seat; canoe: string; gem: GemColour; pointsLost: number }
  | { type: 'canoeLanded'; seat: Seat; canoe: string; pointsLost: number }
  | { type: 'victoryMet'; seat: Seat; conditions: ('sameColour' | 'differentColours' | 'anyColours')[] }
  | { type: 'turnSkipped'; seat: Seat; colour: CrewColour; reason: 'noCanoe' }
  | { type: 'passed'; seat: Seat; colour: CrewColour }
  | { type: 'riverFlow'; lowest: number; weather: number; speed: number }
  | { type: 'discPushed'; n: number; arm: Arm }
  | { type: 'canoeFell'; seat: Seat; canoe: string; from: PositionId | DestinationId; gem: GemColour | null }
  | { type: 'lifeRingPassed'; seat: Seat; colour: CrewColour }
  | { type: 'cardsReturned' }
  | { type: 'gameOver'; reason: 'victory' | 'roundCap'; winners: Seat[] };
