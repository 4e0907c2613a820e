import { ArrowRight, BookOpen, Mail } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { FINDER_REWARD_MIN_THEFT_AGE_HOURS } from '@ramkoll/shared/rules/finder-reward';
import { finderRewardPoints, pointCosts } from '@ramkoll/shared/rules/points';
import { PageHero } from '@/components/layouts/page-hero';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { phoneNumbers } from '@/config/phone-numbers';
import { GuideSection } from './guide-section';
import { guideSections, sectionAnchor } from './guide-sections';
import { PointCosts } from './point-costs';

/** /how-to-use: the whole product step by step, with the buttons' real names. */
export function HowToUseGuide() {
  const { t } = useTranslation([
    'how_to_use',
    'pages',
    'common',
    'auth',
    'nav',
    'bike_registration',
    'my_bikes',
  ]);
  const values = {
    createAccount: t('common:actions.register'),
    registerWithBankId: t('auth:register.bankid_button'),
    order: t('nav:menu.order'),
    registerBike: t('bike_registration:submit'),
    myBikes: t('nav:menu.my_bikes'),
    myReceipts: t('nav:menu.receipts'),
    reportStolen: t('my_bikes:actions.report_stolen'),
    markRecovered: t('my_bikes:actions.mark_recovered'),
    sell: t('my_bikes:actions.sell'),
    transfer: t('my_bikes:actions.transfer'),
    confirmFound: t('my_bikes:recovery_reports.confirm'),
    police: phoneNumbers.police,
    registerPoints: pointCosts.registerBike,
    qrPoints: pointCosts.qrCodePerCode,
    transferPoints: pointCosts.ownershipTransfer,
    rewardPoints: finderRewardPoints,
    rewardHours: FINDER_REWARD_MIN_THEFT_AGE_HOURS,
  };

  return (
    <>
      <PageHero
        id="how-to-use-title"
        eyebrow={t('eyebrow')}
        icon={BookOpen}
        title={t('pages:titles.how_to_use')}
        lead={t('lead')}
      >
        <nav aria-label={t('contents')}>
          <ul className="flex flex-wrap gap-2">
            {guideSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${sectionAnchor(section.id)}`}
                  className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-accent"
                >
                  <section.icon aria-hidden="true" className="size-4 text-accent" />
                  {t(`sections.${section.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {guideSections.map((section) => (
          <GuideSection key={section.id} section={section} values={values}>
            {section.id === 'get_started' ? <PointCosts /> : null}
            {section.id === 'stores' ? (
              <Button asChild variant="outline" className="justify-self-start">
                <Link to={paths.partners.getHref()}>
                  {t('sections.stores.partners_link')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </GuideSection>
        ))}
      </div>
      <section aria-labelledby="how-to-use-help" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24">
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-primary-soft p-8 md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="how-to-use-help" className="text-2xl font-bold tracking-tight text-primary-deep">
              {t('help.title')}
            </h2>
            <p className="mt-1 text-muted-foreground">{t('help.text')}</p>
          </div>
          <Button asChild size="lg">
            <Link to={paths.contact.getHref()}>
              <Mail aria-hidden="true" />
              {t('help.contact')}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
