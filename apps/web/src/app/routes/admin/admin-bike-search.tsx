import { ComingSoon } from '@/components/coming-soon';

export function AdminBikeSearchPage() {
  return <ComingSoon page="admin_bike_search" />;
}
