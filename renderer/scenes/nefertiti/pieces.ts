import { SEAT_COLORS } from '../../ui/common';

/** Servant and marker colours: the app's seat colours (the HUD and name plates use the same ones). */
export const SEAT_PIECE_COLORS: readonly string[] = SEAT_COLORS;
