import { Mail, ScrollText, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { phoneNumbers } from '@/config/phone-numbers';
import { LegalDocument, LegalList, LegalSection } from './legal-document';

/** When the terms last changed in substance; update it with the text. */
export const termsUpdatedOn = '2026-11-23';

/** /terms: the terms of use, section by section in the catalogue's order. */
export function TermsOfUse() {
  const { t } = useTranslation(['terms', 'pages']);
  const values = {
    registerPoints: pointCosts.registerBike,
    qrPoints: pointCosts.qrCodePerCode,
    transferPoints: pointCosts.ownershipTransfer,
    police: phoneNumbers.police,
  };
  const sections = Object.entries(t('sections', { ...values, returnObjects: true })).map(
    ([key, section]) => ({
      heading: { id: `terms-${key.replaceAll('_', '-')}`, title: section.title },
      lead: 'lead' in section ? section.lead : null,
      items: Object.values(section.items),
      after: 'consequence' in section ? section.consequence : null,
    }),
  );

  return (
    <LegalDocument
      id="terms-title"
      eyebrow={t('eyebrow')}
      icon={ScrollText}
      title={t('pages:titles.terms')}
      lead={t('pages:descriptions.terms')}
      updatedLabel={(date) => t('updated', { date })}
      updatedOn={termsUpdatedOn}
      contentsLabel={t('contents')}
      headings={sections.map((section) => section.heading)}
    >
      <p className="mb-8 text-lg leading-relaxed">{t('intro')}</p>
      {sections.map((section) => (
        <LegalSection key={section.heading.id} heading={section.heading}>
          {section.lead ? <p>{section.lead}</p> : null}
          <LegalList items={section.items} />
          {section.after ? <p>{section.after}</p> : null}
        </LegalSection>
      ))}
      <div className="mt-6 flex flex-col gap-4 rounded-3xl bg-primary-soft p-6 sm:p-8">
        <div>
          <h2 className="text-lg font-bold text-primary-deep">{t('questions.title')}</h2>
          <p className="mt-1 text-muted-foreground">{t('questions.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.contact.getHref()}>
              <Mail aria-hidden="true" />
              {t('questions.contact')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.privacy.getHref()}>
              <ShieldCheck aria-hidden="true" />
              {t('questions.privacy')}
            </Link>
          </Button>
        </div>
      </div>
    </LegalDocument>
  );
}
