import { useTranslation } from '@/lib/use-translation';
import { ZBikeType } from '@ramkoll/shared/schemas/bike';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { bikeTypeOptions } from '@/lib/bike-types';
import type { EditBikeDraft, EditTextField } from '../utils/edit-bike-form';

interface EditBikeFieldsProps {
  frameNumber: string;
  draft: EditBikeDraft;
  onChange: (update: (current: EditBikeDraft) => EditBikeDraft) => void;
  disabled: boolean;
}

/** Short texts are cut to what a person would type; the server sanitises and cuts again. */
const SHORT_TEXT_MAX = 120;
const DESCRIPTION_MAX = 1000;

const textFields = [
  { name: 'bikeName', label: 'edit.bike_name', hint: 'edit.bike_name_hint' },
  { name: 'brand', label: 'edit.brand' },
  { name: 'model', label: 'edit.model' },
  { name: 'color', label: 'edit.color' },
  { name: 'city', label: 'edit.city' },
  { name: 'batterySerialNumber', label: 'edit.battery_serial', hint: 'edit.battery_serial_hint' },
] as const satisfies readonly { name: EditTextField; label: string; hint?: string }[];

/** The bike's details in the edit dialog: texts, type, description and photo. */
export function EditBikeFields({ frameNumber, draft, onChange, disabled }: EditBikeFieldsProps) {
  const { t } = useTranslation('my_bikes');
  const { t: tCommon } = useTranslation('common');

  function setText(name: EditTextField | 'description', value: string) {
    onChange((current) => ({ ...current, [name]: value }));
  }

  function renderText(field: (typeof textFields)[number]) {
    const id = `edit-${field.name}`;
    const hint = 'hint' in field ? t(field.hint) : undefined;
    return (
      <Field key={field.name} id={id} label={t(field.label)} hint={hint}>
        <Input
          id={id}
          value={draft[field.name]}
          maxLength={SHORT_TEXT_MAX}
          disabled={disabled}
          onChange={(event) => setText(field.name, event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </Field>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="text-muted-foreground">{t('card.frame_number')}: </span>
        <span className="font-mono font-semibold">{frameNumber}</span>
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {textFields.slice(0, 4).map(renderText)}
        <Field id="edit-type" label={t('edit.type')}>
          <Select
            value={draft.bikeType ?? undefined}
            disabled={disabled}
            onValueChange={(value) => {
              const parsed = ZBikeType.safeParse(value);
              if (parsed.success) onChange((current) => ({ ...current, bikeType: parsed.data }));
            }}
          >
            <SelectTrigger id="edit-type">
              <SelectValue placeholder={t('edit.type_placeholder')} />
            </SelectTrigger>
            <SelectContent>
              {bikeTypeOptions(tCommon).map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {textFields.slice(4).map(renderText)}
      </div>
      <Field id="edit-description" label={t('edit.details')} hint={t('edit.details_hint')}>
        <Textarea
          id="edit-description"
          value={draft.description}
          maxLength={DESCRIPTION_MAX}
          disabled={disabled}
          onChange={(event) => setText('description', event.target.value)}
          aria-describedby="edit-description-hint"
        />
      </Field>
    </div>
  );
}
