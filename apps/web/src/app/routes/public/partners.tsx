import { ComingSoon } from '@/components/coming-soon';

export function PartnersPage() {
  return <ComingSoon page="partners" />;
}
