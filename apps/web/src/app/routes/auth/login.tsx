import { ComingSoon } from '@/components/coming-soon';

export function LoginPage() {
  return <ComingSoon page="auth" />;
}
