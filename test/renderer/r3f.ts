/**
 * A minimal R3F test harness for Node (the "equivalent" of @react-three/test-renderer, whose 11.0.0 release calls
 * the synchronous `configure().render()` of fiber 8 and fails with fiber 9.8's async configure). The scene graph is
 * real three.js; only the renderer is a stub (nothing is drawn), so tests inspect objects, names and props.
 */
import { _roots, act, createRoot, extend, type ReconcilerRoot } from '@react-three/fiber';
import type { ReactNode } from 'react';
import * as THREE from 'three';
import { useTips, type Tip } from '../../renderer/scenes/common/tips';

/** Node has no DOM: the few objects R3F and drei touch on a canvas. */
export function installDomStub(): void {
  const g = globalThis as unknown as { document?: unknown; window?: unknown };
  const el = () => ({ style: {}, width: 1280, height: 800, getContext: () => null, addEventListener() {}, removeEventListener() {}, setAttribute() {}, setPointerCapture() {}, releasePointerCapture() {}, getBoundingClientRect: () => ({ left: 0, top: 0, width: 1280, height: 800 }), ownerDocument: null as unknown });
  if (!g.document) {
    const doc = { createElement: el, addEventListener() {}, removeEventListener() {}, documentElement: el(), body: el() };
    g.document = doc;
  }
}

function stubRenderer(canvas: unknown) {
  const info = { render: { calls: 0, triangles: 0, frame: 0 }, memory: { geometries: 0, textures: 0 }, autoReset: true, reset() {} };
  return {
    isStub: true,
    domElement: canvas,
    shadowMap: { enabled: false, type: THREE.PCFShadowMap, needsUpdate: false },
    xr: { enabled: false, isPresenting: false, setAnimationLoop() {}, addEventListener() {}, removeEventListener() {} },
    info,
    outputColorSpace: THREE.SRGBColorSpace,
    toneMapping: THREE.NoToneMapping,
    toneMappingExposure: 1,
    autoClear: true,
    capabilities: { isWebGL2: true, maxTextureSize: 4096, getMaxAnisotropy: () => 1 },
    setPixelRatio() {},
    getPixelRatio: () => 1,
    setSize() {},
    getSize: (v: THREE.Vector2) => v.set(1280, 800),
    render() {},
    clearDepth() {},
    getContext: () => ({ getExtension: () => null, getParameter: () => 'stub', RENDERER: 0 }),
    dispose() {},
    forceContextLoss() {},
    compile() {},
  };
}

/**
 * Hover an object as R3F would (its own pointer-move handler, or its nearest ancestor's) and return the tip it shows
 * (`renderer/scenes/common/tips.ts`); `instanceId` picks an instance of an instanced mesh.
 */
export function hoverTip(o: THREE.Object3D, instanceId?: number): Tip | null {
  useTips.getState().hide();
  for (let x: THREE.Object3D | null = o; x; x = x.parent) {
    const h = (x as unknown as { __r3f?: { handlers?: { onPointerMove?: (e: unknown) => void } } }).__r3f?.handlers?.onPointerMove;
    if (!h) continue;
    h({ nativeEvent: Object.assign(new Event('pointermove'), { clientX: 1, clientY: 1 }), distance: 1, pointerType: 'mouse', instanceId });
    const tip = useTips.getState().tip;
    useTips.getState().hide();
    return tip;
  }
  return null;
}

/** The objects under `root` (itself included) whose name passes `pred`, in traversal order. */
export function named(root: THREE.Object3D, pred: (n: string) => boolean): THREE.Object3D[] {
  const out: THREE.Object3D[] = [];
  root.traverse((o) => {
    if (pred(o.name)) out.push(o);
  });
  return out;
}

export interface Rendered {
  root: ReconcilerRoot<HTMLCanvasElement>;
  scene: THREE.Scene;
  unmount(): Promise<void>;
}

export async function renderScene(element: ReactNode): Promise<Rendered> {
  installDomStub();
  // What <Canvas> does for the app: every three.js class is available as a JSX element.
  extend(THREE as unknown as Parameters<typeof extend>[0]);
  (globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const canvas = (globalThis as unknown as { document: { createElement(t: string): unknown } }).document.createElement('canvas');
  const root = createRoot(canvas as HTMLCanvasElement);
  await root.configure({ frameloop: 'never', gl: stubRenderer(canvas) as unknown as THREE.WebGLRenderer, size: { width: 1280, height: 800, top: 0, left: 0 }, events: undefined, dpr: 1 });
  await act(async () => {
    root.render(element);
  });
  const scene = _roots.get(canvas as HTMLCanvasElement)!.store.getState().scene;
  return {
    root,
    scene,
    unmount: () =>
      act(async () => {
        root.unmount();
      }),
  };
}
