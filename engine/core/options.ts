import { RuleError } from './errors';

/**
 * Declarative option schemas. One schema per game lists every DEFAULT and named variant of its spec; the new-game
 * screen renders it, `resolveOptions` validates against it, and a bad option throws naming the option.
 */
export type OptionSpec =
  | { kind: 'boolean'; default: boolean; label: string; help: string; variant?: string }
  | { kind: 'enum'; default: string; values: readonly { value: string; label: string }[]; label: string; help: string; variant?: string }
  | { kind: 'int'; default: number | null; min: number; max: number; nullable?: boolean; label: string; help: string; variant?: string };

export type OptionSchema = Record<string, OptionSpec>;

/** A named bundle of option values (e.g. "Board Game Arena parity"). */
export interface OptionPreset {
  id: string;
  label: string;
  help: string;
  values: Record<string, unknown>;
}

export function defaultsOf<O>(schema: OptionSchema): O {
  const out: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(schema)) out[k] = spec.default;
  return out as O;
}

/**
 * Merge `given` over the schema defaults. Throws RuleError('BAD_OPTION') naming the first unknown key or bad value.
 * `given` may come from the network or a file: nothing about its shape is trusted.
 */
export function resolveOptions<O>(schema: OptionSchema, given: unknown): O {
  const out = defaultsOf<Record<string, unknown>>(schema);
  if (given === undefined || given === null) return out as O;
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new RuleError('BAD_OPTION', `options must be an object, got ${describe(given)}`);
  }
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    const spec = Object.prototype.hasOwnProperty.call(schema, key) ? schema[key] : undefined;
    if (!spec) {
      throw new RuleError('BAD_OPTION', `unknown option "${key}" (known: ${Object.keys(schema).join(', ')})`, { option: key });
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
  return out as O;
}

function bad(key: string, what: string): RuleError {
  return new RuleError('BAD_OPTION', `option "${key}" ${what}`, { option: key });
}

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}
