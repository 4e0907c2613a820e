import { ShieldCheck, ShieldX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { VerifyReceiptResponse } from '@ramkoll/shared/schemas/ownership';
import { formatDate, formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { receiptErrorText } from '../utils/receipt-error';
import { ReceiptStatusBadge } from './receipt-status-badge';

interface VerifyReceiptResultProps {
  code: string;
  result: VerifyReceiptResponse | undefined;
  error: unknown;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** Genuine (with what the receipt says), not valid, or the check failed. */
export function VerifyReceiptResult({ code, result, error }: VerifyReceiptResultProps) {
  const { t } = useTranslation('receipts');
  const language = currentLanguage();

  if (error) {
    return (
      <div
        role="alert"
        className="flex gap-2.5 rounded-xl border border-destructive/30 bg-destructive/5 p-3.5 text-sm"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div>
          <p className="font-semibold text-destructive">{t('verify.failed')}</p>
          <p>{receiptErrorText(error)}</p>
        </div>
      </div>
    );
  }
  if (!result) return null;

  const receipt = result.valid ? result.receipt : null;
  if (!receipt) {
    return (
      <div className="flex gap-2.5 rounded-xl border border-destructive/30 bg-destructive/5 p-3.5 text-sm">
        <ShieldX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <p className="font-semibold text-destructive">{t('verify.invalid_title')}</p>
          <p className="break-words">{t('verify.invalid_text', { code })}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-3 rounded-xl border border-success/30 bg-success-soft/60 p-3.5 text-sm">
      <div className="flex gap-2.5">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold text-success">{t('verify.valid_title')}</p>
          <p>{t('verify.valid_text')}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2.5 lg:grid-cols-1">
        <Row label={t('field.frame_number')}>
          <span className="font-mono break-all">{receipt.frameNumber}</span>
        </Row>
        <Row label={t('verify.status')}>
          <ReceiptStatusBadge status={receipt.status} />
        </Row>
        <Row label={t('field.seller')}>{receipt.sellerName}</Row>
        <Row label={t('field.buyer')}>{receipt.buyerName}</Row>
        {receipt.purchaseDate ? (
          <Row label={t('field.purchase_date')}>{formatDate(receipt.purchaseDate, language)}</Row>
        ) : null}
        {receipt.completedAt ? (
          <Row label={t('verify.completed_at')}>{formatDateTime(receipt.completedAt, language)}</Row>
        ) : null}
      </dl>
    </div>
  );
}
