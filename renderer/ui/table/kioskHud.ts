import { createContext, type ReactNode } from 'react';

/**
 * What a kiosk (the showcase) puts in the table's HUD beside the game's own regions: its header (the game, its round
 * and whose turn), the caption of the last move, the QR code, and the staff's way out. Given, the table lays its HUD
 * out for a spectator screen read from a distance (`hud-kiosk` in hud.css): the same grid for every game, so none of
 * these can overlap the players, the log or the status.
 */
export interface KioskParts {
  header: ReactNode;
  caption: ReactNode;
  scan: ReactNode;
  exit: ReactNode;
}

export const KioskHud = createContext<KioskParts | null>(null);
