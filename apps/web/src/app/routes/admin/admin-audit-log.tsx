import { useTranslation } from '@/lib/use-translation';
import { AuditLogView } from '@/features/admin-audit/components/audit-log-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminAuditLogPage() {
  const { t } = useTranslation('admin_audit');
  useDocumentTitle(t('title'));
  return <AuditLogView />;
}
