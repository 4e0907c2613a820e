import { ComingSoon } from '@/components/coming-soon';

export function AnalyticsPage() {
  return <ComingSoon page="analytics" />;
}
