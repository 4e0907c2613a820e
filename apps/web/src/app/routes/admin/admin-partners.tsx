import { ComingSoon } from '@/components/coming-soon';

export function AdminPartnersPage() {
  return <ComingSoon page="admin_partners" />;
}
