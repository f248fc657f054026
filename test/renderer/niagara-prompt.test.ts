/**
 * The Niagara table's prompt while everyone chooses a card at once: a seated player waits for "the others"; a
 * spectator (the kiosk, a watching phone) holds no seat, so the line says what the players are doing instead.
 */
import { describe, expect, it } from 'vitest';
import type { KitContext } from '../../renderer/ui/table/kit';
import type { NiagaraKit } from '../../renderer/ui/niagara/kitTypes';
import { niagaraPrompt } from '../../renderer/ui/niagara/hudParts';
import { translator } from './words';

/** Only what the waiting line reads: the phase shown and the seats this screen holds. */
const ctx = (phase: string, held: number[]) => ({ display: { phase }, table: { held } }) as unknown as KitContext<NiagaraKit>;

describe('Niagara waiting line', () => {
  it('waits for the others at a seat, and tells a spectator that the players are choosing', async () => {
    const t = await translator('en');
    expect(niagaraPrompt.waiting?.(t, ctx('choose', [0]))).toBe('Waiting for the others to choose a card…');
    expect(niagaraPrompt.waiting?.(t, ctx('choose', []))).toBe('The players are choosing their cards…');
    expect(niagaraPrompt.waiting?.(t, ctx('resolve', []))).toBeNull();
  });
});
