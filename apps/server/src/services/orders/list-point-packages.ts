import {
  packagePoints,
  pointsPackages,
  type PackagePrices,
  type PointsPackage,
  type PointsPackageOffer,
} from '@ramkoll/shared/schemas/orders';

/** The packages on /order, smallest first, with their configured prices. */
export function listPointPackages(prices: Record<PointsPackage, PackagePrices>): PointsPackageOffer[] {
  return pointsPackages.map((name) => ({ package: name, points: packagePoints[name], prices: prices[name] }));
}
