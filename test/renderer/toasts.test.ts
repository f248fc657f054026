/**
 * The app's toasts: the same refusal raised again while it shows (a button pressed twice) is one toast, counted and
 * timed afresh, not a stack of copies over the table; a different text is a toast of its own; at most four show.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../renderer/app/store';

const shown = () => useApp.getState().toasts.map((t) => `${t.text}${t.count ? ` ×${t.count}` : ''}`);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useApp.setState({ toasts: [] });
  });
  afterEach(() => {
    useApp.setState({ toasts: [] });
    vi.useRealTimers();
  });

  it('counts a repeated refusal in one toast, timed from its last time', () => {
    const { toast } = useApp.getState();
    toast('a trade takes exactly two cards');
    const first = useApp.getState().toasts[0]!.id;
    vi.advanceTimersByTime(4000);
    toast('a trade takes exactly two cards');
    toast('a trade takes exactly two cards');
    expect(shown()).toEqual(['a trade takes exactly two cards ×3']);
    // A fresh id: the toast is drawn anew, so a driver (or a screen reader's live region) meets the refusal as new.
    expect(useApp.getState().toasts[0]!.id).not.toBe(first);
    toast('not your turn');
    expect(shown()).toEqual(['a trade takes exactly two cards ×3', 'not your turn']);
    vi.advanceTimersByTime(4000); // 8 s after the first: the counted toast stays, timed from its last raise
    expect(shown()).toEqual(['a trade takes exactly two cards ×3', 'not your turn']);
    vi.advanceTimersByTime(2500);
    expect(shown()).toEqual([]);
  });

  it('keeps different texts and kinds apart, four at most', () => {
    const { toast } = useApp.getState();
    toast('saved', 'info');
    toast('saved', 'error');
    for (const x of ['one', 'two', 'three']) toast(x);
    expect(shown()).toEqual(['saved', 'one', 'two', 'three']);
  });
});

describe('toasts across screens', () => {
  afterEach(() => useApp.setState({ toasts: [], screen: { name: 'home' }, previous: null }));

  it('leaves a table’s refusals behind with the table, and keeps notices', () => {
    useApp.setState({ screen: { name: 'table', match: 'm1' }, previous: null, toasts: [] });
    const { toast, go } = useApp.getState();
    toast('a trade takes exactly two cards');
    toast('the game is saved', 'info');
    go({ name: 'results', match: 'm1' });
    expect(shown()).toEqual(['the game is saved']);
    toast('could not open the record');
    go({ name: 'replay' });
    expect(shown(), 'an error raised off a table stays').toEqual(['the game is saved', 'could not open the record']);
  });
});
