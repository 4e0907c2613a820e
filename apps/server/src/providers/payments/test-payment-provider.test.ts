import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestPaymentProvider } from './test-payment-provider.js';

const purchase = {
  amount: 4900,
  currency: 'SEK',
  package: 'points_100',
  points: 100,
  email: 'anna@ramkoll.se',
  language: 'sv',
} as const;

describe('test payment provider during a key rotation', () => {
  it('confirms sessions issued under the previous key, issues under the current one', async () => {
    const keyA = randomBytes(32);
    const keyB = randomBytes(32);
    const before = createTestPaymentProvider({ key: keyA });
    const rotating = createTestPaymentProvider({ key: keyB, previousKeys: [keyA] });
    const after = createTestPaymentProvider({ key: keyB });
    const paymentId = randomUUID();
    const { providerPaymentId: underA } = await before.createCheckout({
      paymentId,
      ...purchase,
    });
    const { providerPaymentId: underB } = await rotating.createCheckout({
      paymentId,
      ...purchase,
    });

    await expect(rotating.confirm(underA)).resolves.toMatchObject({
      status: 'succeeded',
      paymentId,
      amount: 4900,
    });
    await expect(after.confirm(underB)).resolves.toMatchObject({ status: 'succeeded', paymentId });
    await expect(after.confirm(underA)).rejects.toThrow(/unknown session/);
    await expect(before.confirm(underB)).rejects.toThrow(/unknown session/);
  });
});
