/** Tiny `--key value` / `--flag` parser for the CLIs; unknown or malformed arguments are errors that name them. */
export interface ArgSpec {
  [name: string]: { kind: 'string' | 'int' | 'flag'; default?: string | number | boolean; help: string; values?: readonly string[]; min?: number };
}

export type Args<T extends ArgSpec> = { [K in keyof T]: T[K]['kind'] extends 'flag' ? boolean : T[K]['kind'] extends 'int' ? number : string } & { _: string[] };

export class ArgError extends Error {}

export function parseArgs<T extends ArgSpec>(spec: T, argv: string[]): Args<T> {
  const out: Record<string, unknown> = { _: [] };
  for (const [k, s] of Object.entries(spec)) out[k] = s.kind === 'flag' ? (s.default ?? false) : s.default;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      (out._ as string[]).push(a);
      continue;
    }
    const [rawKey, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    const s = spec[rawKey];
    if (!s) throw new ArgError(`unknown option --${rawKey} (options: ${Object.keys(spec).map((k) => `--${k}`).join(' ')})`);
    if (s.kind === 'flag') {
      out[rawKey] = true;
      continue;
    }
    const v = inline ?? argv[++i];
    if (v === undefined || (inline === undefined && v.startsWith('--'))) throw new ArgError(`--${rawKey} needs a value`);
    if (s.kind === 'int') {
      const n = Number(v);
      if (!Number.isInteger(n) || n < (s.min ?? 0)) throw new ArgError(`--${rawKey} must be a whole number ≥ ${s.min ?? 0}, got "${v}"`);
      out[rawKey] = n;
    } else {
      if (s.values && !s.values.includes(v)) throw new ArgError(`--${rawKey} must be one of ${s.values.join(', ')}, got "${v}"`);
      out[rawKey] = v;
    }
  }
  return out as Args<T>;
}

function usage(cmd: string, spec: ArgSpec): string {
  return [`usage: ${cmd}`, ...Object.entries(spec).map(([k, s]) => `  --${k}${s.kind === 'flag' ? '' : ` <${s.values ? s.values.join('|') : s.kind}>`}  ${s.help}${s.default !== undefined && s.kind !== 'flag' ? ` (default ${s.default})` : ''}`)].join('\n');
}

/** Run a CLI main: argument errors print usage and exit 2; other errors exit 1 with the message. */
export function runCli(cmd: string, spec: ArgSpec, main: () => void | Promise<void>): void {
  Promise.resolve()
    .then(main)
    .catch((e: unknown) => {
      if (e instanceof ArgError) {
        console.error(`${cmd}: ${e.message}\n${usage(cmd, spec)}`);
        process.exit(2);
      }
      console.error(`${cmd}: ${(e as Error).message ?? String(e)}`);
      process.exit(1);
    });
}

/** A flag's value that must be a JSON object (e.g. --tune, --options); `example` shows one in the error. */
export function jsonObjectArg(flag: string, text: string, example: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ArgError(`${flag} must be JSON, got "${text}"`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ArgError(`${flag} must be a JSON object like ${example}, got ${text}`);
  return raw as Record<string, unknown>;
}
