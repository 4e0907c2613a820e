import { BadgeCheck, Fingerprint, LogIn, QrCode, Ticket, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { OwnershipCertificate } from './ownership-certificate';

/** The visitor home's opening: promise, login and register buttons, and a sample certificate. */
export function Hero() {
  const { t } = useTranslation('home');
  const trust = [
    { icon: Fingerprint, label: t('hero.trust_bankid') },
    { icon: Ticket, label: t('hero.trust_fee') },
    { icon: QrCode, label: t('hero.trust_qr') },
  ];

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-primary-deep text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_85%_0%,rgb(26_127_163/0.55),transparent_60%),radial-gradient(ellipse_60%_50%_at_0%_100%,rgb(244_185_66/0.18),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90 ring-1 ring-white/20">
            <BadgeCheck aria-hidden="true" className="size-4 text-accent" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to={paths.register.getHref()}>
                <UserPlus aria-hidden="true" />
                {t('hero.register')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="on-dark">
              <Link to={paths.auth.getHref()}>
                <LogIn aria-hidden="true" />
                {t('hero.login')}
              </Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm text-white/85">
            {trust.map((item) => (
              <li key={item.label} className="inline-flex items-center gap-2">
                <item.icon aria-hidden="true" className="size-4 text-accent" />
                {item.label}
              </li>
            ))}
          </ul>
        </div>
        <OwnershipCertificate />
      </div>
    </section>
  );
}
