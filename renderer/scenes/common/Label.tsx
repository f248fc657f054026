import { Text } from '@react-three/drei';
import { createContext, Suspense, useContext } from 'react';
import { configureTextBuilder } from 'troika-three-text';
import digitsFont from '../../../assets/fonts/RiverTablesDigits-Bold.woff?url';

/** Set to false where troika text cannot run (Node structural tests); labels then render as empty groups. */
export const LabelsEnabled = createContext(true);

// Glyphs are built on the main thread: a blob: worker would need `script-src blob:` in the CSP.
configureTextBuilder({ useWorker: false });

const SAFE = /^[\x20-\x7e×–]*$/;

/**
 * A flat number/short Latin label on the table. Uses the bundled digits font only, and refuses any character that
 * font lacks: troika would otherwise fetch a fallback font from a CDN, which this app never does.
 */
export function Label({ text, position, rotation = [-Math.PI / 2, 0, 0], size = 0.22, color = '#fff8e6', outline = '#1b120a' }: {
  text: string;
  position: [number, number, number];
  rotation?: [number, number, number];
  size?: number;
  color?: string;
  outline?: string;
}) {
  const enabled = useContext(LabelsEnabled);
  const safe = SAFE.test(text) ? text : text.replace(/[^\x20-\x7e]/g, '?');
  if (!enabled) return <group name={`label:${safe}`} position={position} />;
  // Text suspends while its glyphs are built: keep that inside the canvas (a suspended <Canvas> would suspend the
  // whole screen around it, and React then tears down that screen's effects).
  return (
    <Suspense fallback={null}>
      <Text name={`label:${safe}`} font={digitsFont} position={position} rotation={rotation} fontSize={size} color={color} outlineWidth={size * 0.12} outlineColor={outline} anchorX="center" anchorY="middle" renderOrder={2}>
        {safe}
      </Text>
    </Suspense>
  );
}
