import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ZCurrency } from '@ramkoll/shared/schemas/orders';
import type { PaymentProvider } from './payment-provider.js';

/**
 * The built-in test provider: no money moves. Its checkout step is the web's 'Testbetalning'
 * dialog, and confirming succeeds for any session it issued. A session id carries the payment id,
 * amount and currency under an HMAC with a key only the server has, so it keeps no state (any
 * instance can confirm) and an id it did not issue, or one with another amount, is refused.
 * `previousKeys` (during a key rotation, decision 055) are accepted for confirming, never for issuing.
 */
export function createTestPaymentProvider({
  key,
  previousKeys = [],
}: {
  key: Buffer;
  previousKeys?: Buffer[];
}): PaymentProvider {
  const signUnder = (under: Buffer, body: string) =>
    createHmac('sha256', under).update(body).digest('base64url');
  const sign = (body: string) => signUnder(key, body);
  const signedByUs = (body: string, signature: string) =>
    [key, ...previousKeys].some((under) => {
      const expected = Buffer.from(signUnder(under, body));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return {
    name: 'test',
    creditedBy: 'confirm',
    createCheckout({ paymentId, amount, currency }) {
      const body = `${paymentId}.${amount}.${currency}.${randomBytes(8).toString('hex')}`;
      const sessionId = `test_${body}.${sign(body)}`;
      return Promise.resolve({ providerPaymentId: sessionId, checkout: { provider: 'test', sessionId } });
    },
    confirm(providerPaymentId) {
      const match = /^test_(([0-9a-f-]{36})\.(\d+)\.([A-Z]{3})\.[0-9a-f]{16})\.([\w-]+)$/.exec(
        providerPaymentId,
      );
      if (!match) return Promise.reject(new Error('test payments: unknown session'));
      const [, body = '', paymentId = '', amount = '', currency = '', signature = ''] = match;
      const parsedCurrency = ZCurrency.safeParse(currency);
      if (!signedByUs(body, signature) || !parsedCurrency.success) {
        return Promise.reject(new Error('test payments: unknown session'));
      }
      return Promise.resolve({
        status: 'succeeded',
        paymentId,
        amount: Number(amount),
        currency: parsedCurrency.data,
      });
    },
  };
}
