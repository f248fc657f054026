/**
 * A long-running screen (the kiosk, a phone following it) names match after match: each match's seat names are
 * forgotten when it leaves the screen, so the app's store does not grow with every game of the day.
 */
import { describe, expect, it } from 'vitest';
import { forgetNames, useApp } from '../../renderer/app/store';

describe('seat names per match', () => {
  it('are dropped for the match that left, and only for it', () => {
    useApp.setState({ names: { m1: ['Ann', 'Bob'], m2: ['Cy'] } });
    forgetNames('m1');
    expect(useApp.getState().names).toEqual({ m2: ['Cy'] });
    const before = useApp.getState();
    forgetNames('gone');
    expect(useApp.getState()).toBe(before);
  });
});
