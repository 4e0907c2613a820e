import { ComingSoon } from '@/components/coming-soon';

export function BusinessAnalyticsPage() {
  return <ComingSoon page="business_analytics" />;
}
