import { ComingSoon } from '@/components/coming-soon';

export function InsuranceAnalyticsPage() {
  return <ComingSoon page="insurance_analytics" />;
}
