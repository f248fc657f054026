/** The name rule (protocol/names.ts) and the protocol schema that applies it to every name a host accepts. */
import { describe, expect, it } from 'vitest';
import { cleanName, fitGraphemes, graphemes, NAME_MAX_GRAPHEMES, shownName } from '../../protocol/names';
import { LIMITS, parseClientMessage } from '../../protocol/messages';
import { lineSchema } from '../../host/journal-format';
import { FORBIDDEN, hostileNames } from './hostile-names';

describe('cleanName', () => {
  it.each(hostileNames)('%j → %j (%s)', (raw, clean) => {
    const r = cleanName(raw);
    if (clean === null) {
      expect(r.ok).toBe(false);
      return;
    }
    expect(r).toEqual({ ok: true, name: clean });
  });

  it('no clean name holds a forbidden character, is longer than the cap or changes when cleaned again', () => {
    for (const [raw] of hostileNames) {
      const r = cleanName(raw);
      if (!r.ok) continue;
      expect(r.name).not.toMatch(FORBIDDEN);
      expect([...graphemes(r.name)].length).toBeLessThanOrEqual(NAME_MAX_GRAPHEMES);
      expect(cleanName(r.name)).toEqual(r);
    }
  });

  it('says why a name is refused', () => {
    expect(cleanName('   ')).toMatchObject({ ok: false, reason: 'empty', message: 'a name cannot be empty' });
    expect(cleanName('\u200B\u200D')).toMatchObject({ ok: false, reason: 'invisible', message: expect.stringMatching(/visible character/) });
  });

  it('cuts at grapheme boundaries, never inside a surrogate pair', () => {
    const r = cleanName('😀'.repeat(30));
    expect(r).toEqual({ ok: true, name: '😀'.repeat(24) });
  });
});

describe('shownName and fitGraphemes', () => {
  it('shows a clean name, else the fallback', () => {
    expect(shownName(' Bob\u202E ', 'Seat 1')).toBe('Bob');
    expect(shownName('\u200B', 'Seat 1')).toBe('Seat 1');
    expect(shownName(undefined, 'Seat 2')).toBe('Seat 2');
  });

  it('cuts to what fits, with an ellipsis, by graphemes', () => {
    const fits = (s: string) => [...graphemes(s)].length <= 4;
    expect(fitGraphemes('Ann', fits)).toBe('Ann');
    expect(fitGraphemes('Alexandra', fits)).toBe('Ale…');
    expect(fitGraphemes('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', fits)).toBe('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦…');
    expect(fitGraphemes('Ab cdef', (s) => s.length <= 4)).toBe('Ab…');
    expect(fitGraphemes('Alexandra', () => false)).toBe('…');
  });
});

describe('the protocol applies the rule to every name', () => {
  const join = (name: string) => parseClientMessage({ t: 'join', match: { id: 'm1' }, as: 'any', name });

  it('a join, hello or create carries the clean name', () => {
    expect(join('Bob\u202Egnp.exe')).toMatchObject({ ok: true, msg: { name: 'Bobgnp.exe' } });
    expect(parseClientMessage({ t: 'hello', v: 1, name: ' \u0007Ann ' })).toMatchObject({ ok: true, msg: { name: 'Ann' } });
    const create = parseClientMessage({ t: 'create', game: 'nile', players: 2, seats: [{ kind: 'human', name: 'x'.repeat(30) }, { kind: 'bot', bot: 'easy', name: '\u2067Bot\u2069' }] });
    expect(create).toMatchObject({ ok: true, msg: { seats: [{ name: 'x'.repeat(24) }, { name: 'Bot' }] } });
  });

  it('refuses a name with nothing visible, saying so', () => {
    expect(join('\u200B\u200B')).toMatchObject({ ok: false, code: 'BAD_MESSAGE', message: 'join: field "name": a name needs at least one visible character (letters, digits or symbols)' });
    expect(join('  ')).toMatchObject({ ok: false, code: 'BAD_MESSAGE', message: 'join: field "name": a name cannot be empty' });
  });

  it('bounds the raw input before cleaning it', () => {
    expect(join('a'.repeat(LIMITS.maxNameLength))).toMatchObject({ ok: true, msg: { name: 'a'.repeat(24) } });
    expect(join('a'.repeat(LIMITS.maxNameLength + 1))).toMatchObject({ ok: false, code: 'BAD_MESSAGE', message: expect.stringMatching(/field "name"/) });
  });
});

describe('names restored from a journal pass the rule again', () => {
  const seatsLine = (name: string | null) => ({ kind: 'seats', status: 'waiting', at: 0, seats: [{ kind: 'human', bot: null, name, tokenHash: null }] });
  const restored = (name: string | null) => {
    const line = lineSchema.parse(seatsLine(name));
    return line.kind === 'seats' ? line.seats[0]!.name : undefined;
  };

  it('cleans what an older host wrote, and drops a name with nothing visible (not the match)', () => {
    expect(restored('Bob\u202Egnp.exe')).toBe('Bobgnp.exe');
    expect(restored('\u200B')).toBeNull();
    expect(restored(null)).toBeNull();
  });
});
