import { ComingSoon } from '@/components/coming-soon';

export function StoreBikesPage() {
  return <ComingSoon page="store_bikes" />;
}
