import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { OverlaySpinner } from './spinner';

/**
 * Where a page renders a lazily loaded dialog (`preloadableLazy`, loaded when the page is idle):
 * should it be opened before its code has come, the page shows a spinner over it meanwhile.
 */
export function LazyDialog({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<OverlaySpinner label={t('loading')} />}>{children}</Suspense>;
}
