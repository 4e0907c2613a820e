import {
  Bike,
  Rocket,
  Search,
  ShieldAlert,
  ShoppingBag,
  Store,
  HandHelping,
  type LucideIcon,
} from 'lucide-react';

/**
 * The guide's sections in reading order, as keys of the `how_to_use` catalogue; each section's
 * steps are read from the catalogue in their written order.
 */
export const guideSections = [
  { id: 'get_started', icon: Rocket },
  { id: 'register', icon: Bike },
  { id: 'stolen', icon: ShieldAlert },
  { id: 'found', icon: HandHelping },
  { id: 'buying', icon: Search },
  { id: 'selling', icon: ShoppingBag },
  { id: 'stores', icon: Store },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type GuideSection = (typeof guideSections)[number];

/** The anchor of a section on the page, e.g. /how-to-use#guide-stolen. */
export function sectionAnchor(id: GuideSection['id']): string {
  return `guide-${id.replaceAll('_', '-')}`;
}
