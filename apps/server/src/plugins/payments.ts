import type { PackagePrices, PointsPackage } from '@ramkoll/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../providers/payments/payment-provider.js';
import type { ReceiptContext } from '../services/orders/credit-payment.js';

export interface PaymentsContext {
  provider: PaymentProvider;
  /** Minor units per package and currency, from the configuration. */
  prices: Record<PointsPackage, PackagePrices>;
  /** The seller on purchase receipts and the site their mail links to. */
  receipts: ReceiptContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider and the points packages' prices. */
    payments: PaymentsContext;
  }
}

export const paymentsPlugin = fp(
  function payments(app: FastifyInstance, options: PaymentsContext, done: (error?: Error) => void) {
    app.decorate('payments', {
      provider: options.provider,
      prices: options.prices,
      receipts: options.receipts,
    });
    done();
  },
  { name: 'payments' },
);
