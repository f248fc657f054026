import { useFrame, useThree } from '@react-three/fiber';
import { useRef, type ReactNode } from 'react';
import type * as THREE from 'three';
import { flightAt, useFlights, type Flight } from './flights';

/**
 * What is in the air: every flight of the shared flight store, moved along its arc each frame while any are flying.
 * A table says only what each flight looks like (`piece`, drawn at rest size around the origin); the layer places it,
 * turns it and scales it by the flight's lift.
 */
export function FlightLayer({ piece }: { piece(f: Flight): ReactNode }) {
  const flights = useFlights((s) => s.flights);
  const refs = useRef(new Map<number, THREE.Object3D>());
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    if (flights.length === 0) return;
    const t = performance.now() / 1000;
    for (const f of flights) {
      const o = refs.current.get(f.id);
      if (!o) continue;
      const at = flightAt(f, t - (f.t0 ?? t));
      o.visible = !!at;
      if (!at) continue;
      o.position.set(at.p[0], at.p[1], at.p[2]);
      o.rotation.set(at.r[0], at.r[1], at.r[2]);
      o.scale.setScalar(at.s);
    }
    invalidate();
  });
  const keep = (id: number) => (o: THREE.Object3D | null) => {
    if (o) refs.current.set(id, o);
    else refs.current.delete(id);
  };
  return (
    <group name="flights">
      {flights.map((f) => (
        <group key={f.id} name={`flight:${f.face}`} ref={keep(f.id)} visible={false}>
          {piece(f)}
        </group>
      ))}
    </group>
  );
}
