/**
 * The typed Game contract, checked by the compiler: `npx tsc -p .` fails when a game's view, events, actions or options
 * stop reaching its users typed (each `@ts-expect-error` line must be an error, each `expectTypeOf` must hold). The
 * runtime part only checks that the derived option types describe what the schemas really produce.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultsOf, type OptionPreset } from '../../../engine/core/options';
import type { ActionOf, EventOf, GameEvent, OptionsOf, StateOf, ViewOf } from '../../../engine/core/types';
import type { GameEvents, GameRegistry, GameViews } from '../../../engine/games';
import type { BanksEvent, BanksOptions, BanksView } from '../../../engine/banks';
import type { NefertitiEvent, NefertitiOptions, NefertitiView } from '../../../engine/nefertiti';
import type { NiagaraEvent, NiagaraOptions, NiagaraView } from '../../../engine/niagara';
import { nile, type NileAction, type NileEvent, type NileOptions, type NileState, type NileView } from '../../../engine/nile';
import { nileOptionSchema } from '../../../engine/nile/options';

describe('the typed Game contract', () => {
  it('reads each part of a game off its Game object', () => {
    expectTypeOf<ViewOf<typeof nile>>().toEqualTypeOf<NileView>();
    expectTypeOf<EventOf<typeof nile>>().toEqualTypeOf<NileEvent>();
    expectTypeOf<ActionOf<typeof nile>>().toEqualTypeOf<NileAction>();
    expectTypeOf<StateOf<typeof nile>>().toEqualTypeOf<NileState>();
    expectTypeOf<OptionsOf<typeof nile>>().toEqualTypeOf<NileOptions>();
  });

  it('gives a GameId its views and events without importing the game', () => {
    expectTypeOf<GameRegistry['nile']>().toEqualTypeOf<typeof nile>();
    expectTypeOf<GameViews['banks']>().toEqualTypeOf<BanksView>();
    expectTypeOf<GameViews['niagara']>().toEqualTypeOf<NiagaraView>();
    expectTypeOf<GameViews['nefertiti']>().toEqualTypeOf<NefertitiView>();
    expectTypeOf<GameEvents['banks']>().toEqualTypeOf<BanksEvent>();
    expectTypeOf<GameEvents['niagara']>().toEqualTypeOf<NiagaraEvent>();
    expectTypeOf<GameEvents['nefertiti']>().toEqualTypeOf<NefertitiEvent>();
  });

  it('eventView, apply and determinize take and give the game’s own types', () => {
    expectTypeOf(nile.eventView).parameter(0).toEqualTypeOf<NileEvent>();
    expectTypeOf(nile.eventView).returns.toEqualTypeOf<NileEvent | null>();
    expectTypeOf(nile.apply).returns.toEqualTypeOf<{ state: NileState; events: NileEvent[] }>();
    expectTypeOf(nile.determinize).parameter(0).toEqualTypeOf<NileView>();
    // Never called: only the compiler looks at these.
    const wrongEvents = () => {
      // @ts-expect-error a banks event is not a NILE event
      nile.eventView({ type: 'bidPlaced', seat: 0, auction: 'start' }, 0);
      // @ts-expect-error a NILE draw event has a count
      nile.eventView({ type: 'draw', seat: 0, reason: 'turn' }, 0);
      // @ts-expect-error code that handles any game sees only an event's type
      return (e: GameEvent) => e.seat;
    };
    expect(typeof wrongEvents).toBe('function');
  });

  it('derives each game’s options from its schema: a wrong key or value is a type error', () => {
    expectTypeOf<NileOptions['bgaFloodBurn']>().toEqualTypeOf<boolean>();
    expectTypeOf<NileOptions['firstPlayer']>().toEqualTypeOf<number | null>();
    expectTypeOf<BanksOptions['twoPlayerCover']>().toEqualTypeOf<'german' | 'seed'>();
    expectTypeOf<BanksOptions['startingJokers']>().toEqualTypeOf<number>();
    expectTypeOf<NiagaraOptions['roundCap']>().toEqualTypeOf<number | null>();
    expectTypeOf<NefertitiOptions['characters']>().toEqualTypeOf<'base' | 'random' | 'curseOfAmun' | 'palaceIntrigues' | 'raceForTheNile'>();
    const wrongOptions = () => {
      // @ts-expect-error no such option
      const a: Partial<NileOptions> = { bgaFloodBurns: true };
      // @ts-expect-error a flag is true or false
      const b: Partial<NileOptions> = { bgaFloodBurn: 'yes' };
      // @ts-expect-error not one of the choices
      const c: Partial<BanksOptions> = { twoPlayerCover: 'french' };
      // @ts-expect-error a preset names options of its game only
      const d: OptionPreset<NiagaraOptions> = { id: 'x', label: 'x', help: 'x', values: { hippoAuction: true } };
      // @ts-expect-error setup takes the game's options
      nile.setup({ players: 2, seed: 's', options: { firstPlayer: '0' } });
      return [a, b, c, d];
    };
    expect(typeof wrongOptions).toBe('function');
  });

  it('the derived options type describes what the schema resolves to', () => {
    const o: NileOptions = defaultsOf(nileOptionSchema);
    expect(Object.keys(o)).toEqual(Object.keys(nileOptionSchema));
    for (const [k, v] of Object.entries(o)) expect(typeof v === 'boolean' || v === null, k).toBe(true);
    expect(nile.defaultOptions).toEqual(o);
  });
});
