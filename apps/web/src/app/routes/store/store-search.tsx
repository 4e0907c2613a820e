import { ComingSoon } from '@/components/coming-soon';

export function StoreSearchPage() {
  return <ComingSoon page="store_search" />;
}
