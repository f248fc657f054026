/**
 * An den Ufern des Nils: before the turn ends, the table says what the boat clearance will take (spec §10: every
 * marker left in the boat is lost at the end of the round) — from the seat's own view, on real positions of a seeded
 * game played by bots that leave markers in the boat.
 */
import { describe, expect, it } from 'vitest';
import { banks, type BanksAction } from '../../engine/banks';
import { displayFromView } from '../../renderer/scenes/banks/model';
import { boatLoss } from '../../renderer/ui/banks/boatLoss';
import { must, seededDecisions } from './seededGame';

// Never buy back: markers sold into the boat stay there.
const noBuyBack = (legal: BanksAction[], i: number) => legal.find((a) => a.type === 'harvest') ?? legal.filter((a) => a.type !== 'buySeed')[(i * 7) % Math.max(1, legal.filter((a) => a.type !== 'buySeed').length)] ?? legal[0];

describe('banks boat loss', () => {
  const game = seededDecisions(banks, { players: 3, seed: 'boat-loss', max: 1500 }, noBuyBack).filter((d) => d.legal.some((a) => a.type === 'endTurn'));
  const shown = game.map((d) => ({ ...d, display: displayFromView(banks.view(d.s, d.seat)) }));

  it('names the seat’s markers in the boat, sure to be lost when the boat is cleared every round (the default)', () => {
    const d = must(shown.find((x) => Object.values(x.display.boat[x.seat] ?? {}).some((n) => n > 0)), 'action phase with own markers in the boat');
    const inBoat = Object.values(d.display.boat[d.seat]!).reduce((a, b) => a + b, 0);
    expect(boatLoss(d.display, d.seat)).toEqual({ markers: inBoat, sure: true });
  });

  it('says nothing when none of the seat’s markers is in the boat', () => {
    const d = must(shown.find((x) => Object.values(x.display.boat[x.seat] ?? {}).every((n) => n === 0)), 'action phase with an empty boat');
    expect(boatLoss(d.display, d.seat)).toBeNull();
  });

  it('with clearance only when a row is scored: sure only while a row is full', () => {
    const d = must(shown.find((x) => Object.values(x.display.boat[x.seat] ?? {}).some((n) => n > 0)), 'own markers in the boat');
    const whenScoring = { ...d.display, options: { ...d.display.options, boatClearance: 'whenScoring' as const } };
    const empty = { ...whenScoring, market: whenScoring.market.map((r) => ({ ...r, markers: [] })) };
    expect(boatLoss(empty, d.seat)?.sure).toBe(false);
  });
});
