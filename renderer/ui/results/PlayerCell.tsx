import { seatPaints, type MatchSetup } from '../game/seatPaints';
import { Name } from '../Name';
import { SeatMarks } from '../SeatMark';

/** A results row's player: every colour the seat played in (a Niagara seat's crews, as at the table), then its name. */
export function PlayerCell({ match, seat, name }: { match: MatchSetup; seat: number; name: string | undefined }) {
  return (
    <td className="results-player">
      <span className="results-who">
        <SeatMarks paints={seatPaints(match, seat)} size={13} /> <Name text={name ?? ''} testId={`result-name-${seat}`} />
      </span>
    </td>
  );
}
