import { MapPin, MessageSquareText, UserRound } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { RecoveryReport } from '@ramkoll/shared/schemas/recovery';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { RecoveryReportActions } from './recovery-report-actions';

/**
 * "Found?" reports finders sent about this stolen bike: where it was found, how to reach the
 * finder and what they wrote, each with the owner's answer: the bike is back, or dismiss it.
 */
export function RecoveryReports({ reports, name }: { reports: RecoveryReport[]; name: string }) {
  const { t } = useTranslation('my_bikes');
  const language = currentLanguage();
  if (reports.length === 0) return null;
  return (
    <section
      aria-label={t('recovery_reports.title', { count: reports.length })}
      className="grid gap-2 rounded-xl border border-success/30 bg-success-soft/60 p-3.5"
    >
      <h3 className="text-sm font-semibold text-success">
        {t('recovery_reports.title', { count: reports.length })}
      </h3>
      <ul className="grid gap-2.5">
        {reports.map((report) => (
          <li key={report.id} className="grid gap-1 rounded-lg bg-card p-3 text-sm shadow-xs">
            <p className="text-xs text-muted-foreground">
              {t('recovery_reports.received', { date: formatDateTime(report.createdAt, language) })}
            </p>
            <p className="flex items-start gap-1.5 break-words">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                <span className="sr-only">{t('recovery_reports.location')}: </span>
                {report.locationFound}
              </span>
            </p>
            <p className="flex items-start gap-1.5 break-words">
              <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                <span className="sr-only">{t('recovery_reports.contact')}: </span>
                {report.contactInfo}
              </span>
            </p>
            {report.description ? (
              <p className="flex items-start gap-1.5 break-words">
                <MessageSquareText
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                <span>
                  <span className="sr-only">{t('recovery_reports.description')}: </span>
                  {report.description}
                </span>
              </p>
            ) : null}
            <RecoveryReportActions report={report} name={name} />
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('recovery_reports.hint')}</p>
    </section>
  );
}
