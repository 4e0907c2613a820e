import { ComingSoon } from '@/components/coming-soon';

export function StoreSettingsPage() {
  return <ComingSoon page="store_settings" />;
}
