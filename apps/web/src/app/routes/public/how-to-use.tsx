import { ComingSoon } from '@/components/coming-soon';

export function HowToUsePage() {
  return <ComingSoon page="how_to_use" />;
}
