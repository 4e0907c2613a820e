import type { ChangeEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface QuantityFieldProps {
  id: string;
  label: string;
  error: string | null;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * How many stickers or points a company asks for: a whole number from 1 (the shared rule says
 * 'quantity_invalid' otherwise; the number keyboard on a phone).
 */
export function QuantityField({ id, label, error, value, onChange }: QuantityFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={onChange}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
      )}
    </Field>
  );
}
