/**
 * Reveal all in the replay: each seat's secrets are worded from that seat's own view (what it shows beyond the
 * spectator's), so seats holding different secrets read differently; and reveal all exists only for a finished record.
 */
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../engine/core/types';
import { games } from '../../engine/games';
import { banks } from '../../engine/banks';
import { nefertiti } from '../../engine/nefertiti';
import { gameView, isViewGame } from '../../renderer/app/gameViews';
import { loadReplay } from '../../renderer/replay/load';
import { wordSecrets } from '../../renderer/ui/secretWords';
import { seatSecrets } from '../../renderer/ui/replay/seatSecrets';
import { viewerChoices } from '../../renderer/ui/replay/viewers';
import { act } from '../engine/banks/helpers';
import { fresh, giveTurn, retotal, setPlayer } from '../engine/nefertiti/helpers';
import { finishedRecord, REPLAY_GAMES } from './replayRecords';
import { expectWorded, translator } from './words';

let t: TFunction;
beforeAll(async () => {
  t = await translator('en');
});

/** Every seat's secret lines at `state` of `id`, each from that seat's own view beside the spectator's. */
function secretsAt(id: string, game: AnyGame, state: unknown): string[][] {
  if (!isViewGame(id)) throw new Error(id);
  const spectator = gameView(id, id, game.view(state, null))!;
  return Array.from({ length: spectator.players }, (_, seat) => wordSecrets(t, id, gameView(id, id, game.view(state, seat))!, spectator, seat));
}

/** The first state of a finished record where `pick` holds for at least `min` seats' own views (default: all). */
function stateWhere(id: string, pick: (view: never, seat: number) => boolean, min?: number): unknown {
  const r = loadReplay(finishedRecord(id));
  const holding = (s: unknown) => Array.from({ length: r.record.players }, (_, seat) => pick(r.game.view(s, seat) as never, seat)).filter(Boolean).length;
  const found = r.states.find((s) => holding(s) >= (min ?? r.record.players));
  expect(found, `${id}: a state where enough seats hold a secret`).toBeDefined();
  return found;
}

const different = (lines: string[][]) => expect(new Set(lines.map((l) => l.join('|'))).size, lines.join(' / ')).toBeGreaterThan(1);

describe('secret words per game: from the seat’s own view only', () => {
  it('NILE: each seat’s hand (and storage before the end), none for another seat', () => {
    const state = stateWhere('nile', (v: { seats: { hand?: Record<string, number> }[] }, seat) => Object.keys(v.seats[seat]!.hand ?? {}).length > 0);
    const lines = secretsAt('nile', games.nile!, state);
    lines.forEach((l, seat) => {
      const own = games.nile!.view(state, seat) as { seats: { hand: Record<string, number> }[] };
      expect(l[0]).toMatch(/^hand: /);
      for (const c of Object.keys(own.seats[seat]!.hand)) expect(l[0]).toContain(t(`crops.${c.length === 2 ? c[0] : c}`));
      expect(l.some((x) => x.startsWith('storage: '))).toBe(true);
      l.forEach((x) => expectWorded(x, /\{|undefined/, 'nile'));
    });
    different(lines);
  });

  it('Niagara: each of the seat’s crews’ hands and its face-down card', () => {
    const state = stateWhere('niagara', (v: { crews: { seat: number; faceDown: boolean; choice?: unknown }[] }, seat) =>
      v.crews.some((c) => c.seat === seat && c.faceDown && c.choice != null), 2,
    );
    const lines = secretsAt('niagara', games.niagara!, state);
    lines.forEach((l, seat) => {
      const own = games.niagara!.view(state, seat) as { crews: { seat: number; colour: string; choice?: number | string | null }[] };
      const mine = own.crews.filter((c) => c.seat === seat);
      expect(l).toHaveLength(mine.length);
      mine.forEach((c, i) => expect(l[i]).toContain(`${t(`niagaraTable.${c.colour}`)} crew`));
      expect(l.join(' ').includes('face down')).toBe(mine.some((c) => c.choice != null));
    });
    different(lines);
  });

  it('An den Ufern des Nils: a seat’s own start bid while the others still see it hidden', () => {
    let s = banks.setup({ players: 3, seed: 'bid', options: { startBidding: true } });
    s = act(s, 0, { type: 'startBid', markers: 1 }).state;
    s = act(s, 1, { type: 'startBid', markers: 3 }).state;
    const lines = secretsAt('banks', banks, s);
    expect(lines).toEqual([['secret bid for the start player: 1 marker'], ['secret bid for the start player: 3 markers'], []]);
  });

  it('Nefertiti: the cards only the Oracle’s player looks at', () => {
    const s = fresh(4, { characters: 'palaceIntrigues' });
    setPlayer(s, 0, { seals: 1 });
    retotal(s);
    giveTurn(s, 0);
    const st = nefertiti.apply(s, 0, { type: 'character', character: 'oracle' }).state;
    const lines = secretsAt('nefertiti', nefertiti, st);
    expect(lines[0]).toHaveLength(1);
    expect(lines[0]![0]).toMatch(/^the Oracle looks at: /);
    expectWorded(lines[0]![0]!, /\{|undefined|faceDown/, 'nefertiti');
    expect(lines.slice(1)).toEqual([[], [], []]);
  });
});

describe.each(REPLAY_GAMES)('reveal all in a replay: %s', (id) => {
  const record = finishedRecord(id);
  const finished = loadReplay(record);
  const unfinished = loadReplay({ ...record, actions: record.actions.slice(0, -1) });

  it('is offered only once the record is finished', () => {
    expect(finished.finished).toBe(true);
    expect(viewerChoices(finished)).toContain('all');
    expect(unfinished.finished).toBe(false);
    expect(viewerChoices(unfinished)).not.toContain('all');
    expect(viewerChoices(unfinished)).toEqual([null, ...Array.from({ length: record.players }, (_, i) => i)]);
    expect(seatSecrets(t, unfinished, 1)).toBeNull();
  });

  it('lists every seat, each with its own secrets at the step shown', () => {
    const mid = Math.floor(record.actions.length / 2);
    const secrets = seatSecrets(t, finished, mid)!;
    expect(secrets.map((s) => s.seat)).toEqual(Array.from({ length: record.players }, (_, i) => i));
    expect(secrets.map((s) => s.lines)).toEqual(secretsAt(id, finished.game, finished.states[mid]));
  });
});
