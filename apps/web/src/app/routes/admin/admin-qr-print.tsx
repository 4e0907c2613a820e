import { ComingSoon } from '@/components/coming-soon';

export function AdminQrPrintPage() {
  return <ComingSoon page="admin_qr_print" />;
}
