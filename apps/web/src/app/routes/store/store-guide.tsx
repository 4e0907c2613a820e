import { ComingSoon } from '@/components/coming-soon';

export function StoreGuidePage() {
  return <ComingSoon page="store_guide" />;
}
