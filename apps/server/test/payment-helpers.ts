import { ZCreatePaymentResponse, type CreatePaymentResponse } from '@ramkoll/shared/schemas/orders';
import { expect } from 'vitest';
import { callApi, type TestCustomer } from './bike-helpers.js';
import type { TestContext } from './helper.js';

/** POST /api/me/payments for a package: the pending payment and its checkout. */
export async function startPayment(
  context: TestContext,
  buyer: Pick<TestCustomer, 'cookies'>,
  pkg = 'points_300',
  currency = 'SEK',
): Promise<CreatePaymentResponse> {
  const response = await callApi(context, buyer.cookies, 'POST', '/api/me/payments', {
    package: pkg,
    currency,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZCreatePaymentResponse.parse(response.json());
}
