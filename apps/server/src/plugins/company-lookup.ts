import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CompanyLookupProvider } from '../providers/company-lookup/company-lookup-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Organisation number → company (decision 038). */
    companyLookup: CompanyLookupProvider;
  }
}

export const companyLookupPlugin = fp(
  function companyLookup(
    app: FastifyInstance,
    options: { provider: CompanyLookupProvider },
    done: (error?: Error) => void,
  ) {
    app.decorate('companyLookup', options.provider);
    done();
  },
  { name: 'company-lookup' },
);
