import type { TFunction } from 'i18next';
import type { Object3D } from 'three';
import { expect } from 'vitest';
import { useTips, type Tip } from '../../renderer/scenes/common/tips';

type Handlers = { onPointerMove?: (e: unknown) => void };

/** The tip a mouse resting on this object (instance `instanceId` of an instanced mesh) shows, through the handlers R3F attached. */
export function hoverTip(obj: Object3D, instanceId?: number): Tip | null {
  useTips.getState().hide();
  const handlers = (obj as unknown as { __r3f?: { handlers?: Handlers } }).__r3f?.handlers;
  handlers?.onPointerMove?.({ pointerType: 'mouse', distance: 1, instanceId, nativeEvent: Object.assign(new Event('pointermove'), { clientX: 5, clientY: 5 }) });
  const tip = useTips.getState().tip;
  useTips.getState().hide();
  return tip;
}

/** A tip worded in a language: its title and lines, each with no key or placeholder left. */
export function expectTipWorded(t: TFunction, tip: Tip | null, what: string): string[] {
  expect(tip, `${what} has a tip`).not.toBeNull();
  const texts = [tip!.title, ...(tip!.lines ?? [])].map((x) => t(x.key, x.values ?? {}));
  for (const text of texts) {
    expect(text.trim().length, what).toBeGreaterThan(0);
    expect(text, what).not.toMatch(/\{\{|\$t\(|[a-zA-Z]+Table\.|\btips\.|\bcrops\.|undefined/);
  }
  return texts;
}
