import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { QR_BATCH_MAX } from '@ramkoll/shared/schemas/qr-print';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreateQrBatch, useStoresToSendTo } from '../api/qr-print';

type Problem = 'not_whole_number' | 'too_small' | 'too_large' | 'not_found';

/** A batch of new codes on no bike, for a store to hand out; it joins the queue as pending. */
export function BatchForm() {
  const { t } = useTranslation('admin_insights');
  const partners = useStoresToSendTo();
  const create = useCreateQrBatch();
  const [quantity, setQuantity] = useState('24');
  const [storeId, setStoreId] = useState('');
  const [problems, setProblems] = useState<{ quantity?: Problem; storeId?: Problem }>({});
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const amount = Number(quantity);
    const problem: Problem | undefined = !/^\d+$/.test(quantity.trim())
      ? 'not_whole_number'
      : amount < 1
        ? 'too_small'
        : amount > QR_BATCH_MAX
          ? 'too_large'
          : undefined;
    if (problem) {
      setProblems({ quantity: problem });
      document.getElementById('qr-batch-quantity')?.focus();
      return;
    }
    create.mutate(
      { quantity: amount, storeId: storeId || null },
      {
        onSuccess: ({ order }) => {
          notify.success(t('qr_print.batch.done', { count: order.quantity }));
          setProblems({});
        },
        onError: (error) => {
          const details = isApiError(error) ? (error.details as { field?: string; problem?: Problem }) : null;
          if (details?.field === 'quantity' || details?.field === 'storeId') {
            setProblems({ [details.field]: details.problem });
          } else setFailure(t('qr_print.failed'));
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('qr_print.batch.title')}</CardTitle>
        <CardDescription>{t('qr_print.batch.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field
            id="qr-batch-quantity"
            label={t('qr_print.batch.quantity')}
            hint={t('qr_print.batch.quantity_hint', { max: QR_BATCH_MAX })}
            error={
              problems.quantity
                ? t(`qr_print.batch.problems.${problems.quantity}`, { max: QR_BATCH_MAX })
                : null
            }
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={quantity}
                onChange={(event) => {
                  setQuantity(event.target.value);
                  setProblems((current) => ({ ...current, quantity: undefined }));
                }}
              />
            )}
          </Field>
          <Field
            id="qr-batch-store"
            label={t('qr_print.batch.store')}
            error={problems.storeId ? t('qr_print.batch.problems.not_found') : null}
          >
            {(control) => (
              <NativeSelect {...control} value={storeId} onChange={(event) => setStoreId(event.target.value)}>
                <option value="">{t('qr_print.batch.no_store')}</option>
                {(partners.data ?? []).map((store) => (
                  <option key={store.id} value={store.id}>
                    {[store.name, store.city].filter(Boolean).join(', ')}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" disabled={create.isPending}>
            <Plus aria-hidden="true" />
            {t('qr_print.batch.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
