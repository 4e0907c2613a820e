import { Handshake } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { PageHero } from '@/components/layouts/page-hero';
import { BusinessRequestSection } from '@/features/business-requests/components/business-request-form';
import { PartnerApplyCard } from '@/features/partners/components/partner-apply-card';
import { PartnerList } from '@/features/partners/components/partner-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PartnersPage() {
  const { t } = useTranslation(['partners', 'pages']);
  useDocumentTitle(t('pages:titles.partners'));
  return (
    <>
      <PageHero
        id="partners-title"
        eyebrow={t('eyebrow')}
        icon={Handshake}
        title={t('pages:titles.partners')}
        lead={t('lead')}
      />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-12 sm:px-6 md:gap-20 md:py-16">
        <PartnerList />
        <PartnerApplyCard />
        <BusinessRequestSection />
      </div>
    </>
  );
}
