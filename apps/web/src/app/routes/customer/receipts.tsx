import { ComingSoon } from '@/components/coming-soon';

export function ReceiptsPage() {
  return <ComingSoon page="receipts" />;
}
