import { useTranslation } from '@/lib/use-translation';
import type { OwnershipReceipt } from '@ramkoll/shared/schemas/ownership';
import { Badge } from '@/components/ui/badge';
import { useReceipts } from '../api/get-receipts';
import { groupReceipts } from '../utils/receipt-display';
import { ReceiptCard } from './receipt-card';
import { ReceiptsEmpty, ReceiptsError, ReceiptsSkeleton } from './receipts-states';
import { VerifyReceiptForm } from './verify-receipt-form';

function ReceiptSection({
  id,
  title,
  receipts,
}: {
  id: string;
  title: string;
  receipts: OwnershipReceipt[];
}) {
  if (receipts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        {title}
        <Badge variant="secondary">{receipts.length}</Badge>
      </h2>
      <ul className="grid gap-4">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="min-w-0">
            <ReceiptCard receipt={receipt} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /receipts ('Mina kvitton'): first the receipts still open (those waiting for me on top), then
 * the completed, declined and cancelled ones; beside them the check of a verification code.
 */
export function MyReceipts() {
  const { t } = useTranslation('receipts');
  const receipts = useReceipts();
  // A failed background refresh keeps the list that was already shown.
  const groups = receipts.data ? groupReceipts(receipts.data) : null;

  return (
    <section aria-labelledby="receipts-title" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <h1 id="receipts-title" className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('lead')}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-8">
          {receipts.isPending ? <ReceiptsSkeleton /> : null}
          {receipts.isError && !groups ? (
            <ReceiptsError
              error={receipts.error}
              retrying={receipts.isFetching}
              onRetry={() => void receipts.refetch()}
            />
          ) : null}
          {groups && groups.pending.length + groups.history.length === 0 ? <ReceiptsEmpty /> : null}
          {groups ? (
            <>
              <ReceiptSection id="receipts-pending" title={t('pending_section')} receipts={groups.pending} />
              <ReceiptSection id="receipts-history" title={t('history_section')} receipts={groups.history} />
            </>
          ) : null}
        </div>
        <aside className="min-w-0">
          <VerifyReceiptForm />
        </aside>
      </div>
    </section>
  );
}
