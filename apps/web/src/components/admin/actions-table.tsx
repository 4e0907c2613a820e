import { useTranslation } from '@/lib/use-translation';
import type { AdminAction } from '@ramkoll/shared/schemas/admin';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** Who did what, when, to which target: the dashboard's latest actions and the audit log page. */
export function ActionsTable({ actions }: { actions: AdminAction[] }) {
  const { t } = useTranslation('admin_office');
  const language = currentLanguage();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-border text-left">
          <th scope="col" className="px-4 py-2 font-semibold">
            {t('dashboard.when')}
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            {t('dashboard.who')}
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            {t('dashboard.what')}
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            {t('dashboard.target')}
          </th>
        </tr>
      </thead>
      <tbody>
        {actions.map((action) => (
          <tr key={action.id} className="border-b border-border align-top last:border-0">
            <td className="px-4 py-2 whitespace-nowrap tabular-nums">
              {formatDateTime(action.createdAt, language)}
            </td>
            <td className="px-4 py-2">
              <span className="block font-medium">{action.actorName ?? t('dashboard.unknown_actor')}</span>
              {action.actorEmail ? (
                <span className="block text-muted-foreground">{action.actorEmail}</span>
              ) : null}
            </td>
            <td className="px-4 py-2">
              {t(`actions.${action.action.replace('.', '_')}`, { defaultValue: action.action })}
            </td>
            <td className="px-4 py-2 break-all text-muted-foreground">
              {action.targetType ? `${action.targetType} ${action.targetId ?? ''}`.trim() : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
