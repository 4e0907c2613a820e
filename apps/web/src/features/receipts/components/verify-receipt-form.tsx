import { SearchCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useVerifyReceipt } from '../api/verify-receipt';
import { VerifyReceiptResult } from './verify-receipt-result';

/** The longest code the API takes (ZVerifyReceiptQuery). */
const CODE_MAX_LENGTH = 40;

/**
 * 'Kontrollera ett kvitto': anyone signed in checks the verification code printed on a bill of
 * sale. The answer names only masked parties, the frame number and the dates.
 */
export function VerifyReceiptForm() {
  const { t } = useTranslation('receipts');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const check = useVerifyReceipt(submitted);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (trimmed === submitted) void check.refetch();
    else setSubmitted(trimmed);
  }

  const error = missing ? t('verify.code_required') : null;
  const checking = check.isFetching;

  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id="verify-receipt-title" className="flex items-center gap-2 text-lg font-semibold">
          <SearchCheck aria-hidden="true" className="size-5 text-primary" />
          {t('verify.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('verify.text')}</p>
      </div>
      <form noValidate onSubmit={handleSubmit} aria-labelledby="verify-receipt-title" className="grid gap-3">
        <Field id="verify-code" label={t('verify.code')} error={error}>
          <Input
            id="verify-code"
            value={code}
            maxLength={CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy('verify-code', { error })}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={checking} aria-busy={checking || undefined}>
          {checking ? t('verify.checking') : t('verify.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {submitted !== null && !checking ? (
          <VerifyReceiptResult
            code={submitted}
            result={check.data}
            error={check.isError ? check.error : null}
          />
        ) : null}
      </div>
    </Card>
  );
}
