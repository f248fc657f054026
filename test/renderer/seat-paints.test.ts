/**
 * The seats' colours outside the tables come from the game's palette (`GameUi.paints`): a Niagara player is shown in
 * the lobby, the results and the analysis in the crews' colours and marks of the Niagara table, not the app's seat
 * colours (the chart itself: analysis-panel.test.ts).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seatPaint, type Paint } from '../../renderer/scenes/common/marks';
import { crewPaint } from '../../renderer/scenes/niagara/palette';
import { seatPaints, type MatchSetup } from '../../renderer/ui/game/seatPaints';
import { PlayerCell } from '../../renderer/ui/results/PlayerCell';

/** A results row's player cell as the page gets it. */
const cell = (match: MatchSetup, seat: number) =>
  renderToStaticMarkup(createElement('table', null, createElement('tbody', null, createElement('tr', null, createElement(PlayerCell, { match, seat, name: 'Isis' })))));

/** The paints a piece of markup draws, in order: each SeatMark's colour and mark. */
const drawn = (html: string): string[] => [...html.matchAll(/data-mark="(\w+)".*?fill="([^"]*)"/g)].map((m) => `${m[2]} ${m[1]}`);
const named = (...paints: Paint[]): string[] => paints.map((p) => `${p.colour} ${p.mark}`);

describe('seat colours outside the tables', () => {
  // A match summary, as the lobby and the results have it from the host.
  const summary = (players: number, options: Record<string, unknown> = {}) => ({ id: 'm', code: 'ABCD', game: 'niagara', players, options });

  it('results: a Niagara player in its crew colour and mark, a two-colour player in both', () => {
    expect(drawn(cell(summary(3), 1))).toEqual(named(crewPaint('green')));
    expect(drawn(cell(summary(2, { twoColoursEach: true }), 0))).toEqual(named(crewPaint('red'), crewPaint('yellow')));
    expect(drawn(cell(summary(2, { twoColoursEach: true }), 1))).toEqual(named(crewPaint('green'), crewPaint('blue')));
    expect(cell(summary(3), 1)).toContain('Isis');
  });

  it("lobby, New Game and the other games: each seat's paints from its game; an unknown game gets the app's seat colours", () => {
    for (let seat = 0; seat < 3; seat++) {
      expect(seatPaints(summary(3), seat), `niagara seat ${seat}`).not.toContainEqual(seatPaint(seat));
      expect(seatPaints({ game: 'nile', players: 3 }, seat)).toEqual([seatPaint(seat)]);
      expect(seatPaints({ game: 'sealed-bids', players: 3 }, seat)).toEqual([seatPaint(seat)]);
    }
    expect(seatPaints(summary(4), 3)).toEqual([crewPaint('blue')]);
  });
});
