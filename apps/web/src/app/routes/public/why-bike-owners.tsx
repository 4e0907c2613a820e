import { ComingSoon } from '@/components/coming-soon';

export function WhyBikeOwnersPage() {
  return <ComingSoon page="why_bike_owners" />;
}
