import type { Paint } from './marks';

/**
 * What a seat's name plate says and wears, for every table: the player's name, their colour and mark (the game's seat
 * palette: Niagara's crew colour, the app's seat colours elsewhere) and a tag ('bot' while a bot plays the seat).
 */
export interface SeatLabel {
  name: string;
  paint: Paint;
  tag: string;
}
