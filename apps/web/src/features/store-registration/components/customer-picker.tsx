import { parseCustomerQuery } from '@ramkoll/shared/rules/store-registration';
import type { StoreCustomer } from '@ramkoll/shared/schemas/store-registration';
import { Search, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FormAlert } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useLookupCustomer } from '../api/lookup-customer';
import { errorText, problemText } from '../utils/messages';
import { serverFieldProblem } from '../utils/server-problem';
import { MaskedCustomer } from './masked-customer';

interface CustomerPickerProps {
  customer: StoreCustomer | null;
  onChange: (customer: StoreCustomer | null) => void;
}

/** Step 1: the customer by exact personnummer or e-mail, or a new customer. */
export function CustomerPicker({ customer, onChange }: CustomerPickerProps) {
  const { t } = useTranslation('store_registration');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useLookupCustomer();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCustomerQuery(query);
    setProblem(parsed.ok ? null : parsed.problem);
    if (!parsed.ok || lookup.isPending) return;
    lookup.mutate(query, {
      onSuccess: (found) => {
        onChange(found);
        setQuery('');
      },
      onError: (error) => setProblem(serverFieldProblem(error)?.problem ?? null),
    });
  }

  const notFound = isApiError(lookup.error) && lookup.error.code === 'CUSTOMER_NOT_FOUND';
  const otherError =
    lookup.error && !notFound && !serverFieldProblem(lookup.error) ? errorText(lookup.error) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customer.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {customer ? (
          <div className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 p-3 sm:flex sm:items-center sm:justify-between">
            <div className="grid gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('customer.selected')}
              </p>
              <MaskedCustomer customer={customer} />
            </div>
            <Button variant="outline" size="sm" onClick={() => onChange(null)}>
              {t('customer.change')}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-3" role="search">
            <Field
              id="customer-query"
              label={t('customer.query_label')}
              hint={t('customer.query_hint')}
              error={problem ? problemText(problem) : null}
            >
              {(control) => (
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input
                    {...control}
                    value={query}
                    inputMode="email"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={254}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                  <Button type="submit" disabled={lookup.isPending} className="sm:shrink-0">
                    <Search aria-hidden="true" />
                    {lookup.isPending ? t('customer.searching') : t('customer.search')}
                  </Button>
                </div>
              )}
            </Field>
            {notFound ? <FormAlert>{t('customer.not_found')}</FormAlert> : null}
            {otherError ? <FormAlert>{otherError}</FormAlert> : null}
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {t('customer.no_account')}
              <Button asChild variant="link" size="sm" className="h-auto px-0">
                <Link to={paths.storeRegisterCustomer.getHref()}>
                  <UserPlus aria-hidden="true" />
                  {t('customer.register_new')}
                </Link>
              </Button>
            </p>
          </form>
        )}
        <p className="text-xs text-muted-foreground">{t('customer.masked_note')}</p>
      </CardContent>
    </Card>
  );
}
