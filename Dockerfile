# syntax=docker/dockerfile:1
# Ramkoll's production image (README "Production", decision 054). Stages:
#   manifests - the workspaces' package.json files and the lock, shared by the next two;
#   build   - every dependency, then the shared package, the web app and the server compiled;
#   deps    - only the production dependencies of the server and the shared package;
#   runtime - Node on slim Debian with those dependencies and the built files, run as `node`.
# The runtime stage has no npm cache, compiler, TypeScript sources, tests or dev tools.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY scripts/prerender-web.mjs scripts/precompress-web.mjs scripts/
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

FROM manifests AS deps
# Only the server's and the shared package's production dependencies: no React, Vite or test tools.
# The PDFs' font (dejavu-fonts-ttf, decision 094) is one of them and comes with node_modules.
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --workspace packages/shared \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
# npm and corepack are not needed to run the server; the image starts node directly.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
    /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
    /usr/lib/node_modules/npm /usr/lib/node_modules/corepack /usr/bin/npm /usr/bin/npx /usr/bin/corepack \
  && mkdir -p /data && chown node:node /data
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY --from=build /app/packages/shared/package.json packages/shared/package.json
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/packages/shared/src/i18n packages/shared/src/i18n
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/ocr apps/server/ocr
COPY --from=build /app/apps/web/dist apps/web/dist
# The web app's page renderer (self-contained): a signed-in customer's home is rendered per request (decision 086).
COPY --from=build /app/apps/web/dist-prerender apps/web/dist-prerender
# The application files belong to root and are read-only for the user the server runs as;
# only /data (local files and the embedded database when no DATABASE_URL / S3 is set) is writable.
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers 503 when the database cannot be reached (apps/server/src/routes/public/health.ts).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
