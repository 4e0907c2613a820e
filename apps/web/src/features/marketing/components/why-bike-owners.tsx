import { ArrowRight, BadgeCheck, BookOpen, Plus, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { PageHero } from '@/components/layouts/page-hero';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CallToAction } from './call-to-action';
import { StolenSteps } from './stolen-steps';
import { TheftFacts } from './theft-facts';
import { WhyBenefits } from './why-benefits';

interface WhyBikeOwnersProps {
  /** Signed-in people register a bike instead of creating an account. */
  signedIn: boolean;
}

/** /why-bike-owners: why a bike owner registers, in the visitor home's style. */
export function WhyBikeOwners({ signedIn }: WhyBikeOwnersProps) {
  const { t } = useTranslation(['why_bike_owners', 'pages']);
  return (
    <>
      <PageHero
        id="why-title"
        eyebrow={t('eyebrow')}
        icon={BadgeCheck}
        title={t('pages:titles.why_bike_owners')}
        lead={t('lead')}
      >
        <div className="flex flex-col gap-3 pb-4 sm:flex-row md:pb-6">
          {signedIn ? (
            <Button asChild size="lg" variant="accent">
              <Link to={paths.bikeRegistration.getHref()}>
                <Plus aria-hidden="true" />
                {t('pages:titles.bike_registration')}
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="accent">
              <Link to={paths.register.getHref()}>
                <UserPlus aria-hidden="true" />
                {t('register')}
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="on-dark">
            <Link to={paths.howToUse.getHref()}>
              <BookOpen aria-hidden="true" />
              {t('how_to_use')}
            </Link>
          </Button>
        </div>
      </PageHero>
      <TheftFacts />
      <section aria-labelledby="why-problem-title" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 md:pt-20">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <div>
            <h2
              id="why-problem-title"
              className="text-3xl font-bold tracking-tight text-primary-deep text-balance sm:text-4xl"
            >
              {t('problem.title')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t('problem.text')}</p>
          </div>
          <div className="flex items-start gap-4 self-end rounded-3xl bg-primary-soft p-6 sm:p-8">
            <ArrowRight aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            <p className="text-lg leading-relaxed font-medium text-primary-deep">{t('problem.answer')}</p>
          </div>
        </div>
      </section>
      <WhyBenefits />
      <StolenSteps />
      {signedIn ? null : <CallToAction />}
    </>
  );
}
