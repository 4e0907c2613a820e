import { Lock, Pencil, Tag, X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import { formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

interface SalePanelProps {
  bike: MyBike;
  onEdit: () => void;
  onRemove: () => void;
}

/** The bike's active sale (TILL SALU): the asking price in kr, the description and its actions. */
export function SalePanel({ bike, onEdit, onRemove }: SalePanelProps) {
  const { t } = useTranslation('my_bikes');
  const language = currentLanguage();
  return (
    <div className="grid gap-2 rounded-xl border border-accent/50 bg-accent-soft p-3.5 text-sm">
      <p className="flex items-center gap-1.5 font-semibold">
        <Tag aria-hidden="true" className="size-4 shrink-0" />
        {bike.salePrice === null
          ? t('card.sale_no_price')
          : t('card.sale_price', { price: formatSalePrice(bike.salePrice, language) })}
      </p>
      {bike.saleDescription ? (
        <p className="break-words whitespace-pre-line text-muted-foreground">{bike.saleDescription}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {bike.stolen ? <Lock aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {t('actions.edit_sale')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <X aria-hidden="true" />
          {t('actions.remove_sale')}
        </Button>
      </div>
    </div>
  );
}
