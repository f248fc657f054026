import { z } from 'zod';
import { checkDataSetBounds } from '../../core/bounded';
import { clip, pathText } from '../../core/clip';
import { RuleError } from '../../core/errors';

/**
 * The shape of a data set for An den Ufern des Nils: everything printed on the board and the tiles (spec §3.4, §6.1,
 * §9, §10). The printed values are partly reconstructed (spec ASSUMPTIONs A1–A6), so a replacement set can be passed
 * at setup as `options.data`; it is validated here and every error names the bad field, e.g.
 * `data.market[2].cap: expected a positive integer`.
 */

const ident = z
  .string({ error: 'expected an identifier string' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,15}$/, { error: 'expected an identifier (a letter, then letters, digits or _; max 16)' });
const name = z.string({ error: 'expected a string' }).min(1, { error: 'expected a non-empty string' }).max(40, { error: 'expected at most 40 characters' });
const int = (min: number, max: number, what: string) =>
  z
    .number({ error: `expected ${what}` })
    .int({ error: `expected ${what}` })
    .min(min, { error: `expected ${what}` })
    .max(max, { error: `expected at most ${max}` });
const posInt = (max: number) => int(1, max, 'a positive integer');
/** Wave lines on one end of a water card: 0 (none), 1 (single) or 2 (double). */
const waveEnd = int(0, 2, 'a wave count 0, 1 or 2');

const eventSchema = z.discriminatedUnion(
  'kind',
  [
    /** Rot k: choose a market row among the k rightmost (spec §9). */
    z.strictObject({ kind: z.literal('rot'), palms: posInt(8), arrow: z.boolean({ error: 'expected true or false' }) }),
    z.strictObject({ kind: z.literal('desert'), arrow: z.boolean({ error: 'expected true or false' }) }),
    z.strictObject({ kind: z.literal('hippo'), arrow: z.boolean({ error: 'expected true or false' }) }),
  ],
  { error: 'expected an event {kind: "rot"|"desert"|"hippo", palms?, arrow}' },
);

const coverTable = z.strictObject({
  '2': z.array(ident).max(16),
  '3': z.array(ident).max(16),
  '4': z.array(ident).max(16),
  '5': z.array(ident).max(16),
});

const dataSchema = z
  .strictObject({
    name,
    /** Produce kinds and how many of each a colour has (spec §2: 5/4/3/2/1). Names are cosmetic (§12.13). */
    kinds: z.array(z.strictObject({ id: ident, name, count: posInt(15) })).min(1, { error: 'expected at least one kind' }).max(8, { error: 'expected at most 8 kinds' }),
    /** Field rows, inner (Nile) end first: palms per field (spec §3.2–3.4, Model A). Field ids are `<row>-<d>`. */
    rows: z
      .array(z.strictObject({ id: ident, bank: z.enum(['W', 'E'], { error: 'expected "W" or "E"' }), palms: z.array(posInt(9)).min(1, { error: 'expected at least one field' }).max(9, { error: 'expected at most 9 fields' }) }))
      .min(1, { error: 'expected at least one row' })
      .max(16, { error: 'expected at most 16 rows' }),
    /** Rows covered by the strips per player count, for both readings of §4.1 (option twoPlayerCover). */
    cover: z.strictObject({ german: coverTable, seed: coverTable }),
    /** The wave count the Nile bank offers to a card's inner end (spec §6.1: a single wave). */
    nileEnd: waveEnd,
    /** Water cards: two ends (wave lines) and the event on the back (spec §6.1, §9). */
    water: z.array(z.strictObject({ ends: z.tuple([waveEnd, waveEnd], { error: 'expected two wave ends [a, b]' }), event: eventSchema })).min(2, { error: 'expected at least 2 water cards' }).max(200, { error: 'expected at most 200 water cards' }),
    /** Desert cards: the event on the back (spec §9). */
    desert: z.array(z.strictObject({ event: eventSchema })).min(1, { error: 'expected at least one desert card' }).max(200, { error: 'expected at most 200 desert cards' }),
    /** Market rows left to right: spaces and the lowest produce value accepted (spec §8). */
    market: z.array(z.strictObject({ id: ident, cap: posInt(20), minValue: posInt(9) })).min(1, { error: 'expected at least one market row' }).max(8, { error: 'expected at most 8 market rows' }),
    /** Score track (spec §3.1, §4.2): spaces, where pawns and the obelisk start. */
    track: z.strictObject({ spaces: posInt(200), pawnStart: posInt(200), obeliskStart: posInt(200) }),
    /** Row awards by number of ranked players: [[6], [4, 2], [3, 2, 1]] (spec §10). */
    awards: z.array(z.array(int(0, 99, 'a whole number from 0'))).min(1, { error: 'expected at least one award line' }).max(8, { error: 'expected at most 8 award lines' }),
    /** Points lost per rotten marker in a scored row (spec §10). */
    rottenPenalty: int(0, 99, 'a whole number from 0'),
    /** Desert cards laid on desert-edge fields at setup (spec §4.2 step 3). */
    startDeserts: int(0, 16, 'a whole number from 0'),
  })
  .superRefine((d, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const unique = (list: { id: string }[], where: string) => {
      const seen = new Set<string>();
      list.forEach((x, i) => {
        if (seen.has(x.id)) issue([where, i, 'id'], `duplicate id "${x.id}"`);
        seen.add(x.id);
      });
    };
    unique(d.kinds, 'kinds');
    unique(d.rows, 'rows');
    unique(d.market, 'market');
    const total = d.kinds.reduce((a, k) => a + k.count, 0);
    if (total > 40) issue(['kinds'], `expected at most 40 markers per colour, got ${total}`);
    const rowIds = new Set(d.rows.map((r) => r.id));
    for (const mode of ['german', 'seed'] as const) {
      for (const n of ['2', '3', '4', '5'] as const) {
        const list = d.cover[mode][n];
        list.forEach((id, i) => {
          if (!rowIds.has(id)) issue(['cover', mode, n, i], `unknown row "${id}"`);
          if (list.indexOf(id) !== i) issue(['cover', mode, n, i], `row "${id}" listed twice`);
        });
        if (list.length >= d.rows.length) issue(['cover', mode, n], 'covers every row');
      }
    }
    d.water.forEach((w, i) => {
      if (w.ends[0] === 0 && w.ends[1] === 0) issue(['water', i, 'ends'], 'expected at least one end with waves');
    });
    const checkRot = (e: z.infer<typeof eventSchema>, path: (string | number)[]) => {
      if (e.kind === 'rot' && e.palms > d.market.length) issue([...path, 'palms'], `expected at most ${d.market.length} (the number of market rows)`);
    };
    d.water.forEach((w, i) => checkRot(w.event, ['water', i, 'event']));
    d.desert.forEach((c, i) => checkRot(c.event, ['desert', i, 'event']));
    if (d.track.pawnStart >= d.track.obeliskStart) issue(['track', 'pawnStart'], 'expected a space before the obelisk');
    if (d.track.obeliskStart > d.track.spaces) issue(['track', 'obeliskStart'], `expected at most ${d.track.spaces} (the track length)`);
    d.awards.forEach((line, i) => {
      if (line.length !== i + 1) issue(['awards', i], `expected ${i + 1} award(s) for ${i + 1} ranked player(s), got ${line.length}`);
    });
  });

export type BanksData = z.infer<typeof dataSchema>;
export type CardEvent = z.infer<typeof eventSchema>;
export type EventKind = CardEvent['kind'];

/** Validate an untrusted data set; throws RuleError('BAD_SETUP') naming the first bad field (`data.market[2].cap`). */
export function parseData(input: unknown): BanksData {
  checkDataSetBounds(input);
  const r = dataSchema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  // Field names and messages quote the input (an unknown key is named whole by zod): both are clipped.
  let field = pathText(issue.path, 'data');
  let message = clip(issue.message.replace(/^Invalid input: /, ''), 160);
  if (issue.code === 'unrecognized_keys') {
    field = pathText([...issue.path, issue.keys[0] ?? ''], 'data');
    message = 'unknown field';
  }
  throw new RuleError('BAD_SETUP', `${field}: ${message}`, { field });
}
