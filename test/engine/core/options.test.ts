import { describe, expect, it } from 'vitest';
import { choice, count, countOrNull, defaultsOf, flag, resolveOptions, type OptionSchema } from '../../../engine/core/options';
import { ruleError } from '../support';

const schema: OptionSchema = {
  fast: { kind: 'boolean', default: false, label: 'Fast', help: 'x' },
  mode: { kind: 'enum', default: 'a', values: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], label: 'Mode', help: 'x' },
  seat: { kind: 'int', default: null, nullable: true, min: 0, max: 4, label: 'Seat', help: 'x' },
};

describe('option schemas', () => {
  it('defaults come from the schema', () => {
    expect(defaultsOf(schema)).toEqual({ fast: false, mode: 'a', seat: null });
    expect(resolveOptions(schema, undefined)).toEqual({ fast: false, mode: 'a', seat: null });
  });

  it('merges valid values', () => {
    expect(resolveOptions(schema, { fast: true, mode: 'b', seat: 3 })).toEqual({ fast: true, mode: 'b', seat: 3 });
    expect(resolveOptions(schema, { seat: null })).toEqual({ fast: false, mode: 'a', seat: null });
  });

  it.each([
    [{ slow: true }, 'slow', /unknown option "slow"/],
    [{ fast: 'yes' }, 'fast', /option "fast" must be true or false, got "yes"/],
    [{ mode: 'c' }, 'mode', /option "mode" must be one of "a", "b", got "c"/],
    [{ seat: 5 }, 'seat', /option "seat" must be a whole number from 0 to 4/],
    [{ seat: 1.5 }, 'seat', /option "seat"/],
    [{ __proto__x: 1 }, '__proto__x', /unknown option/],
  ])('rejects %j naming the option', (given, name, msg) => {
    const e = ruleError(() => resolveOptions(schema, given), 'BAD_OPTION');
    expect(e.details?.option).toBe(name);
    expect(e.message).toMatch(msg);
  });

  it('rejects options that are not an object', () => {
    for (const bad of [3, 'x', [true]]) ruleError(() => resolveOptions(schema, bad), 'BAD_OPTION');
  });

  it('does not treat inherited keys as options', () => {
    expect(ruleError(() => resolveOptions(schema, JSON.parse('{"toString": 1}')), 'BAD_OPTION').message).toMatch(/unknown option "toString"/);
  });
  it('builders write the same specs as the literal schema (variant only when given)', () => {
    const built = {
      fast: flag(false, { label: 'Fast', help: 'x' }),
      mode: choice([['a', 'A'], ['b', 'B']], 'a', { label: 'Mode', help: 'x' }),
      seat: countOrNull(0, 4, null, { label: 'Seat', help: 'x' }),
    } satisfies OptionSchema;
    expect(built).toStrictEqual(schema);
    expect(count(1, 20, 3, { label: 'N', help: 'x', variant: 'V' })).toStrictEqual({ kind: 'int', default: 3, min: 1, max: 20, label: 'N', help: 'x', variant: 'V' });
    expect(resolveOptions(built, { mode: 'b' })).toEqual({ fast: false, mode: 'b', seat: null });
  });
});
