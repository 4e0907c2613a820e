import { useTranslation } from '@/lib/use-translation';
import { useSessionUser } from '@/features/auth/api/get-session';
import { WhyBikeOwners } from '@/features/marketing/components/why-bike-owners';
import { useDocumentTitle } from '@/lib/use-document-title';

export function WhyBikeOwnersPage() {
  const { t } = useTranslation('pages');
  const { user } = useSessionUser();
  useDocumentTitle(t('titles.why_bike_owners'));
  return <WhyBikeOwners signedIn={Boolean(user)} />;
}
