import { ComingSoon } from '@/components/coming-soon';

export function PrivacyPage() {
  return <ComingSoon page="privacy" />;
}
