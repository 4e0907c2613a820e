import { ComingSoon } from '@/components/coming-soon';

export function AdminStoreRequestsPage() {
  return <ComingSoon page="admin_store_requests" />;
}
