import { ComingSoon } from '@/components/coming-soon';

export function StoreInventoryPage() {
  return <ComingSoon page="store_inventory" />;
}
