import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../../engine/core/types';
import { seatPaints, type MatchSetup } from '../game/seatPaints';
import { SeatMarks } from '../SeatMark';
import { noWinner, winnerText } from './standing';

/** A finished match as far as its winner line goes: the outcome, the seats' names and what their colours follow. */
export interface FinishedMatch {
  outcome: Outcome;
  names: readonly string[];
  setup: MatchSetup;
}

/** Who won, each winner by marks and name (or why nobody did): the results' headline and the game-over cover's line. */
export function WinnerLine({ outcome, names, setup, size }: FinishedMatch & { size: number }) {
  const { t } = useTranslation();
  return (
    <>
      {noWinner(outcome) ? null : outcome.winners.map((w) => <SeatMarks key={w} paints={seatPaints(setup, w)} size={size} />)} {winnerText(t, outcome, names)}
    </>
  );
}
