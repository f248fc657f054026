import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/store';
import { GenericTable } from './GenericTable';
import { TABLE_SCREENS } from './tables';

/** The table of the match's game: its 3D table when it has one, else the simple table. */
export function TableScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  useApp((s) => s.tick);
  const feed = session?.feeds.get(match);
  const game = feed?.game ?? 'nile';
  const Screen = TABLE_SCREENS[game];
  if (feed && !Screen) return <GenericTable match={match} feed={feed} />;
  const Table = Screen ?? TABLE_SCREENS.nile!;
  return (
    <Suspense fallback={<div className="screen muted">{t('app.loading')}</div>}>
      <Table match={match} />
    </Suspense>
  );
}
