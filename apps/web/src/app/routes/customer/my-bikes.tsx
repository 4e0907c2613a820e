import { ComingSoon } from '@/components/coming-soon';

export function MyBikesPage() {
  return <ComingSoon page="my_bikes" />;
}
