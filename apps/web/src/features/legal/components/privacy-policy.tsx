import { CircleCheck, Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CookieList } from './cookie-list';
import { DataCategories } from './data-categories';
import { LegalDocument, LegalList, LegalSection, type LegalHeading } from './legal-document';

/** When the policy last changed in substance; update it with the text (docs/decisions/010). */
export const privacyPolicyUpdatedOn = '2026-11-23';

const sectionIds = [
  'controller',
  'data',
  'personal_number',
  'visibility',
  'recipients',
  'security',
  'rights',
  'cookies',
  'changes',
] as const;
type SectionId = (typeof sectionIds)[number];

/** /privacy: what the code really does with personal data, in plain words. */
export function PrivacyPolicy() {
  const { t } = useTranslation(['privacy', 'pages']);
  const heading = (id: SectionId): LegalHeading => ({
    id: `privacy-${id.replaceAll('_', '-')}`,
    title: t(`sections.${id}.title`),
  });
  const list = (items: Record<string, string>) => Object.values(items);
  const contactLink = (label: string) => (
    <Button asChild variant="outline" className="justify-self-start">
      <Link to={paths.contact.getHref()}>
        <Mail aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );

  return (
    <LegalDocument
      id="privacy-title"
      eyebrow={t('eyebrow')}
      icon={ShieldCheck}
      title={t('pages:titles.privacy')}
      lead={t('pages:descriptions.privacy')}
      updatedLabel={(date) => t('updated', { date })}
      updatedOn={privacyPolicyUpdatedOn}
      contentsLabel={t('contents')}
      headings={sectionIds.map(heading)}
    >
      <aside aria-labelledby="privacy-summary" className="mb-10 rounded-3xl bg-primary-soft p-6 sm:p-8">
        <h2 id="privacy-summary" className="text-lg font-bold text-primary-deep">
          {t('summary.title')}
        </h2>
        <ul className="mt-4 grid gap-3">
          {list(t('summary.items', { returnObjects: true })).map((item) => (
            <li key={item} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </aside>

      <LegalSection heading={heading('controller')}>
        <p>{t('sections.controller.text')}</p>
        {contactLink(t('sections.controller.contact'))}
      </LegalSection>
      <LegalSection heading={heading('data')}>
        <p>{t('sections.data.lead')}</p>
        <DataCategories />
      </LegalSection>
      <LegalSection heading={heading('personal_number')}>
        {list(t('sections.personal_number.paragraphs', { returnObjects: true })).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </LegalSection>
      <LegalSection heading={heading('visibility')}>
        <LegalList items={list(t('sections.visibility.items', { returnObjects: true }))} />
      </LegalSection>
      <LegalSection heading={heading('recipients')}>
        <p>{t('sections.recipients.lead')}</p>
        <LegalList items={list(t('sections.recipients.items', { returnObjects: true }))} />
        <p>{t('sections.recipients.analysis')}</p>
        <p>{t('sections.recipients.authorities')}</p>
        <p>{t('sections.recipients.transfers')}</p>
      </LegalSection>
      <LegalSection heading={heading('security')}>
        <LegalList items={list(t('sections.security.items', { returnObjects: true }))} />
      </LegalSection>
      <LegalSection heading={heading('rights')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {Object.entries(t('sections.rights.items', { returnObjects: true })).map(([key, right]) => (
            <li key={key} className="rounded-2xl border border-border bg-card p-4">
              <h3 className="font-semibold">{right.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{right.text}</p>
            </li>
          ))}
        </ul>
        <div className="grid gap-3 rounded-2xl bg-accent-soft p-5 ring-1 ring-accent/40">
          <h3 className="font-semibold text-accent-foreground">{t('sections.rights.how_title')}</h3>
          <p>{t('sections.rights.how')}</p>
          {contactLink(t('sections.rights.contact'))}
        </div>
      </LegalSection>
      <LegalSection heading={heading('cookies')}>
        <p>{t('sections.cookies.text')}</p>
        <CookieList />
        <p>{t('sections.cookies.app_cache')}</p>
        <p>{t('sections.cookies.change')}</p>
      </LegalSection>
      <LegalSection heading={heading('changes')}>
        <p>{t('sections.changes.text')}</p>
      </LegalSection>
    </LegalDocument>
  );
}
