import { ComingSoon } from '@/components/coming-soon';

export function RegisterPage() {
  return <ComingSoon page="register" />;
}
