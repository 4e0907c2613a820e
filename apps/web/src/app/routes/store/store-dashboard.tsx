import { ComingSoon } from '@/components/coming-soon';

export function StoreDashboardPage() {
  return <ComingSoon page="store_dashboard" />;
}
