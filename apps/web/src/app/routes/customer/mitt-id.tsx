import { ComingSoon } from '@/components/coming-soon';

export function MittIdPage() {
  return <ComingSoon page="mitt_id" />;
}
