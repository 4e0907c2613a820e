import { pointCosts } from '@ramkoll/shared/rules/points';
import { todayIn } from '@ramkoll/shared/rules/swedish-time';
import type { LookalikeBike } from '@ramkoll/shared/schemas/bike';
import type { StoreCustomer, StoreRegistrationResponse } from '@ramkoll/shared/schemas/store-registration';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ImageUploadField } from '@/components/media/image-upload-field';
import { uploadedFileId, useImageUpload } from '@/components/media/use-image-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { useRegisterStoreBike } from '../api/register-store-bike';
import { useStoreUpload } from '../api/store-upload';
import { errorText, problemText } from '../utils/messages';
import { insufficientPoints, lookalikeBikes, serverFieldProblem } from '../utils/server-problem';
import {
  emptyStoreBikeValues,
  storeBikeProblems,
  toStoreBikeRequest,
  type StoreBikeField,
  type StoreBikeValues,
} from '../utils/store-bike-form';
import { BikeFields, PurchaseFields } from './bike-fields';
import { LookalikePanel } from './lookalike-panel';
import { NotEnoughPoints } from './not-enough-points';

/** The form's fields in screen order, for the focus after a refused submit. */
const fieldOrder: StoreBikeField[] = [
  'frameNumber',
  'bikeType',
  'brand',
  'model',
  'color',
  'batterySerialNumber',
  'description',
  'price',
  'receiptNumber',
  'warrantyEndDate',
];

interface StoreBikeFormProps {
  /** 'customer': a customer's bike (step 1 chose `customer`); 'stock': into the store's stock. */
  mode: 'customer' | 'stock';
  customer?: StoreCustomer | null;
  onRegistered: (result: StoreRegistrationResponse) => void;
}

/**
 * Steps 2 and 3 at the counter: frame number, bike, purchase and the store's uploads, with every
 * field's problem shown at once after a submit (decision 037), the server's answer beside the
 * field it names, a look-alike to confirm, and too few points with the way to buy more.
 */
export function StoreBikeForm({ mode, customer = null, onRegistered }: StoreBikeFormProps) {
  const { t } = useTranslation('store_registration');
  const [values, setValues] = useState<StoreBikeValues>(emptyStoreBikeValues);
  const [attempted, setAttempted] = useState(false);
  const [lookalike, setLookalike] = useState<LookalikeBike[] | null>(null);
  const receiptUpload = useStoreUpload('receipts');
  const photoUpload = useStoreUpload('bike-photos');
  const receipt = useImageUpload({ upload: receiptUpload.mutateAsync });
  const photo = useImageUpload({ upload: photoUpload.mutateAsync });
  const register = useRegisterStoreBike();
  const forCustomer = mode === 'customer';

  const problems = attempted ? storeBikeProblems(values, { forCustomer, today: todayIn(new Date()) }) : {};
  const server = serverFieldProblem(register.error);
  const errors: Partial<Record<StoreBikeField, string>> = {};
  for (const [field, problem] of Object.entries(problems)) {
    errors[field as StoreBikeField] =
      problem === 'bike_type_required' ? t('bike.bike_type_required') : problemText(problem);
  }
  if (server && !(server.field in errors))
    errors[server.field as StoreBikeField] = problemText(server.problem);
  if (isApiError(register.error) && register.error.code === 'FRAME_NUMBER_TAKEN') {
    errors.frameNumber = errorText(register.error);
  }
  const insufficient = insufficientPoints(register.error);
  const otherError =
    register.error && !server && !insufficient && !lookalikeBikes(register.error) && !errors.frameNumber
      ? errorText(register.error)
      : null;
  const uploading = receipt.state.status === 'uploading' || photo.state.status === 'uploading';
  const missingCustomer = forCustomer && customer === null;

  function change(field: StoreBikeField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'frameNumber') setLookalike(null);
    if (register.error) register.reset();
  }

  function send(confirmDifferentBike: boolean) {
    const request = toStoreBikeRequest(
      values,
      { receiptFileId: uploadedFileId(receipt.state), bikePhotoFileId: uploadedFileId(photo.state) },
      confirmDifferentBike,
    );
    register.mutate(forCustomer && customer ? { ...request, customerId: customer.id } : request, {
      onSuccess: (result) => {
        setValues(emptyStoreBikeValues);
        setAttempted(false);
        setLookalike(null);
        receipt.clear();
        photo.clear();
        onRegistered(result);
      },
      onError: (error) => setLookalike(lookalikeBikes(error)),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = storeBikeProblems(values, { forCustomer, today: todayIn(new Date()) });
    // Decision 037: every error shows at once and the first field with one takes the focus.
    const first = missingCustomer ? 'customer-query' : fieldOrder.find((field) => field in found);
    if (first) document.getElementById(first === 'customer-query' ? first : `store-${first}`)?.focus();
    if (Object.keys(found).length > 0 || missingCustomer || uploading || register.isPending) return;
    send(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-label={t('submit')}>
      <Card>
        <CardHeader>
          <CardTitle>{forCustomer ? t('bike.title') : t('bike.title_stock')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <BikeFields values={values} errors={errors} onChange={change} />
          {lookalike ? (
            <LookalikePanel
              frameNumber={values.frameNumber.trim()}
              bikes={lookalike}
              pending={register.isPending}
              onConfirm={() => send(true)}
              onEdit={() => {
                setLookalike(null);
                document.getElementById('store-frameNumber')?.focus();
              }}
            />
          ) : null}
          <ImageUploadField
            id="store-bike-photo"
            label={t('bike.photo')}
            labelSuffix={`(${t('optional')})`}
            hint={t('bike.photo_hint')}
            upload={photo}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{forCustomer ? t('purchase.title') : t('purchase.title_stock')}</CardTitle>
          {forCustomer ? null : <p className="text-sm text-muted-foreground">{t('purchase.stock_note')}</p>}
        </CardHeader>
        <CardContent className="grid gap-5">
          <PurchaseFields values={values} errors={errors} onChange={change} required={forCustomer} />
          <ImageUploadField
            id="store-receipt"
            label={t('purchase.receipt_photo')}
            labelSuffix={`(${t('optional')})`}
            hint={t('purchase.receipt_photo_hint')}
            upload={receipt}
          />
        </CardContent>
      </Card>

      {insufficient ? (
        <NotEnoughPoints required={insufficient.required} balance={insufficient.balance} />
      ) : null}
      {otherError ? <FormAlert>{otherError}</FormAlert> : null}
      {attempted && missingCustomer ? <FormAlert>{t('needs_customer')}</FormAlert> : null}
      {attempted && Object.keys(errors).length > 0 ? <FormAlert>{t('fix_fields')}</FormAlert> : null}

      <div className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-card sm:flex sm:items-center sm:justify-between">
        <p id="store-submit-note" role="status" className="text-sm font-medium text-muted-foreground">
          {missingCustomer ? t('needs_customer') : t('cost_note', { cost: pointCosts.registerBike })}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={register.isPending || uploading}
          aria-describedby="store-submit-note"
        >
          {register.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
