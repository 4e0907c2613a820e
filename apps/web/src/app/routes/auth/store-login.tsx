import { ComingSoon } from '@/components/coming-soon';

export function StoreLoginPage() {
  return <ComingSoon page="store_login" />;
}
