import { ComingSoon } from '@/components/coming-soon';

export function MessagesPage() {
  return <ComingSoon page="messages" />;
}
