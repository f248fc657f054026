import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * How far each table on screen has shown its match: the animator's `seq` once a batch is displayed (not when it is
 * queued). The showcase drives its captions and its finale from it and acks it to a pacing host (host/pacers.ts).
 */
export const useShown = create<{ shown: Record<string, number> }>(() => ({ shown: {} }));

/** The animator exposes its seq as a plain getter (no event): look a few times a second, publish on change. */
const POLL_MS = 100;

/** Publish `animator.shownSeq` for `match` while the table is mounted. */
export function usePublishShown(match: string, animator: { readonly shownSeq: number }): void {
  useEffect(() => {
    let last = Number.NaN;
    const look = () => {
      const seq = animator.shownSeq;
      if (seq === last || seq < 0) return;
      last = seq;
      useShown.setState((s) => ({ shown: { ...s.shown, [match]: seq } }));
    };
    look();
    const t = setInterval(look, POLL_MS);
    return () => {
      clearInterval(t);
      useShown.setState((s) => {
        const { [match]: _gone, ...rest } = s.shown;
        return { shown: rest };
      });
    };
  }, [match, animator]);
}

/**
 * A game's count of its play, as its turn box shows it: Niagara and An den Ufern des Nils count rounds, NILE and
 * Nefertiti turns. The showcase's header reads it (through `useShownTurn`), so both say the same number.
 */
export interface TableRound {
  n: number;
  unit: 'round' | 'turn';
}

/** What a table shows of the game's progress: its round (or turn) and the seat whose turn it shows. */
export interface ShownTurn {
  round: TableRound | null;
  seat: number | null;
}

/**
 * Each table's `ShownTurn` on screen, from the display it has drawn (the kit's `round` and `acting`): the showcase's
 * header follows it, so the header and the turn box cannot tell different rounds.
 */
export const useShownTurn = create<{ turns: Record<string, ShownTurn> }>(() => ({ turns: {} }));

/** Publish `turn` for `match` while the table is mounted (null: nothing drawn yet). */
export function usePublishTurn(match: string, turn: ShownTurn | null): void {
  const round = turn?.round?.n ?? null;
  const unit = turn?.round?.unit ?? null;
  const seat = turn?.seat ?? null;
  const drawn = turn !== null;
  useEffect(() => {
    if (!drawn) return;
    const shown: ShownTurn = { round: round === null || unit === null ? null : { n: round, unit }, seat };
    useShownTurn.setState((s) => ({ turns: { ...s.turns, [match]: shown } }));
  }, [match, drawn, round, unit, seat]);
  useEffect(
    () => () =>
      useShownTurn.setState((s) => {
        const { [match]: _gone, ...rest } = s.turns;
        return { turns: rest };
      }),
    [match],
  );
}

/**
 * The tables on screen whose stage has drawn its first frame (and whose HUD shows): the showcase keeps its opening
 * card over a table until then, so a kiosk never shows a blank screen while the next game's table is built.
 */
export const useTableDrawn = create<{ drawn: Record<string, true> }>(() => ({ drawn: {} }));

/** Publish that `match`'s table has drawn, from when `drawn` turns true until the table leaves the screen. */
export function usePublishDrawn(match: string, drawn: boolean): void {
  useEffect(() => {
    if (!drawn) return;
    useTableDrawn.setState((s) => ({ drawn: { ...s.drawn, [match]: true } }));
    return () =>
      useTableDrawn.setState((s) => {
        const { [match]: _gone, ...rest } = s.drawn;
        return { drawn: rest };
      });
  }, [match, drawn]);
}
