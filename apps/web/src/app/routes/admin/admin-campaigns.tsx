import { ComingSoon } from '@/components/coming-soon';

export function AdminCampaignsPage() {
  return <ComingSoon page="admin_campaigns" />;
}
