import { ComingSoon } from '@/components/coming-soon';

export function TermsPage() {
  return <ComingSoon page="terms" />;
}
