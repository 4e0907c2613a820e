import { ComingSoon } from '@/components/coming-soon';

export function BikeRegistrationPage() {
  return <ComingSoon page="bike_registration" />;
}
