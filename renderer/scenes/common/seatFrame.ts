/** A seat's area on a round table: its centre, and the yaw that turns the area's local +z towards its owner. */
export interface SeatFrame {
  seat: number;
  /** Area centre on the table. */
  x: number;
  z: number;
  /** Yaw that turns the area's local +z (towards its owner) to face outwards. */
  yaw: number;
}
