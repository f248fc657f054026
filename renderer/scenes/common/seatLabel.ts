import { UNKNOWN_PAINT, type Paint } from './marks';

/**
 * What a seat's name plate says and wears, for every table: the player's name, their colour and mark (the game's seat
 * palette: Niagara's crew colour, the app's seat colours elsewhere) and a tag ('bot' while a bot plays the seat).
 */
export interface SeatLabel {
  name: string;
  paint: Paint;
  tag: string;
}

/** Seat `seat`'s label, or its number in grey when the table has none for it (a spectator's missing name). */
export const labelOf = (labels: readonly SeatLabel[], seat: number): SeatLabel => labels[seat] ?? { name: String(seat + 1), paint: UNKNOWN_PAINT, tag: '' };
