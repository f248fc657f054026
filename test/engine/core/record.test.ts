import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { playGame } from '../../../engine/core/play';
import { ReplayError, parseRecord, replay, type MatchRecord } from '../../../engine/core/record';
import { games } from '../../../engine/games';
import { ruleError } from '../support';

const played = playGame(games.nile!, { players: 3, seed: 'record-test', bots: [randomBot, randomBot, randomBot] });

describe('match records and replay', () => {
  it('a played game replays to the same final state, through JSON', () => {
    const text = JSON.stringify(played.record);
    const r = replay(games, text, { keepStates: true });
    expect(r.final).toEqual(played.final);
    expect(r.states).toHaveLength(played.record.actions.length + 1);
    expect(r.outcome).toEqual(games.nile!.outcome(played.final));
  });

  it('stops at the first illegal action and names its index', () => {
    const rec: MatchRecord = structuredClone(played.record);
    const i = 5;
    rec.actions[i] = { seat: (rec.actions[i]!.seat + 1) % 3, action: rec.actions[i]!.action };
    const e = ruleError(() => replay(games, rec), 'BAD_RECORD');
    expect(e).toBeInstanceOf(ReplayError);
    expect((e as ReplayError).index).toBe(i);
    expect(e.message).toMatch(/action #5 cannot be replayed: NOT_YOUR_TURN/);
  });

  it.each([
    ['not json {', /not valid JSON/],
    [{ game: 'nile' }, /field "version"/],
    [{ ...played.record, players: 'four' }, /field "players"/],
    [{ ...played.record, actions: [{ seat: 0 }] }, /field "actions\.0\.action"/],
    [{ ...played.record, actions: [{ seat: 0, action: { kind: 'x' } }] }, /field "actions\.0\.action\.type"/],
    [{ ...played.record, game: 'chess' }, /unknown game "chess"/],
    [{ ...played.record, version: '999' }, /field "version": recorded with nile rules 999/],
    [{ ...played.record, options: { noSuchOption: true } }, /setup failed: unknown option "noSuchOption"/],
    [{ ...played.record, players: 9 }, /setup failed: NILE is for 2 to 5 players/],
  ])('a corrupt record says what is wrong (%#)', (input, msg) => {
    const e = ruleError(() => replay(games, typeof input === 'string' ? input : JSON.stringify(input)), 'BAD_RECORD');
    expect(e.message).toMatch(msg);
  });

  it('parseRecord accepts a valid record unchanged', () => {
    expect(parseRecord(JSON.stringify(played.record))).toEqual(played.record);
  });
});
