import { ComingSoon } from '@/components/coming-soon';

export function AdminBusinessRequestsPage() {
  return <ComingSoon page="admin_business_requests" />;
}
