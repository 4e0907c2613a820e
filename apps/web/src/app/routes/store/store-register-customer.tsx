import { ComingSoon } from '@/components/coming-soon';

export function StoreRegisterCustomerPage() {
  return <ComingSoon page="store_register_customer" />;
}
