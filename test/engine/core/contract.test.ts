/**
 * The typed Game contract, checked by the compiler: `npm run typecheck` fails when a game's view, events, actions or
 * options stop reaching its users typed (each `@ts-expect-error` line must be an error, each `expectTypeOf` must hold;
 * `vitest run` checks no types). The last test checks the check: wrong assertions that must not compile, and the
 * typecheck's project reading this file. The runtime part checks that the derived option types describe what the
 * schemas really produce.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
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

  it('checks for real: a wrong assertion does not compile, and the typecheck compiles this file', () => {
    // Each line is a type error, or tsc fails on its unused directive: an expectTypeOf that let anything through (or
    // a file tsc no longer reads, checked below) would not pass unseen.
    // @ts-expect-error a NILE flag is a boolean, not a string
    expectTypeOf<NileOptions['bgaFloodBurn']>().toEqualTypeOf<string>();
    // @ts-expect-error the banks view is not Niagara's
    expectTypeOf<GameViews['banks']>().toEqualTypeOf<NiagaraView>();
    // @ts-expect-error eventView may give null
    expectTypeOf(nile.eventView).returns.toEqualTypeOf<NileEvent>();
    // The project `npm run typecheck` compiles (its `-p`) holds this very file.
    const root = resolve(__dirname, '..', '..', '..');
    const script: unknown = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts?.typecheck;
    const project = typeof script === 'string' ? /^tsc\b.*\s-p\s+(\S+)/.exec(script)?.[1] : undefined;
    if (!project) throw new Error(`the typecheck script runs tsc on no project: ${String(script)}`);
    const parsed = ts.getParsedCommandLineOfConfigFile(resolve(root, project), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    expect(parsed?.fileNames.map((f) => resolve(f))).toContain(resolve(__filename));
  });
});
