import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/store';
import { Brand } from './common';

/** Where a menu screen's back button goes: home, the screen before (store.back), or no button. */
export type MenuBack = 'home' | 'previous' | null;

/** The frame every menu screen shares: the brand, the back button, the title, then the screen's own content. */
export function MenuScreen({ testId, title, back, backTestId, children }: { testId: string; title: ReactNode; back: MenuBack; backTestId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const go = useApp((s) => s.go);
  const previous = useApp((s) => s.back);
  return (
    <div className="screen" data-testid={testId}>
      <div className="screen-narrow">
        <div className="row">
          <Brand small />
          {back && (
            <>
              <div className="spacer" />
              <button className="btn" onClick={back === 'home' ? () => go({ name: 'home' }) : previous} data-testid={backTestId}>
                ← {t('common.back')}
              </button>
            </>
          )}
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
