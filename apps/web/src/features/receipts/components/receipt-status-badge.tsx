import { Ban, CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { ReceiptStatus } from '@ramkoll/shared/schemas/ownership';
import { Badge } from '@/components/ui/badge';

const looks = {
  pending: { variant: 'outline', className: 'border-accent/60 bg-accent/10', Icon: Clock },
  completed: { variant: 'success', className: undefined, Icon: CircleCheck },
  declined: {
    variant: 'outline',
    className: 'border-destructive/50 bg-destructive/10 text-destructive',
    Icon: CircleX,
  },
  cancelled: { variant: 'secondary', className: undefined, Icon: Ban },
} as const;

/** Väntar, Genomförd, Avböjd or Avbruten, with an icon so colour is not the only sign. */
export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const { t } = useTranslation('receipts');
  const { variant, className, Icon } = looks[status];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {t(`status.${status}`)}
    </Badge>
  );
}
