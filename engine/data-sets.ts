import { DATA_SET_LIMITS, readJson, sizeProblem, sizeText, type TextLimits } from './core/bounded';
import type { DataNote } from './core/data-notes';
import { RuleError } from './core/errors';
import { BANKS_DATA_NOTES } from './banks/material/data-notes';
import { DEFAULT_DATA as BANKS_DATA, parseDataSet as parseBanks } from './banks/data-set';
import { NEFERTITI_DATA_NOTES } from './nefertiti/material/data-notes';
import { DEFAULT_DATA as NEFERTITI_DATA, parseDataSet as parseNefertiti } from './nefertiti/data-set';

/**
 * The games whose printed values are kept as a replaceable data set (`options.data`): An den Ufern des Nils and
 * Nefertiti. One entry per game for everything outside the engine that handles sets: the New Game screen's file
 * loading and export, and docs/data-sets.md with its templates.
 */
export interface DataSetKind {
  /** The default (reconstructed) set. */
  defaults: { name: string };
  /** The engine's own validation (the same as at setup): throws RuleError('BAD_SETUP') naming the field. */
  parse(input: unknown): { name: string };
  /** What is known about each reconstructed value. */
  notes: DataNote[];
  /** Where the set's schema and default live. */
  schemaFile: string;
  defaultFile: string;
}

export const DATA_SETS: Readonly<Record<string, DataSetKind>> = {
  banks: { defaults: BANKS_DATA, parse: parseBanks, notes: BANKS_DATA_NOTES, schemaFile: 'engine/banks/material/schema.ts', defaultFile: 'engine/banks/material/default-data.ts' },
  nefertiti: {
    defaults: NEFERTITI_DATA, parse: parseNefertiti, notes: NEFERTITI_DATA_NOTES,
    schemaFile: 'engine/nefertiti/material/schema.ts', defaultFile: 'engine/nefertiti/material/default-data.ts',
  },
};

export const dataSetOf = (game: string): DataSetKind | null => (Object.hasOwn(DATA_SETS, game) ? DATA_SETS[game]! : null);

/**
 * A data-set file: the default sets are 11 and 23 KB as files. Once read, a set travels whole in the match's create
 * message (64 KB at most, protocol/messages.ts), so its compact JSON is held to `maxSent`.
 */
export const DATA_SET_FILE: TextLimits & { maxSent: number } = { maxChars: 256 * 1024, maxDepth: DATA_SET_LIMITS.maxDepth, maxSent: 48 * 1024 };

/** A set as a file holds it (the export and the templates under docs/data-sets/). */
export const dataSetText = (data: unknown): string => JSON.stringify(data, null, 2) + '\n';

/** Why a data-set file of `bytes` is refused before it is read, or null. */
export const dataSetSizeProblem = (bytes: number): string | null => sizeProblem('the file', bytes, DATA_SET_FILE.maxChars);

/**
 * Read a data-set file's text for `game` with the bounded reader and the engine's checks. Throws RuleError: not
 * JSON (with line and column), over a limit, or a field the engine refuses (named, e.g. `data.market[2].cap`).
 */
export function readDataSet(game: string, text: string): { name: string } {
  const kind = dataSetOf(game);
  if (!kind) throw new RuleError('BAD_SETUP', `${game} has no data set`);
  const data = kind.parse(readJson(text, DATA_SET_FILE, 'the file'));
  const sent = JSON.stringify(data).length;
  if (sent > DATA_SET_FILE.maxSent) throw new RuleError('BAD_SETUP', `the data set is too large to send: ${sizeText(sent)} as compact JSON, at most ${sizeText(DATA_SET_FILE.maxSent)}`);
  return data;
}
