import { useTranslation } from 'react-i18next';
import type { Unsaved } from '../../../protocol/messages';

/**
 * The table's notice while the host cannot save the match (its disk is full, or another write failure): play goes on,
 * but a host restart now would lose the moves since. Shown by the table kit for every game, for as long as the host
 * says so (`unsaved` in its presence messages), and gone as soon as the match is saved again.
 */
export function SavingNotice({ unsaved }: { unsaved: Unsaved | null }) {
  const { t } = useTranslation();
  if (unsaved === null) return null;
  return (
    <div className="hud-box saving-notice" role="status" data-testid="saving-notice" data-unsaved={unsaved}>
      {t(unsaved === 'disk-full' ? 'lifecycle.unsaved.diskFull' : 'lifecycle.unsaved.failed')}
    </div>
  );
}
