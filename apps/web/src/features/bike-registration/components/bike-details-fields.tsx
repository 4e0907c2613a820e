import { useTranslation } from '@/lib/use-translation';
import type { RegistrationField, RegistrationValues } from '../utils/registration-values';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { BikeTypeSelect } from '@/components/bikes/bike-type-select';

type TextField = Exclude<RegistrationField, 'frameNumber' | 'bikeType' | 'description'>;

interface BikeDetailsFieldsProps {
  values: RegistrationValues;
  onChange: (field: RegistrationField, value: string) => void;
  bikeTypeError: string | null;
}

/** Type, brand, model, colour, description, battery serial number, name and city. */
export function BikeDetailsFields({ values, onChange, bikeTypeError }: BikeDetailsFieldsProps) {
  const { t } = useTranslation(['bike_registration', 'common']);
  const optional = ` (${t('optional')})`;

  function text(field: TextField, label: string, hint?: string, autoComplete = 'off') {
    const id = `bike-${field}`;
    return (
      <Field id={id} label={label} hint={hint}>
        <Input
          id={id}
          value={values[field]}
          autoComplete={autoComplete}
          maxLength={200}
          onChange={(event) => onChange(field, event.target.value)}
          aria-describedby={fieldDescribedBy(id, { hint })}
        />
      </Field>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="bike-type" label={t('details.bike_type')} error={bikeTypeError}>
        {(control) => (
          <BikeTypeSelect
            {...control}
            value={values.bikeType}
            required
            onChange={(value) => onChange('bikeType', value)}
            placeholder={t('details.bike_type_placeholder')}
          />
        )}
      </Field>
      {text('brand', t('details.brand') + optional)}
      {text('model', t('details.model') + optional)}
      {text('color', t('details.color') + optional)}
      {text(
        'batterySerialNumber',
        t('details.battery_serial_number') + optional,
        t('details.battery_serial_number_hint'),
      )}
      {text('bikeName', t('details.bike_name') + optional, t('details.bike_name_hint'))}
      {text('city', t('details.city') + optional, undefined, 'address-level2')}
      <div className="sm:col-span-2">
        <Field
          id="bike-description"
          label={t('details.description') + optional}
          hint={t('details.description_hint')}
        >
          <textarea
            id="bike-description"
            value={values.description}
            rows={3}
            maxLength={1000}
            onChange={(event) => onChange('description', event.target.value)}
            aria-describedby={fieldDescribedBy('bike-description', { hint: t('details.description_hint') })}
            className="w-full min-w-0 rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 md:text-sm"
          />
        </Field>
      </div>
    </div>
  );
}
