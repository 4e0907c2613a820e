import { NotFound } from '@/components/not-found';

export function NotFoundPage() {
  return <NotFound />;
}
