import { clip, quote } from './clip';
import { RuleError } from './errors';

/**
 * Declarative option schemas. One schema per game lists every DEFAULT and named variant of its spec; the new-game
 * screen renders it, `resolveOptions` validates against it, and a bad option throws naming the option. The schema is
 * the one source of truth: a game's options type is `OptionsFrom<typeof schema>`.
 */
export interface OptionText {
  label: string;
  help: string;
  /** The spec's name for this variant (e.g. 'BGA_FLOOD_BURN'); absent for options the spec does not name. */
  variant?: string;
}

export type FlagSpec = { kind: 'boolean'; default: boolean } & OptionText;
export type ChoiceSpec<V extends string = string> = { kind: 'enum'; default: V; values: readonly { value: V; label: string }[] } & OptionText;
export type CountSpec = { kind: 'int'; default: number | null; min: number; max: number; nullable?: boolean } & OptionText;
export type OptionSpec = FlagSpec | ChoiceSpec | CountSpec;

export type OptionSchema = Record<string, OptionSpec>;

/** The value an option spec allows: an enum's own values, `null` only for a nullable count. */
type ValueOf<S extends OptionSpec> = S extends { kind: 'boolean' }
  ? boolean
  : S extends ChoiceSpec<infer V>
    ? V
    : S extends { nullable: true }
      ? number | null
      : number;

/** The options object a schema describes, one key per option. */
export type OptionsFrom<Sc extends OptionSchema> = { [K in keyof Sc]: ValueOf<Sc[K]> };

// Builders keep each schema entry short and carry its value type (an enum's literal values) into OptionsFrom.

/** An on/off option. */
export const flag = (def: boolean, t: OptionText): FlagSpec => ({ kind: 'boolean', default: def, ...t });

/** One of `values`, given as [value, label] pairs in menu order; `def` must be one of them. */
export const choice = <const V extends string>(values: readonly (readonly [V, string])[], def: NoInfer<V>, t: OptionText): ChoiceSpec<V> => ({
  kind: 'enum', default: def, values: values.map(([value, label]) => ({ value, label })), ...t,
});

/** A whole number from `min` to `max`. */
export const count = (min: number, max: number, def: number, t: OptionText): CountSpec & { default: number } => ({ kind: 'int', default: def, min, max, ...t });

/** A whole number from `min` to `max`, or null (its help says what null means: random, none…). */
export const countOrNull = (min: number, max: number, def: number | null, t: OptionText): CountSpec & { nullable: true } => ({
  kind: 'int', default: def, nullable: true, min, max, ...t,
});

/** A named bundle of option values (e.g. "Board Game Arena parity"); `O` is the game's options type. */
export interface OptionPreset<O = Record<string, unknown>> {
  id: string;
  label: string;
  help: string;
  values: Partial<O>;
}

export function defaultsOf<Sc extends OptionSchema>(schema: Sc): OptionsFrom<Sc> {
  return resolveOptions(schema, undefined);
}

// Each schema's defaults, listed once: every game's setup resolves its options (benchmarks set up thousands a second).
const defaultsBySchema = new WeakMap<OptionSchema, Readonly<Record<string, unknown>>>();

function defaultValues(schema: OptionSchema): Readonly<Record<string, unknown>> {
  let d = defaultsBySchema.get(schema);
  if (!d) {
    const out: Record<string, unknown> = {};
    for (const [k, spec] of Object.entries(schema)) out[k] = spec.default;
    defaultsBySchema.set(schema, (d = Object.freeze(out)));
  }
  return d;
}

/**
 * Merge `given` over the schema defaults. Throws RuleError('BAD_OPTION') naming the first unknown key or bad value.
 * `given` may come from the network or a file: nothing about its shape is trusted.
 */
export function resolveOptions<Sc extends OptionSchema>(schema: Sc, given: unknown): OptionsFrom<Sc> {
  const out: Record<string, unknown> = { ...defaultValues(schema) };
  // The one cast of the options contract: `out` holds each key's default, and every value merged below is checked
  // against its spec, which is what OptionsFrom<Sc> states.
  const typed = out as OptionsFrom<Sc>;
  if (given === undefined || given === null) return typed;
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new RuleError('BAD_OPTION', `options must be an object, got ${describe(given)}`);
  }
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    const spec = Object.prototype.hasOwnProperty.call(schema, key) ? schema[key] : undefined;
    if (!spec) {
      throw new RuleError('BAD_OPTION', `unknown option ${quote(key)} (known: ${clip(Object.keys(schema).join(', '), 160)})`, { option: key });
    }
    if (value === undefined) continue;
    switch (spec.kind) {
      case 'boolean':
        if (typeof value !== 'boolean') throw bad(key, `must be true or false, got ${describe(value)}`);
        break;
      case 'enum':
        if (typeof value !== 'string' || !spec.values.some((v) => v.value === value)) {
          throw bad(key, `must be one of ${spec.values.map((v) => `"${v.value}"`).join(', ')}, got ${describe(value)}`);
        }
        break;
      case 'int':
        if (value === null && spec.nullable) break;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
          throw bad(key, `must be a whole number from ${spec.min} to ${spec.max}${spec.nullable ? ' or null' : ''}, got ${describe(value)}`);
        }
        break;
    }
    out[key] = value;
  }
  return typed;
}

function bad(key: string, what: string): RuleError {
  return new RuleError('BAD_OPTION', `option ${quote(key)} ${what}`, { option: key });
}

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}
