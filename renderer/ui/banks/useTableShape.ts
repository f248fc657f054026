import { useEffect, useState } from 'react';
import type { TableShape } from '../../scenes/banks/layout';

const shapeNow = (): TableShape => (typeof window !== 'undefined' && window.innerWidth < window.innerHeight ? 'upright' : 'wide');

/**
 * The table's shape for this screen, followed as the window turns or resizes: one value for the scene (where the
 * trays stand, the camera) and the animator (where pieces fly to), so both lay the table out alike.
 */
export function useTableShape(): TableShape {
  const [shape, setShape] = useState(shapeNow);
  useEffect(() => {
    const on = () => setShape(shapeNow());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return shape;
}
