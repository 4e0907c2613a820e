import { checkStoreSale, parseCustomerQuery } from '@ramkoll/shared/rules/store-registration';
import { parsePrice } from './store-bike-form';

export interface SaleValues {
  price: string;
  purchaseDate: string;
}

/** The sale's problems at once, by field: the buyer must be chosen, price and date as for transfers. */
export function saleProblems(
  values: SaleValues,
  { buyerChosen, today }: { buyerChosen: boolean; today: string },
): Partial<Record<'buyer' | 'price' | 'purchaseDate', string>> {
  const problems: Partial<Record<'buyer' | 'price' | 'purchaseDate', string>> = {};
  if (!buyerChosen) problems.buyer = 'customer_query_required';
  for (const { field, problem } of checkStoreSale(
    { price: parsePrice(values.price), purchaseDate: values.purchaseDate },
    today,
  )) {
    problems[field as 'price' | 'purchaseDate'] = problem;
  }
  return problems;
}

/** The problem of a buyer search before it is sent, or null. */
export function buyerQueryProblem(query: string): string | null {
  const parsed = parseCustomerQuery(query);
  return parsed.ok ? null : parsed.problem;
}
