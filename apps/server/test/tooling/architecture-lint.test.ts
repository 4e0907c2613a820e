import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the lint setup, without type declarations
import architecture from '../../../../scripts/eslint/architecture.mjs';

// The lint rules that hold the architecture (docs/architecture.md): each must refuse what it is for.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = resolve(import.meta.dirname, '../../../..');
const at = (path: string) => join(root, path);
const { rules } = architecture as { rules: { layers: Rule.RuleModule; 'no-cycle': Rule.RuleModule } };
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('architecture/layers', rules.layers, {
  valid: [
    {
      filename: at('apps/server/src/routes/me/x.ts'),
      code: "import { a } from '../../services/auth/sign-in.js';",
    },
    { filename: at('apps/server/src/services/x/y.ts'), code: "import { a } from '../../db/client.js';" },
    { filename: at('apps/server/src/lib/x.ts'), code: "import type { Db } from '../db/client.js';" },
    {
      filename: at('apps/web/src/features/orders/components/x.tsx'),
      code: "import { a } from '../api/orders.js';",
    },
    {
      filename: at('apps/web/src/features/orders/x.ts'),
      code: "import { a } from '@/components/ui/button';",
    },
    { filename: at('packages/shared/src/rules/x.ts'), code: "import { z } from 'zod';" },
    { filename: at('packages/shared/src/rules/x.test.ts'), code: "import { readFileSync } from 'node:fs';" },
  ],
  invalid: [
    {
      filename: at('apps/server/src/services/x/y.ts'),
      code: "import type { FastifyRequest } from 'fastify';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/server/src/services/x/y.ts'),
      code: "import { authenticate } from '../../plugins/auth.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/server/src/db/seed/x.ts'),
      code: "import { a } from '../../services/auth/sign-in.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/server/src/lib/x.ts'),
      code: "import { openDatabase } from '../db/client.js';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/web/src/features/orders/x.ts'),
      code: "import { a } from '@/features/points/api/balance';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/web/src/features/orders/components/x.tsx'),
      code: "import { a } from '../../points/api/balance';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('apps/web/src/components/ui/x.tsx'),
      code: "import { a } from '@/features/points/api/balance';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/shared/src/rules/x.ts'),
      code: "import { readFileSync } from 'node:fs';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/shared/src/rules/x.ts'),
      code: "import { useState } from 'react';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('packages/shared/src/rules/x.ts'),
      code: "import { eq } from 'drizzle-orm';",
      errors: [{ messageId: 'layer' }],
    },
  ],
});

// Two modules that import each other, and a third that only names the other's type.
const folder = mkdtempSync(join(tmpdir(), 'ramkoll-cycle-'));
writeFileSync(join(folder, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
writeFileSync(join(folder, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
writeFileSync(join(folder, 'c.ts'), "import type { D } from './d.js';\nexport type C = D;\n");
writeFileSync(
  join(folder, 'd.ts'),
  "import { c } from './c.js';\nexport type D = string;\nexport const d = c;\n",
);

tester.run('architecture/no-cycle', rules['no-cycle'], {
  valid: [{ filename: join(folder, 'd.ts'), code: "import { c } from './c.js';\nexport type D = string;" }],
  invalid: [
    {
      filename: join(folder, 'a.ts'),
      code: "import { b } from './b.js';\nexport const a = () => b;",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
