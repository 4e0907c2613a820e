import { EyeOff } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { BikePrivacy } from '@ramkoll/shared/schemas/bike';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { privacyFlags } from '../utils/edit-bike-form';

const labelKeys = {
  bikeName: 'privacy.bike_name',
  brand: 'privacy.brand',
  model: 'privacy.model',
  color: 'privacy.color',
  description: 'privacy.description',
  bikePhoto: 'privacy.bike_photo',
} as const satisfies Record<keyof BikePrivacy, string>;

interface PrivacySwitchesProps {
  value: BikePrivacy;
  onChange: (value: BikePrivacy) => void;
  disabled?: boolean;
}

/** What other signed-in people see of the bike in search; hidden fields read 'Dold'. */
export function PrivacySwitches({ value, onChange, disabled }: PrivacySwitchesProps) {
  const { t } = useTranslation('my_bikes');
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-4">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold">
        <EyeOff aria-hidden="true" className="size-4" />
        {t('privacy.title')}
      </legend>
      <p className="text-sm text-muted-foreground">{t('privacy.text')}</p>
      <ul className="grid gap-2.5 sm:grid-cols-2">
        {privacyFlags.map((flag) => (
          <li key={flag} className="flex items-center justify-between gap-3">
            <Label htmlFor={`privacy-${flag}`} className="font-normal">
              {t(labelKeys[flag])}
            </Label>
            <Switch
              id={`privacy-${flag}`}
              checked={value[flag]}
              disabled={disabled}
              onCheckedChange={(checked) => onChange({ ...value, [flag]: checked })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
