import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appEnvNames,
  checkCompose,
  checkDockerfile,
  checkDockerignore,
  requiredVariables,
  WEB_BUILD_SCRIPTS,
  // @ts-expect-error -- a plain ES module script, without type declarations
} from '../../../../scripts/check-deploy.mjs';

// scripts/check-deploy.mjs (decision 054): the static checks of the production recipe must accept
// the repository's Dockerfile and compose.yaml and refuse each thing that would break production.
const root = resolve(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Check = (text: string, options?: unknown) => string[];
const dockerfileProblems = checkDockerfile as Check;
const dockerignoreProblems = checkDockerignore as Check;
const composeProblems = checkCompose as Check;
const envNames = appEnvNames as (source: string, providerSources?: string[]) => Set<string>;
const secretsOf = requiredVariables as (text: string) => string[];

const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const appEnv = envNames(read('apps/server/src/config/env.ts'), [
  read('apps/server/src/providers/eid/bankid-config.ts'),
  read('apps/server/src/providers/eid/oidc-config.ts'),
]);
const options = { dockerfileHasHealthcheck: true, appEnv };

describe("the repository's recipe", () => {
  it('passes every static check', () => {
    expect(dockerfileProblems(dockerfile)).toEqual([]);
    expect(dockerignoreProblems(read('.dockerignore'))).toEqual([]);
    expect(composeProblems(compose, options)).toEqual([]);
  });

  it('knows every script the web build runs', () => {
    const build = (JSON.parse(read('apps/web/package.json')) as { scripts: { build: string } }).scripts.build;
    const run = [...build.matchAll(/scripts\/[\w-]+\.mjs/g)].map((match) => match[0]).sort();
    expect(run).toEqual([...(WEB_BUILD_SCRIPTS as string[])].sort());
  });

  it("reads the app's variables from env.ts", () => {
    for (const name of ['DATABASE_URL', 'DATA_ENCRYPTION_KEY', 'TRUST_PROXY', 'S3_BUCKET', 'SMTP_URL']) {
      expect(appEnv.has(name)).toBe(true);
    }
    expect(appEnv.has('SECRET_KEY_FILE')).toBe(false);
  });

  it('lists the secrets compose.yaml requires, for `compose config` on placeholders', () => {
    expect(secretsOf(compose)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'DATA_ENCRYPTION_KEY', 'SMTP_URL', 'RAMKOLL_DOMAIN']),
    );
  });
});

describe('the Dockerfile check refuses', () => {
  const cases: [string, (text: string) => string, RegExp][] = [
    [
      'a single stage',
      (text) => text.replace(/^FROM .* AS (manifests|build|deps)$/gm, '# gone'),
      /multi-stage/,
    ],
    [
      'a build without the prerendering script',
      (text) => text.replace('COPY scripts/prerender-web.mjs ', 'COPY '),
      /must copy scripts\/prerender-web\.mjs/,
    ],
    ['no USER', (text) => text.replace(/^USER node$/m, ''), /non-root USER/],
    ['USER root', (text) => text.replace(/^USER node$/m, 'USER root'), /runs as root/],
    ['no HEALTHCHECK', (text) => text.replace(/^HEALTHCHECK[\s\S]*?\n(?=STOPSIGNAL)/m, ''), /HEALTHCHECK/],
    ['another Node', (text) => text.replace('node:20-bookworm-slim', 'node:22-bookworm-slim'), /Node 20/],
    [
      'another command',
      (text) => text.replace('apps/server/dist/server.js', 'apps/server/src/server.ts'),
      /server\.js/,
    ],
    ['no NODE_ENV', (text) => text.replace('NODE_ENV=production', 'NODE_ENV=development'), /NODE_ENV/],
    [
      'no OCR model',
      (text) => text.replace(/^COPY --from=build \/app\/apps\/server\/ocr apps\/server\/ocr$/m, ''),
      /apps\/server\/ocr/,
    ],
    [
      'no migrations',
      (text) => text.replace(/^COPY --from=build \/app\/apps\/server\/drizzle apps\/server\/drizzle$/m, ''),
      /apps\/server\/drizzle/,
    ],
    [
      'dev dependencies in the image',
      (text) =>
        text.replace(
          'COPY --from=deps --chown=root:root /app/node_modules',
          'COPY --from=build /app/node_modules',
        ),
      /dev dependencies/,
    ],
  ];
  it.each(cases)('%s', (_, change, problem) => {
    const changed = change(dockerfile);
    expect(changed).not.toBe(dockerfile);
    expect(dockerfileProblems(changed).join('\n')).toMatch(problem);
  });

  it('a .dockerignore that lets node_modules or .env in', () => {
    expect(dockerignoreProblems('dist\n').join('\n')).toMatch(/node_modules[\s\S]*\.env/);
  });
});

describe('the compose check refuses', () => {
  const cases: [string, (text: string) => string, RegExp][] = [
    ['one app instance', (text) => text.replace(/^ {2}app2:\n {4}<<: \*app\n/m, ''), /two app instances/],
    ['no PostgreSQL', (text) => text.replaceAll('postgres:18-bookworm', 'mysql:8'), /PostgreSQL service/],
    ['no proxy', (text) => text.replace('caddy:2', 'busybox'), /reverse proxy/],
    [
      'no S3 bucket creation',
      (text) => text.replace('mc mb --ignore-existing', 'echo'),
      /creates the bucket/,
    ],
    [
      'a database without health check',
      (text) => text.replace("test: ['CMD-SHELL', 'pg_isready -U ramkoll -d ramkoll']", 'disable: true'),
      /postgres needs a healthcheck/,
    ],
    [
      'apps not waiting for a healthy database',
      (text) => text.replace(/(postgres:\n {6}condition: )service_healthy/, '$1service_started'),
      /app1 must depend on postgres being healthy/,
    ],
    [
      'a missing production variable',
      (text) => text.replace(/^ {4}SMTP_URL: .*\n/m, ''),
      /app1 does not set SMTP_URL/,
    ],
    [
      'a misspelt variable',
      (text) => text.replace('TRUST_PROXY:', 'TRUST_PROXIES:'),
      /TRUST_PROXIES, which the app does not read/,
    ],
    [
      'no TRUST_PROXY',
      (text) => text.replace("TRUST_PROXY: 'true'", "TRUST_PROXY: 'false'"),
      /TRUST_PROXY=true/,
    ],
    [
      'an http public URL',
      (text) => text.replace('PUBLIC_URL: https://', 'PUBLIC_URL: http://'),
      /must be https/,
    ],
    [
      'a secret written into the file',
      (text) => text.replace(/DATA_ENCRYPTION_KEY: \$\{[^\n]*\}/, `DATA_ENCRYPTION_KEY: ${'A'.repeat(43)}=`),
      /writes DATA_ENCRYPTION_KEY into the file/,
    ],
    [
      'a published app port',
      (text) => text.replace('  app1:\n    <<: *app\n', "  app1:\n    <<: *app\n    ports: ['3000:3000']\n"),
      /app1 publishes ports/,
    ],
    [
      'the proxy not waiting for the apps',
      (text) => text.replace(/ {6}app2:\n {8}condition: service_healthy\n/, ''),
      /proxy must depend on app2/,
    ],
    ['broken YAML', (text) => `${text}\n  : : [`, /not valid YAML/],
  ];
  it.each(cases)('%s', (_, change, problem) => {
    const changed = change(compose);
    expect(changed).not.toBe(compose);
    expect(composeProblems(changed, options).join('\n')).toMatch(problem);
  });

  it('app services without a healthcheck when the image has none', () => {
    expect(composeProblems(compose, { ...options, dockerfileHasHealthcheck: false }).join('\n')).toMatch(
      /app1 has no healthcheck/,
    );
  });
});
