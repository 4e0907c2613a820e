import { useTranslation } from '@/lib/use-translation';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { BikeTypeSelect } from '@/components/bikes/bike-type-select';
import { Textarea } from '@/components/ui/textarea';
import type { StoreBikeField, StoreBikeValues } from '../utils/store-bike-form';

interface BikeFieldsProps {
  values: StoreBikeValues;
  errors: Partial<Record<StoreBikeField, string>>;
  onChange: (field: StoreBikeField, value: string) => void;
}

type TextField = 'frameNumber' | 'brand' | 'model' | 'color' | 'batterySerialNumber' | 'receiptNumber';

/** Frame number and bike details (step 2). */
export function BikeFields({ values, errors, onChange }: BikeFieldsProps) {
  const { t } = useTranslation('store_registration');
  const optional = ` (${t('optional')})`;

  function text(field: TextField, label: string, hint?: string) {
    return (
      <Field id={`store-${field}`} label={label} hint={hint} error={errors[field]}>
        {(control) => (
          <Input
            {...control}
            value={values[field]}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => onChange(field, event.target.value)}
          />
        )}
      </Field>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field
          id="store-frameNumber"
          label={t('bike.frame_number')}
          hint={t('bike.frame_number_hint')}
          error={errors.frameNumber}
        >
          {(control) => (
            <Input
              {...control}
              value={values.frameNumber}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className="font-mono text-base tracking-wide uppercase"
              onChange={(event) => onChange('frameNumber', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id="store-bikeType" label={t('bike.bike_type')} error={errors.bikeType}>
        {(control) => (
          <BikeTypeSelect
            {...control}
            value={values.bikeType}
            onChange={(value) => onChange('bikeType', value)}
            placeholder={t('bike.bike_type_placeholder')}
          />
        )}
      </Field>
      {text('brand', t('bike.brand') + optional)}
      {text('model', t('bike.model') + optional)}
      {text('color', t('bike.color') + optional)}
      {text(
        'batterySerialNumber',
        t('bike.battery_serial_number') + optional,
        t('bike.battery_serial_number_hint'),
      )}
      <div className="sm:col-span-2">
        <Field id="store-description" label={t('bike.description') + optional}>
          {(control) => (
            <Textarea
              {...control}
              value={values.description}
              maxLength={1000}
              onChange={(event) => onChange('description', event.target.value)}
            />
          )}
        </Field>
      </div>
    </div>
  );
}

/** Price, receipt number and warranty (step 3); the receipt photo is beside them. */
export function PurchaseFields({
  values,
  errors,
  onChange,
  required,
}: BikeFieldsProps & { required: boolean }) {
  const { t } = useTranslation('store_registration');
  const optional = required ? '' : ` (${t('optional')})`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        id="store-price"
        label={t('purchase.price') + optional}
        hint={t('purchase.price_hint')}
        error={errors.price}
      >
        {(control) => (
          <Input
            {...control}
            value={values.price}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            onChange={(event) => onChange('price', event.target.value)}
          />
        )}
      </Field>
      <Field
        id="store-receiptNumber"
        label={t('purchase.receipt_number') + optional}
        error={errors.receiptNumber}
      >
        {(control) => (
          <Input
            {...control}
            value={values.receiptNumber}
            autoComplete="off"
            maxLength={60}
            onChange={(event) => onChange('receiptNumber', event.target.value)}
          />
        )}
      </Field>
      <Field
        id="store-warrantyEndDate"
        label={`${t('purchase.warranty_end_date')} (${t('optional')})`}
        error={errors.warrantyEndDate}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            value={values.warrantyEndDate}
            onChange={(event) => onChange('warrantyEndDate', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
