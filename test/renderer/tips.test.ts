import type { ThreeEvent } from '@react-three/fiber';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tipHandlers, useTips, type Tip } from '../../renderer/scenes/common/tips';

/** A pointer event as R3F hands it to a mesh: only the fields the tip handlers read. */
function pointer(native: Event & { clientX?: number; clientY?: number }, distance: number, pointerType = 'mouse'): ThreeEvent<PointerEvent> {
  Object.assign(native, { clientX: native.clientX ?? 10, clientY: native.clientY ?? 20 });
  // The handlers read four fields; building R3F's whole event object here would test nothing more.
  return { nativeEvent: native, distance, pointerType } as unknown as ThreeEvent<PointerEvent>;
}
const tip = (key: string): Tip => ({ title: { key } });

afterEach(() => {
  useTips.getState().hide();
  vi.useRealTimers();
});

describe('table tips', () => {
  it('hovering shows the tip at the pointer and leaving hides it', () => {
    const h = tipHandlers(() => tip('a'));
    h.onPointerMove(pointer(new Event('pointermove'), 3));
    expect(useTips.getState()).toMatchObject({ tip: { title: { key: 'a' } }, x: 10, y: 20, pinned: false });
    h.onPointerOut(pointer(new Event('pointerout'), 3));
    expect(useTips.getState().tip).toBeNull();
  });

  it('a mouse click hides the tip (the table may move under a still mouse); the next move shows it again', () => {
    const h = tipHandlers(() => tip('a'));
    h.onPointerMove(pointer(new Event('pointermove'), 3));
    h.onPointerDown(pointer(new Event('pointerdown'), 3));
    expect(useTips.getState().tip).toBeNull();
    h.onPointerMove(pointer(new Event('pointermove'), 3));
    expect(useTips.getState().tip).toMatchObject({ title: { key: 'a' } });
  });

  it('of two objects under the pointer, the nearest one keeps its tip', () => {
    const near = tipHandlers(() => tip('near'));
    const far = tipHandlers(() => tip('far'));
    const ev = new Event('pointermove');
    near.onPointerMove(pointer(ev, 2));
    far.onPointerMove(pointer(ev, 5));
    expect(useTips.getState().tip?.title.key).toBe('near');
    // the next move over the far object alone shows its tip
    far.onPointerMove(pointer(new Event('pointermove'), 5));
    expect(useTips.getState().tip?.title.key).toBe('far');
  });

  it('a place without a tip shows nothing', () => {
    tipHandlers(() => null).onPointerMove(pointer(new Event('pointermove'), 1));
    expect(useTips.getState().tip).toBeNull();
  });

  it('a finger shows the tip after a long press, pinned; a short tap shows nothing', () => {
    vi.useFakeTimers();
    const h = tipHandlers(() => tip('card'));
    h.onPointerDown(pointer(new Event('pointerdown'), 1, 'touch'));
    h.onPointerUp();
    vi.advanceTimersByTime(1000);
    expect(useTips.getState().tip).toBeNull();
    h.onPointerDown(pointer(new Event('pointerdown'), 1, 'touch'));
    vi.advanceTimersByTime(1000);
    expect(useTips.getState()).toMatchObject({ tip: { title: { key: 'card' } }, pinned: true });
    // a pinned tip stays while the mouse-style hover of other objects goes on
    tipHandlers(() => tip('other')).onPointerMove(pointer(new Event('pointermove'), 1));
    expect(useTips.getState().tip?.title.key).toBe('card');
  });
});
