import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { storeBikeStatuses, type StoreBikesQuery } from '@ramkoll/shared/schemas/store-area';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { bikeTypeOptions } from '@/lib/bike-types';
import { hasFilters } from '../utils/bikes-query';

type Draft = Omit<StoreBikesQuery, 'page'>;

/** Search and filters of /store-bikes; 'Visa' applies them (and goes back to page 1). */
export function StoreBikesFilters({
  query,
  onApply,
}: {
  query: StoreBikesQuery;
  onApply: (next: Draft) => void;
}) {
  const { t } = useTranslation('store_area');
  const { t: tc } = useTranslation('common');
  const [draft, setDraft] = useState<Draft>(query);
  const [rangeError, setRangeError] = useState(false);

  function set<K extends keyof Draft>(key: K, value: Draft[K] | '') {
    setDraft((previous) => {
      const next = { ...previous };
      if (value === '' || value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onApply({ ...draft, ...(draft.q?.trim() ? { q: draft.q.trim() } : { q: undefined }) });
  }

  return (
    <form
      role="search"
      aria-label={t('bikes.filters')}
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <Field id="store-bikes-q" label={t('bikes.search_label')}>
        <Input
          id="store-bikes-q"
          type="search"
          value={draft.q ?? ''}
          maxLength={100}
          placeholder={t('bikes.search_placeholder')}
          onChange={(event) => set('q', event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Field id="store-bikes-status" label={t('bikes.status_label')}>
          <NativeSelect
            id="store-bikes-status"
            value={draft.status ?? ''}
            onChange={(event) => set('status', event.target.value as Draft['status'] | '')}
          >
            <option value="">{t('bikes.status_all')}</option>
            {storeBikeStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="store-bikes-type" label={t('bikes.type_label')}>
          <NativeSelect
            id="store-bikes-type"
            value={draft.bikeType ?? ''}
            onChange={(event) => set('bikeType', event.target.value as Draft['bikeType'] | '')}
          >
            <option value="">{t('bikes.type_all')}</option>
            {bikeTypeOptions(tc).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="store-bikes-from"
          label={t('bikes.from_label')}
          error={rangeError ? t('bikes.range_error') : null}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              className="min-w-0"
              value={draft.from ?? ''}
              onChange={(event) => set('from', event.target.value)}
            />
          )}
        </Field>
        <Field id="store-bikes-to" label={t('bikes.to_label')}>
          <Input
            id="store-bikes-to"
            type="date"
            className="min-w-0"
            value={draft.to ?? ''}
            onChange={(event) => set('to', event.target.value)}
          />
        </Field>
      </div>
      {rangeError ? <FormAlert>{t('bikes.range_error')}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('bikes.apply')}
        </Button>
        {hasFilters(query) ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft({});
              setRangeError(false);
              onApply({});
            }}
          >
            <X aria-hidden="true" />
            {t('bikes.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
