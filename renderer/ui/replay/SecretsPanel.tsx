import { useTranslation } from 'react-i18next';
import type { SeatSecrets } from './seatSecrets';
import { Name } from '../Name';

/** "Reveal all": beside the spectator's table, what each seat held that the table does not show. */
export function SecretsPanel({ secrets, names }: { secrets: readonly SeatSecrets[]; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="replay-secrets" aria-labelledby="replay-secrets-title" data-testid="replay-secrets">
      <h2 id="replay-secrets-title" className="small">
        {t('replay.secrets.title')}
      </h2>
      <ul>
        {secrets.map((s) => (
          <li key={s.seat} data-testid={`replay-secrets-${s.seat}`}>
            <strong>
              <Name text={names[s.seat] ?? ''} />
            </strong>
            {': '}
            {s.lines.length ? s.lines.join(' · ') : t('replay.secrets.none')}
          </li>
        ))}
      </ul>
    </section>
  );
}
