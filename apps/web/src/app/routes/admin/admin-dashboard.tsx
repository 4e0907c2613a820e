import { ComingSoon } from '@/components/coming-soon';

export function AdminDashboardPage() {
  return <ComingSoon page="admin_dashboard" />;
}
