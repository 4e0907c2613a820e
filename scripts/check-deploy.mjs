#!/usr/bin/env node
// `npm run check:deploy` (and the `deploy` step of `npm test`): the production recipe in
// Dockerfile and compose.yaml is checked with the real tools where they exist, and statically
// everywhere (decision 054):
//   - always: the Dockerfile (multi-stage, non-root USER, HEALTHCHECK on /api/health, production
//     dependencies only in the last stage), .dockerignore, and compose.yaml parsed with `yaml`
//     (two app instances, PostgreSQL, S3 and a proxy with health checks and depends_on, every
//     variable the app needs in production set, no secret written into the file);
//   - with a `docker compose` (or `docker-compose`) client: `compose config` on placeholder secrets;
//   - with a reachable Docker daemon: `docker build` of the image (skip with --no-build).
// It prints which of them ran, so a green run says what was and was not proven.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');

/** What each app instance needs in production (README "Production"): without these it runs, but wrongly. */
export const REQUIRED_APP_ENV = [
  'NODE_ENV',
  'EID_PROVIDER',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'DATABASE_URL',
  'DATA_ENCRYPTION_KEY',
  'SMTP_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'PAYMENT_PROVIDER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

/** Variables whose value must come from the environment (`${...}`), never be written in compose.yaml. */
export const SECRET_ENV = [
  'BANKID_PASSPHRASE',
  'OIDC_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_KEY_PREVIOUS',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'POSTGRES_PASSWORD',
  'PGPASSWORD',
  'MINIO_ROOT_PASSWORD',
];

/**
 * The variable names apps/server/src/config/env.ts reads (the keys of its ZEnv object), and those
 * the e-ID providers' own settings parsers read (BANKID_*, OIDC_*; decision 087).
 */
export function appEnvNames(envSource, providerSources = []) {
  const body = envSource.slice(envSource.indexOf('const ZEnv = z.object({'));
  const end = body.indexOf('\n});');
  const names = new Set(
    [...body.slice(0, end).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]),
  );
  for (const source of providerSources) {
    for (const [, name] of source.matchAll(/\b((?:BANKID|OIDC)_[A-Z0-9_]+)\b/g)) names.add(name);
  }
  return names;
}

/** Folders of the server the production image needs beside dist: migrations, the OCR model. */
export const RUNTIME_FOLDERS = ['apps/server/drizzle', 'apps/server/ocr'];

/** Scripts the web app's build runs (apps/web/package.json): the image's build must have them. */
export const WEB_BUILD_SCRIPTS = ['scripts/prerender-web.mjs', 'scripts/precompress-web.mjs'];

/** Problems of a Dockerfile's text; an empty list when it is fit for production. */
export function checkDockerfile(text) {
  const problems = [];
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const upper = instruction.toUpperCase();
    if (upper === 'FROM') stages.push({ from: rest.join(' '), lines: [] });
    else if (stages.length > 0) stages.at(-1).lines.push({ instruction: upper, args: rest.join(' ') });
  }
  if (stages.length < 2) problems.push('Dockerfile: must be multi-stage (a build stage and a runtime stage)');
  const runtime = stages.at(-1);
  if (!runtime) return [...problems, 'Dockerfile: has no FROM'];
  const args = Object.fromEntries(
    lines.filter((line) => /^ARG\s+\w+=/i.test(line)).map((line) => line.replace(/^ARG\s+/i, '').split('=')),
  );
  const base = runtime.from.replace(/\$\{?(\w+)\}?/g, (_, name) => args[name] ?? '').split(/\s+/)[0];
  if (!/^node:20(\.|-|$)/.test(base)) {
    problems.push(
      `Dockerfile: the runtime stage must be Node 20 as package.json's engines say (got ${base})`,
    );
  }
  // The build stages (every stage but the runtime) must have what `npm run build` runs.
  const buildCopies = stages
    .slice(0, -1)
    .flatMap((stage) => stage.lines)
    .filter((line) => line.instruction === 'COPY')
    // The sources: every argument but the options and the last one, the destination.
    .flatMap((line) =>
      line.args
        .split(/\s+/)
        .filter((arg) => !arg.startsWith('--'))
        .slice(0, -1),
    );
  for (const script of WEB_BUILD_SCRIPTS) {
    if (
      !buildCopies.some((arg) => arg === script || arg === 'scripts' || arg === 'scripts/' || arg === '.')
    ) {
      problems.push(`Dockerfile: the build must copy ${script}, which the web build runs`);
    }
  }
  const of = (instruction) => runtime.lines.filter((line) => line.instruction === instruction);
  const user = of('USER').at(-1)?.args;
  if (!user) problems.push('Dockerfile: the runtime stage must switch to a non-root USER');
  else if (/^(root|0)(:|$)/.test(user))
    problems.push(`Dockerfile: the runtime stage runs as root (USER ${user})`);
  const health = of('HEALTHCHECK').at(-1)?.args ?? '';
  if (!health.includes('/api/health')) {
    problems.push('Dockerfile: the runtime stage needs a HEALTHCHECK against /api/health');
  }
  const cmd = [...of('CMD'), ...of('ENTRYPOINT')].map((line) => line.args).join(' ');
  if (!cmd.includes('apps/server/dist/server.js')) {
    problems.push('Dockerfile: the runtime stage must start node apps/server/dist/server.js');
  }
  // What the built server reads beside its code at run time: the migrations and the OCR model.
  for (const folder of RUNTIME_FOLDERS) {
    const copied = runtime.lines.some(
      (line) => line.instruction === 'COPY' && line.args.split(/\s+/).includes(folder),
    );
    if (!copied) problems.push(`Dockerfile: the runtime stage must copy ${folder}, which the server reads`);
  }
  if (
    !runtime.lines.some((line) => line.instruction === 'ENV' && /NODE_ENV[= ]+production/.test(line.args))
  ) {
    problems.push('Dockerfile: the runtime stage must set NODE_ENV=production');
  }
  for (const line of runtime.lines) {
    if (
      line.instruction === 'RUN' &&
      /\bnpm\s+(ci|install|i)\b/.test(line.args) &&
      !/--omit[= ]dev/.test(line.args)
    ) {
      problems.push('Dockerfile: the runtime stage installs dev dependencies (npm ci without --omit=dev)');
    }
  }
  for (const stage of stages.slice(0, -1)) {
    const name = /\bAS\s+(\S+)/i.exec(stage.from)?.[1];
    const installsDev = stage.lines.some(
      (line) =>
        line.instruction === 'RUN' &&
        /\bnpm\s+(ci|install|i)\b/.test(line.args) &&
        !/--omit[= ]dev/.test(line.args),
    );
    const copiesModules = runtime.lines.some(
      (line) =>
        line.instruction === 'COPY' &&
        name !== undefined &&
        new RegExp(`--from=${name}\\b`).test(line.args) &&
        /node_modules/.test(line.args),
    );
    if (installsDev && copiesModules) {
      problems.push(
        `Dockerfile: the runtime stage copies node_modules from "${name}", which has dev dependencies`,
      );
    }
  }
  return problems;
}

/** Problems of a .dockerignore's text: the context must leave out dependencies, builds and secrets. */
export function checkDockerignore(text) {
  const entries = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  const problems = [];
  for (const [pattern, alternatives] of [
    ['node_modules', ['node_modules', '**/node_modules']],
    ['.env', ['.env', '**/.env']],
    ['.git', ['.git']],
    ['data', ['data', '**/data']],
  ]) {
    if (!alternatives.some((alternative) => entries.has(alternative))) {
      problems.push(`.dockerignore: must leave out ${pattern}`);
    }
  }
  return problems;
}

/** `{ KEY: value }` whether a service lists its environment as a map or as `KEY=value` strings. */
function environmentOf(service) {
  const environment = service?.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = String(entry).indexOf('=');
        return at < 0 ? [String(entry), null] : [String(entry).slice(0, at), String(entry).slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === null ? null : String(value)]),
  );
}

function dependsOn(service) {
  const value = service?.depends_on ?? {};
  if (Array.isArray(value)) return Object.fromEntries(value.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(value).map(([name, spec]) => [name, spec?.condition ?? 'service_started']),
  );
}

const imageOf = (service) => String(service?.image ?? '');
const isApp = (service) => service?.build !== undefined || /^ramkoll(:|$)/.test(imageOf(service));

/**
 * Problems of compose.yaml's text. `dockerfileHasHealthcheck` tells whether app services without a
 * healthcheck of their own inherit one from the image; `appEnv` is the set of variables the app reads.
 */
export function checkCompose(text, { dockerfileHasHealthcheck, appEnv }) {
  const problems = [];
  let document;
  try {
    document = parse(text, { merge: true });
  } catch (error) {
    return [`compose.yaml: is not valid YAML (${error.message})`];
  }
  const services = document?.services ?? {};
  const names = Object.keys(services);
  const apps = names.filter((name) => isApp(services[name]));
  if (apps.length < 2) problems.push(`compose.yaml: needs two app instances (found ${apps.length})`);

  const postgres = names.find((name) => /^(postgres|postgis\/postgis)(:|$)/.test(imageOf(services[name])));
  const s3 = names.find((name) =>
    /(^|\/)(minio|s3rver|localstack|garage|seaweedfs)/.test(imageOf(services[name])),
  );
  const proxy = names.find((name) =>
    /(^|\/)(caddy|nginx|traefik|haproxy)(:|$)/.test(imageOf(services[name])),
  );
  if (!postgres) problems.push('compose.yaml: needs a PostgreSQL service');
  if (!s3) problems.push('compose.yaml: needs an S3-compatible store (MinIO or similar)');
  if (!proxy) problems.push('compose.yaml: needs a reverse proxy (Caddy, nginx, …)');

  for (const name of [postgres, s3].filter(Boolean)) {
    if (!services[name].healthcheck?.test) problems.push(`compose.yaml: ${name} needs a healthcheck`);
    if (!(services[name].volumes ?? []).length)
      problems.push(`compose.yaml: ${name} needs a volume for its data`);
  }
  if (s3) {
    const creates = names.some(
      (name) =>
        dependsOn(services[name])[s3] &&
        /\bmc\s+mb\b|create-bucket|CreateBucket/.test(
          [services[name].entrypoint, services[name].command].flat().filter(Boolean).join(' '),
        ),
    );
    if (!creates) problems.push(`compose.yaml: nothing creates the bucket in ${s3}`);
  }

  for (const name of apps) {
    const service = services[name];
    const environment = environmentOf(service);
    for (const key of REQUIRED_APP_ENV) {
      if (environment[key] === undefined || environment[key] === null || environment[key] === '') {
        problems.push(`compose.yaml: ${name} does not set ${key}, which production needs`);
      }
    }
    if (appEnv) {
      for (const key of Object.keys(environment)) {
        if (!appEnv.has(key)) problems.push(`compose.yaml: ${name} sets ${key}, which the app does not read`);
      }
    }
    if (environment.NODE_ENV !== undefined && environment.NODE_ENV !== 'production') {
      problems.push(`compose.yaml: ${name} must run with NODE_ENV=production`);
    }
    if (environment.TRUST_PROXY !== undefined && !/^(true|1|yes|on)$/i.test(environment.TRUST_PROXY ?? '')) {
      problems.push(`compose.yaml: ${name} is behind a proxy and must set TRUST_PROXY=true`);
    }
    if (environment.PUBLIC_URL && !environment.PUBLIC_URL.startsWith('https://')) {
      problems.push(
        `compose.yaml: ${name}'s PUBLIC_URL must be https:// (HSTS and Secure cookies follow it)`,
      );
    }
    if (!service.healthcheck?.test && !dockerfileHasHealthcheck) {
      problems.push(`compose.yaml: ${name} has no healthcheck (neither its own nor the image's)`);
    }
    if (service.healthcheck?.disable) problems.push(`compose.yaml: ${name} disables the image's healthcheck`);
    if ((service.ports ?? []).length > 0) {
      problems.push(`compose.yaml: ${name} publishes ports; only the proxy may be reached from outside`);
    }
    const needs = dependsOn(service);
    if (postgres && needs[postgres] !== 'service_healthy') {
      problems.push(`compose.yaml: ${name} must depend on ${postgres} being healthy`);
    }
  }

  if (proxy) {
    const needs = dependsOn(services[proxy]);
    for (const name of apps) {
      if (!needs[name]) problems.push(`compose.yaml: ${proxy} must depend on ${name}`);
    }
    if (!(services[proxy].ports ?? []).length) problems.push(`compose.yaml: ${proxy} publishes no ports`);
  }

  for (const name of names) {
    const environment = environmentOf(services[name]);
    for (const key of SECRET_ENV) {
      const value = environment[key];
      if (value && !/^\$\{[A-Z0-9_]+(:?[-?][^}]*)?\}$/.test(value)) {
        problems.push(
          `compose.yaml: ${name} writes ${key} into the file; take it from the environment (\${${key}})`,
        );
      }
    }
    if (services[name].env_file) {
      for (const file of [services[name].env_file].flat()) {
        const path = typeof file === 'string' ? file : file?.path;
        if (path && !/example/.test(path) && existsSync(join(root, path)) && isTracked(path)) {
          problems.push(
            `compose.yaml: ${name}'s env_file ${path} is committed; secrets must stay out of git`,
          );
        }
      }
    }
  }
  return problems;
}

function isTracked(path) {
  return spawnSync('git', ['ls-files', '--error-unmatch', path], { cwd: root, stdio: 'ignore' }).status === 0;
}

/** Every `${NAME:?...}` compose.yaml requires, so `compose config` can run on placeholders. */
export function requiredVariables(text) {
  return [...new Set([...text.matchAll(/\$\{([A-Z0-9_]+):?\?/g)].map((match) => match[1]))];
}

function succeeds(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'ignore' });
  return !result.error && result.status === 0;
}

function composeCommand() {
  if (succeeds('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (succeeds('docker-compose', ['version'])) return ['docker-compose'];
  if (succeeds('podman', ['compose', 'version'])) return ['podman', 'compose'];
  return null;
}

function main() {
  const build = !process.argv.includes('--no-build');
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const dockerignore = existsSync(join(root, '.dockerignore'))
    ? readFileSync(join(root, '.dockerignore'), 'utf8')
    : '';
  const compose = readFileSync(join(root, 'compose.yaml'), 'utf8');
  const read = (path) => readFileSync(join(root, path), 'utf8');
  const appEnv = appEnvNames(read('apps/server/src/config/env.ts'), [
    read('apps/server/src/providers/eid/bankid-config.ts'),
    read('apps/server/src/providers/eid/oidc-config.ts'),
  ]);
  const problems = [
    ...checkDockerfile(dockerfile),
    ...checkDockerignore(dockerignore),
    ...checkCompose(compose, { dockerfileHasHealthcheck: /^HEALTHCHECK\s/m.test(dockerfile), appEnv }),
  ];
  const done = ['static: Dockerfile, .dockerignore and compose.yaml parsed and checked'];

  const tool = composeCommand();
  if (tool) {
    const placeholders = Object.fromEntries(
      requiredVariables(compose).map((name) => [
        name,
        name === 'DATA_ENCRYPTION_KEY'
          ? Buffer.alloc(32).toString('base64')
          : name === 'SMTP_URL'
            ? 'smtp://mail:25'
            : name === 'EID_PROVIDER'
              ? 'bankid'
              : name === 'STRIPE_SECRET_KEY'
                ? 'sk_live_placeholder'
                : name === 'STRIPE_WEBHOOK_SECRET'
                  ? 'whsec_placeholder'
                  : 'placeholder',
      ]),
    );
    const result = spawnSync(tool[0], [...tool.slice(1), '-f', 'compose.yaml', 'config', '--quiet'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...placeholders },
    });
    if (result.status !== 0) problems.push(`${tool.join(' ')} config: ${result.stderr.trim() || 'failed'}`);
    done.push(`${tool.join(' ')} config on placeholder secrets`);
  } else {
    done.push('no docker compose client here: compose.yaml was only checked statically');
  }

  if (!build) {
    done.push('image build skipped (--no-build)');
  } else if (succeeds('docker', ['info'])) {
    const result = spawnSync('docker', ['build', '--tag', 'ramkoll:check', '.'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) problems.push('docker build: failed');
    done.push('docker build of the image');
  } else {
    done.push('no Docker daemon here: the image was not built');
  }

  for (const line of done) console.log(`• ${line}`);
  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} problem(s) in the deployment recipe:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log('✔ deployment recipe OK');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
