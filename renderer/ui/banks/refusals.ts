import type { TFunction } from 'i18next';
import { DEFAULT_DATA } from '../../../engine/banks/data-set';
import { tables } from '../../../engine/banks/material/compile';
import type { Refusal } from '../game/gameUi';
import { fieldName, kindName, marketRowName } from './names';

const r = (key: string) => `banksTable.refusal.${key}`;

/**
 * A field or market row the engine names by its data id, in words. A refusal arrives as text only (no match, no view),
 * so it is read on the default board: the one every table the app sets up plays on. An id that board does not have
 * (a replacement data set with other rows) stays as the engine wrote it rather than turn into "somewhere".
 */
const field = (t: TFunction, id: string) => (tables(DEFAULT_DATA).fieldIndex.has(id) ? fieldName(t, null, id) : id);
const row = (t: TFunction, id: string) => (tables(DEFAULT_DATA).marketIndex.has(id) ? marketRowName(t, null, id) : id);

/** Whose markers: the engine's colour is a seat index (0-based); the table says "Seat n". */
const seatOf = (colour: string) => Number(colour) + 1;

/**
 * "the game waits for: sow, grow, …": the engine lists the action types the pending decision takes; the first names
 * the decision (rules/decision.ts ALLOWED), and the player is told that step, not the types.
 */
function waitsFor(t: TFunction, types: string): string {
  const first = types.split(', ')[0] ?? '';
  return t(r(`waits.${first}`), { defaultValue: t(r('waits.other')) });
}

/**
 * The An den Ufern des Nils engine's refusals (engine/banks/rules/checks.ts and legal.ts) in the player's language:
 * [the engine's stable English text, its translation with the fields, rows and kinds named as on the board]. The
 * reason shows inside the translated "Not allowed: …" frame (ui/errors.ts). The engine counts piles from 0, the
 * table from 1.
 */
export const BANKS_REFUSALS: readonly Refusal[] = [
  [/^you can bid at most (\d+) markers(?: \(your supply\))?$/, (t, m) => t(r('bidMax'), { count: Number(m[1]) })],
  [/^no (\w+) in your supply$/, (t, m) => t(r('noKind'), { kind: kindName(t, m[1] ?? '') })],
  [/^not enough (\w+) in your supply$/, (t, m) => t(r('notEnough'), { kind: kindName(t, m[1] ?? '') })],
  [/^no (\w+) marker in your supply that may be sown this phase$/, (t, m) => t(r('noSowable'), { kind: kindName(t, m[1] ?? '') })],
  [/^(\S+) is not a free desert-edge field$/, (t, m) => t(r('notDesertEdge'), { field: field(t, m[1] ?? '') })],
  [/^the desert cannot spread to (\S+)$/, (t, m) => t(r('desertSpread'), { field: field(t, m[1] ?? '') })],
  [/^you have already placed your (ripe|seed) marker$/, (t, m) => t(r(m[1] === 'ripe' ? 'placedRipe' : 'placedSeed'))],
  [/^(?:field )?(\S+) cannot be sown$/, (t, m) => t(r('cannotSow'), { field: field(t, m[1] ?? '') })],
  [/^no removable water card on (\S+)$/, (t, m) => t(r('noRemovable'), { field: field(t, m[1] ?? '') })],
  [/^your pile (\d+) is empty$/, (t, m) => t(r('pileEmpty'), { n: Number(m[1]) + 1 })],
  [/^the top card of pile (\d+) has no end with (\d+) wave\(s\)$/, (t, m) => t(r('noEnd'), { n: Number(m[1]) + 1, count: Number(m[2]) })],
  [/^a (\d+)\|(\d+) water card does not fit on (\S+)$/, (t, m) => t(r('noFit'), { inner: m[1], outer: m[2], field: field(t, m[3] ?? '') })],
  [/^rot: row (\S+) with positions \[([\d, ]*)\] is not a legal choice$/, (t, m) => t(r('rotChoice'), { row: row(t, m[1] ?? ''), picks: m[2] })],
  [/^needs (\d+) AP, (\d+) left$/, (t, m) => t(r('needsAp'), { count: Number(m[1]), left: m[2] })],
  [/^you have no marker on (\S+)$/, (t, m) => t(r('noMarker'), { field: field(t, m[1] ?? '') })],
  [/^that marker has already been used this phase$/, (t) => t(r('markerUsed'))],
  [/^that marker is already ripe$/, (t) => t(r('alreadyRipe'))],
  [/^only a ripe marker can be harvested$/, (t) => t(r('onlyRipe'))],
  [/^a (\w+) of value (\d+) cannot go into (\S+)$/, (t, m) => t(r('marketRow'), { kind: kindName(t, m[1] ?? ''), value: m[2], row: row(t, m[3] ?? '') })],
  [/^there is no colour (\d+) in this game$/, (t, m) => t(r('noColour'), { n: seatOf(m[1] ?? '') })],
  [/^you may only buy markers of your own colour$/, (t) => t(r('ownColourOnly'))],
  [/^no (\w+) of colour (\d+) in the boat$/, (t, m) => t(r('notInBoat'), { kind: kindName(t, m[1] ?? ''), n: seatOf(m[2] ?? '') })],
  [/^only one joker may be bought per action phase$/, (t) => t(r('oneJoker'))],
  [/^no desert card left to buy$/, (t) => t(r('noDesertCard'))],
  [/^no jokers in the hippo extra phase$/, (t) => t(r('hippoNoJokers'))],
  [/^you have no joker$/, (t) => t(r('noJoker'))],
  [/^jokers do not heal \(option jokerHeals is off\)$/, (t) => t(r('jokersDoNotHeal'))],
  [/^only a spoiled market marker can be healed$/, (t) => t(r('onlySpoiled'))],
  [/^you may only heal your own markers$/, (t) => t(r('healOwn'))],
  [/^\w+ is not possible now \(the game waits for: (.*)\)$/, (t, m) => t(r('notNow'), { step: waitsFor(t, m[1] ?? '') })],
];
