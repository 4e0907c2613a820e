import { useTranslation } from '@/lib/use-translation';
import { CONSENT_COOKIE, LANGUAGE_COOKIE } from '@ramkoll/shared/rules/page-cookies';
import { Badge } from '@/components/ui/badge';
import { auditLogStorageKey } from '@/lib/audit-log';
import { languageStorageKey } from '@/lib/i18n';

/**
 * What the web app keeps in the browser, by its real names: the two httpOnly session cookies the
 * server sets (apps/server/src/plugins/auth.ts), the two page cookies the app mirrors its language
 * and cookie choice into (lib/page-cookies.ts) and the localStorage keys of the consent banner
 * (features/consent), the language switch, the device audit log and the install card.
 */
const entries = [
  { key: 'access', name: 'ramkoll_access', kind: 'cookie' },
  { key: 'refresh', name: 'ramkoll_refresh', kind: 'cookie' },
  { key: 'consent_cookie', name: CONSENT_COOKIE, kind: 'cookie' },
  { key: 'language_cookie', name: LANGUAGE_COOKIE, kind: 'cookie' },
  { key: 'consent', name: 'cookie-consent', kind: 'storage' },
  { key: 'language', name: languageStorageKey, kind: 'storage' },
  { key: 'audit', name: auditLogStorageKey, kind: 'storage' },
  // features/install-app owns this key; features do not import each other.
  { key: 'install', name: 'ramkoll.install-app-dismissed', kind: 'storage' },
] as const;

export function CookieList() {
  const { t } = useTranslation('privacy');
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-muted-foreground">
        {t('sections.cookies.caption')}
      </figcaption>
      <ul className="mt-3 grid gap-3">
        {entries.map((entry) => (
          <li key={entry.key} className="rounded-2xl border border-border bg-card p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <code className="rounded-md bg-muted px-2 py-0.5 font-mono text-sm font-semibold">
                {entry.name}
              </code>
              <Badge variant="secondary">{t(`sections.cookies.kinds.${entry.kind}`)}</Badge>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
              <dt className="font-semibold text-muted-foreground">{t('sections.cookies.columns.purpose')}</dt>
              <dd className="mb-2 sm:mb-0">{t(`sections.cookies.entries.${entry.key}.purpose`)}</dd>
              <dt className="font-semibold text-muted-foreground">
                {t('sections.cookies.columns.duration')}
              </dt>
              <dd>{t(`sections.cookies.entries.${entry.key}.duration`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </figure>
  );
}
