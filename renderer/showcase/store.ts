import { create } from 'zustand';
import type { PlaylistEntry } from '../../protocol/playlist';

/** What the kiosk shows: the attract screen, a game waiting for a visitor, a game, the scoreboard, or nothing to play. */
export type ShowcasePhase = 'attract' | 'claim' | 'playing' | 'scoreboard' | 'idle';

/** How the host and the table kept pace in one game (the soak test's figures). */
export interface GamePace {
  /** Most host actions that were ahead of what the table had shown. */
  ahead: number;
  /** Most a caption's move was ahead of what the table had shown when it appeared (≤ 0: never ahead). */
  captionLead: number;
  /** The game's last seq, and what the table had shown when the scoreboard came (null: the game never ended). */
  endSeq: number;
  shownAtEnd: number | null;
}

export interface GameResult {
  game: string;
  players: number;
  /** The playlist entry's options (the scoreboard draws the seats in the game's colours for them). */
  options: Record<string, unknown>;
  names: string[];
  scores: number[];
  winners: number[];
  /** Moves played, and captions shown during the game. */
  seq: number;
  captions: number;
  pace?: GamePace;
  /** What the page measured when the game ended (render stats, for the soak test). */
  probe?: unknown;
}

export interface ShowcaseNotice {
  kind: 'skipped' | 'restarted';
  game: string;
  reason: string;
}

export interface ShowcaseState {
  phase: ShowcasePhase;
  /** The match on screen (claim: the one waiting for a visitor). */
  match: string | null;
  code: string | null;
  entry: PlaylistEntry | null;
  next: PlaylistEntry | null;
  /** Games started so far (1-based number of the current one) and playlist rounds. */
  number: number;
  round: number;
  /** Phase deadline (performance.now() time), for countdowns. */
  until: number;
  /** Seat names of the match on screen. */
  names: string[];
  caption: string | null;
  captions: number;
  visitor: string | null;
  results: GameResult[];
  notices: ShowcaseNotice[];
  /** Every error the loop survived (logged, then the next game). */
  errors: string[];
}

export const initialShowcase = (): ShowcaseState => ({
  phase: 'attract', match: null, code: null, entry: null, next: null, number: 0, round: 1, until: 0, names: [], caption: null, captions: 0, visitor: null, results: [], notices: [], errors: [],
});

export const useShowcase = create<ShowcaseState>(() => initialShowcase());

/** Wins per player name over the results (the scoreboard's tally), most first. */
export function tally(results: readonly GameResult[]): { name: string; wins: number }[] {
  const m = new Map<string, number>();
  for (const r of results) {
    for (const n of r.names) if (!m.has(n)) m.set(n, 0);
    for (const w of r.winners) {
      const n = r.names[w];
      if (n !== undefined) m.set(n, (m.get(n) ?? 0) + 1);
    }
  }
  return [...m].map(([name, wins]) => ({ name, wins })).sort((a, b) => b.wins - a.wins || a.name.localeCompare(b.name));
}
