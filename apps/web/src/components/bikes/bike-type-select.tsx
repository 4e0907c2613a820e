import { bikeTypes, type BikeType } from '@ramkoll/shared/schemas/bike-type';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { NativeSelect } from '@/components/ui/native-select';
import { bikeTypeOptions } from '@/lib/bike-types';

interface BikeTypeSelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  value: BikeType | '';
  onChange: (value: BikeType | '') => void;
  /** The disabled first option shown until a type is chosen. */
  placeholder: string;
}

function isBikeType(value: string): value is BikeType {
  return (bikeTypes as readonly string[]).includes(value);
}

/** The spec's bike types (section 3) in the reader's language; the owner's and the store's forms. */
export function BikeTypeSelect({ value, onChange, placeholder, ...props }: BikeTypeSelectProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => onChange(isBikeType(event.target.value) ? event.target.value : '')}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {bikeTypeOptions(t).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
