import { useState } from 'react';
import { Stage } from '../scenes/common/Stage';
import { Lights, type QualityLevel } from '../scenes/common/Table';
import { CameraRig } from '../scenes/common/CameraRig';

/**
 * `?bench=bare[&quality=low|medium|high]`: the floor of the machine for `npm run bench:render` — the app's own stage
 * (renderer, lights, shadows, camera rig and probes) with one lit box on a plane and nothing else, drawn on a click.
 * Only the bench opens it (renderer/app/main.tsx, probes builds only); the app never links here.
 */
export function BareStage({ quality }: { quality: QualityLevel }) {
  // The stage mounts on a click, as a table does (Home → Resume): the bench first lets the page settle.
  const [drawn, setDrawn] = useState(false);
  if (!drawn)
    return (
      <button type="button" data-testid="bench-draw" onClick={() => setDrawn(true)}>
        Draw
      </button>
    );
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <Stage quality={quality} label="bench">
        {(level) => (
          <>
            <Lights quality={level} />
            <mesh position={[0, 0.5, 0]} castShadow receiveShadow>
              <boxGeometry args={[1, 1, 1]} />
              <meshStandardMaterial color="#c89a6a" />
            </mesh>
            <mesh rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
              <planeGeometry args={[20, 20]} />
              <meshStandardMaterial color="#1f5a4e" />
            </mesh>
            <CameraRig target={[0, 0, 0]} position={[0, 13.5, 11.5]} smooth={false} frameKey="bare" cinematic={false} />
          </>
        )}
      </Stage>
    </div>
  );
}

/** The bare page's quality from its address (`medium` unless it names another level). */
export function bareQuality(search: string): QualityLevel {
  const q = new URLSearchParams(search).get('quality');
  return q === 'low' || q === 'high' ? q : 'medium';
}
