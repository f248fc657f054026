/**
 * When a stage's renderer may be freed. R3F disposes the objects a removed scene held at idle time, after it has
 * asked the renderer to dispose; freeing the renderer frees whatever is left, so a leak would not show after it. So
 * the renderer's dispose waits until the scene's objects are gone too (its last object, a mark, was disposed: R3F
 * disposes removed objects in order), and `measure` reads what the renderer still holds before `release` frees it,
 * whichever of the two comes first.
 */
export class StageRelease {
  private sceneGone = false;
  private disposeAsked = false;

  constructor(
    private readonly measure: () => void,
    private readonly release: () => void,
  ) {}

  /** R3F asks the renderer to dispose. */
  dispose(): void {
    if (this.disposeAsked) return;
    this.disposeAsked = true;
    if (this.sceneGone) this.release();
  }

  /** The scene's last object was disposed: every object of the scene is. */
  sceneDisposed(): void {
    if (this.sceneGone) return;
    this.sceneGone = true;
    this.measure();
    if (this.disposeAsked) this.release();
  }
}
