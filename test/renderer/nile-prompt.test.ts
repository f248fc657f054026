/**
 * NILE's prompt on the player's own turn: the turn's instruction, then the count of the cards picked; none at all while
 * the pick is a plant the rules refuse, whose disabled Plant and reason stand in its place (a third row above them
 * pushed the actions over the player's own fields, and the camera slid the table aside to keep them clear).
 */
import { describe, expect, it } from 'vitest';
import type { KitContext } from '../../renderer/ui/table/kit';
import type { NileKit } from '../../renderer/ui/nile/kitTypes';
import { nilePrompt } from '../../renderer/ui/nile/hudParts';
import { translator } from './words';

/** Only what the prompt reads: the cards picked from hand and storage, and the pick's why-not. */
const ctx = (hand: number[], storage: Record<string, number>, whyNot: object | null = null) => ({ pick: { hand, storage }, whyNot }) as unknown as KitContext<NileKit>;

describe('NILE prompt on your own turn', () => {
  it('says what to do, then counts the cards picked, and gives way to a refused plant', async () => {
    const t = await translator('en');
    expect(nilePrompt.mine(t, ctx([], {}))).toBe(t('prompt.yourTurn'));
    expect(nilePrompt.mine(t, ctx([2], { wheat: 1 }))).toBe('2 cards selected');
    expect(nilePrompt.mine(t, ctx([2], {}, { action: { type: 'plant' }, words: 'Plant 1 × Wheat into your fields', reason: null }))).toBe('');
  });
});
