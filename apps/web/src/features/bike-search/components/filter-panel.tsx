import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { bikeTypeOptions } from '@/lib/bike-types';
import { activeFilterCount, emptyFilters, isBikeType, type SearchFilters } from '../utils/search-state';

interface FilterPanelProps {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}

const textFields = ['brand', 'model', 'color', 'city'] as const;

function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return textFields.every((field) => a[field] === b[field]) && a.bikeType === b.bikeType;
}

/**
 * The result filter panel (spec section 2): brand, model, colour, city, bike type, clear, and
 * a count badge of active filters on its toggle.
 */
export function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const { t } = useTranslation('bike_search');
  const { t: tCommon } = useTranslation('common');
  const panelId = useId();
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
  const [draft, setDraft] = useState(filters);

  // The draft follows the address bar (back button, clearing) without an effect's extra render.
  const [shownFilters, setShownFilters] = useState(filters);
  if (!sameFilters(filters, shownFilters)) {
    setShownFilters(filters);
    setDraft(filters);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setDraft(emptyFilters);
    onApply(emptyFilters);
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.toggle')}
          {active > 0 ? (
            <Badge
              variant="default"
              className="ml-0.5 px-1.5"
              aria-label={t('filters.active_count', { count: active })}
            >
              {active}
            </Badge>
          ) : null}
        </Button>
        {active > 0 ? (
          <Button type="button" variant="link" size="sm" onClick={clear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      <form
        id={panelId}
        hidden={!open}
        onSubmit={handleSubmit}
        aria-label={t('filters.title')}
        className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-3"
      >
        {textFields.map((field) => (
          <Field key={field} id={`filter-${field}`} label={t(`filters.${field}`)}>
            <Input
              id={`filter-${field}`}
              value={draft[field]}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          </Field>
        ))}
        <Field id="filter-bike-type" label={t('filters.bike_type')}>
          <NativeSelect
            id="filter-bike-type"
            value={draft.bikeType}
            onChange={(event) => {
              const { value } = event.target;
              setDraft({ ...draft, bikeType: isBikeType(value) ? value : '' });
            }}
          >
            <option value="">{t('filters.any_type')}</option>
            {bikeTypeOptions(tCommon).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </div>
      </form>
    </div>
  );
}
