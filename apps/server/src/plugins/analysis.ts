import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnalysisProvider } from '../providers/analysis/analysis-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Receipt OCR and bike photo analysis. */
    analysis: AnalysisProvider;
  }
}

/** Decorates the app with the analysis provider and stops its OCR worker when the app closes. */
export const analysisPlugin = fp(
  function analysis(
    app: FastifyInstance,
    options: { provider: AnalysisProvider },
    done: (error?: Error) => void,
  ) {
    app.decorate('analysis', options.provider);
    app.addHook('onClose', () => options.provider.close());
    done();
  },
  { name: 'analysis' },
);
