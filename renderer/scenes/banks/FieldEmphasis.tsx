import { EmphasisGlow, EmphasisLabel } from '../common/EmphasisGlow';
import { FIELD, U, type BanksLayout } from './layout';
import { useFieldEmphasisProbe } from './probes';

/** The fields a tutorial step or a hint points at: a pulsing gold frame round each, with its label ("1") above it. */
export function FieldEmphasis({ L, ids, marks, reduceMotion }: { L: BanksLayout; ids: string[]; marks: ReadonlyMap<string, string>; reduceMotion: boolean }) {
  useFieldEmphasisProbe(L, ids, marks);
  return (
    <group name="field-emphasis">
      {[...marks].map(([id, label]) => {
        const p = L.fields[ids.indexOf(id)];
        return p ? (
          <group key={id} position={[p[0], p[1] + 0.04, p[2]]} rotation={[-Math.PI / 2, 0, 0]}>
            <EmphasisGlow width={FIELD.w * 1.04} height={FIELD.d * 1.04} z={0} frame={U * 0.13} reduceMotion={reduceMotion} />
            {/* Above the field's top-left corner (north-west on the board): clear of its markers and palms. */}
            <EmphasisLabel text={label} position={[-FIELD.w * 0.42, FIELD.d / 2 + U * 0.32, 0.02]} size={U * 0.55} />
          </group>
        ) : null;
      })}
    </group>
  );
}
