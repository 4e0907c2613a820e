import { expectTypeOf, it } from 'vitest';
import type { Db, Tx } from '../../src/db/client.js';
import { closeActiveSale } from '../../src/services/bikes/close-active-sale.js';
import { earnPoints } from '../../src/services/points/earn-points.js';
import { lockBalance } from '../../src/services/points/lock-balance.js';
import { spendPoints } from '../../src/services/points/spend-points.js';

// Checked by the type checker (npm run typecheck): points and sales move only inside a transaction,
// so passing the database itself, outside `db.transaction`, does not compile.
it('takes a transaction for points and sales, never the database itself', () => {
  expectTypeOf<Db>().not.toExtend<Tx>();
  expectTypeOf<Tx>().toExtend<Db>();
  expectTypeOf(spendPoints).parameter(0).toEqualTypeOf<Tx>();
  expectTypeOf(earnPoints).parameter(0).toEqualTypeOf<Tx>();
  expectTypeOf(lockBalance).parameter(0).toEqualTypeOf<Tx>();
  expectTypeOf(closeActiveSale).parameter(0).toEqualTypeOf<Tx>();
});
