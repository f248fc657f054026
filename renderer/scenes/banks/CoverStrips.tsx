import type { Tables } from '../../../engine/banks/material/compile';
import { usePainted } from '../common/painted';
import { COVER_PX, paintCover } from './bankArt';
import { FIELD, type BanksLayout } from './layout';

const THICK = 0.1;

/** The cover strips over the rows out of play (spec §4.1): a raised slab each, its top printed with desert (bankArt.ts). */
export function CoverStrips({ L, t, covered }: { L: BanksLayout; t: Tables; covered: boolean[] }) {
  const top = usePainted(COVER_PX.w, COVER_PX.h, 'banks-cover', paintCover, { keep: 'banks:cover' });
  return (
    <>
      {t.data.rows.map((row, r) => {
        const fs = t.rowFields[r]!;
        if (!fs.every((f) => covered[f])) return null;
        const a = L.fields[fs[0]!]!;
        const b = L.fields[fs[fs.length - 1]!]!;
        const size: [number, number] = [Math.abs(b[0] - a[0]) + FIELD.w * 0.98, FIELD.d * 0.98];
        return (
          <group key={row.id} name={`cover:${row.id}`} position={[(a[0] + b[0]) / 2, a[1] + THICK / 2, a[2]]}>
            <mesh castShadow receiveShadow>
              <boxGeometry args={[size[0], THICK, size[1]]} />
              <meshStandardMaterial color="#8a6a3a" roughness={0.85} />
            </mesh>
            <mesh position={[0, THICK / 2 + 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
              <planeGeometry args={size} />
              <meshStandardMaterial map={top ?? undefined} color={top ? '#ffffff' : '#d2b47c'} roughness={0.9} />
            </mesh>
          </group>
        );
      })}
    </>
  );
}
