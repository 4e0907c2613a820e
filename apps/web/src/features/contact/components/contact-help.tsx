import { BookOpen, ScrollText, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Pages that may answer the question before anyone has to write. */
export function ContactHelp() {
  const { t } = useTranslation('contact');
  const links = [
    { key: 'how_to_use', href: paths.howToUse.getHref(), icon: BookOpen, label: t('help.how_to_use') },
    { key: 'privacy', href: paths.privacy.getHref(), icon: ShieldCheck, label: t('help.privacy') },
    { key: 'terms', href: paths.terms.getHref(), icon: ScrollText, label: t('help.terms') },
  ];
  return (
    <nav aria-labelledby="contact-help-title" className="rounded-2xl bg-primary-soft p-5">
      <h2 id="contact-help-title" className="font-semibold text-primary-deep">
        {t('help.title')}
      </h2>
      <ul className="mt-3 grid gap-1">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              className="flex items-center gap-2 rounded-lg py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            >
              <link.icon aria-hidden="true" className="size-4" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-primary/15 pt-4 text-sm text-muted-foreground">
        {t('privacy_note')}
      </p>
    </nav>
  );
}
