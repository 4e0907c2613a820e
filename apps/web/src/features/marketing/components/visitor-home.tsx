import { BenefitGrid } from './benefit-grid';
import { CallToAction } from './call-to-action';
import { Hero } from './hero';

/** The home page for visitors (spec section 2): login and register plus six benefit cards. */
export function VisitorHome() {
  return (
    <>
      <Hero />
      <BenefitGrid />
      <CallToAction />
    </>
  );
}
