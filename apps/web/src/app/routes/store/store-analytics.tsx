import { ComingSoon } from '@/components/coming-soon';

export function StoreAnalyticsPage() {
  return <ComingSoon page="store_analytics" />;
}
