/** Seats are numbered 0..players-1 in clockwise order. `null` as a viewer means a spectator. */
export type Seat = number;
