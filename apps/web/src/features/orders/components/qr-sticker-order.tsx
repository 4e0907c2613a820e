import { useState } from 'react';
import { Bike, QrCode } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { QR_STICKERS_PER_BIKE_MAX } from '@ramkoll/shared/schemas/orders';
import type { MyBike } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePointsBalance } from '@/lib/points-balance';
import { notify } from '@/lib/toast';
import { useStickerBikes } from '../api/get-sticker-bikes';
import { useOrderQrStickers } from '../api/order-qr-stickers';
import { orderErrorText } from '../utils/order-error';

function bikeTitle(bike: MyBike): string {
  return bike.bikeName ?? ([bike.brand, bike.model].filter(Boolean).join(' ') || bike.frameNumber);
}

/** QR stickers for my bikes (spec section 9: 50 points a code): bikes, quantity, cost, order. */
export function QrStickerOrder() {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  const bikes = useStickerBikes();
  const balance = usePointsBalance();
  const order = useOrderQrStickers();
  const [selected, setSelected] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);

  const live = bikes.data ?? [];
  const chosen = selected.filter((id) => live.some((bike) => bike.id === id));
  const count = chosen.length * quantity;
  const cost = count * pointCosts.qrCodePerCode;
  const points = balance.data?.pointsBalance ?? null;
  const short = points !== null && cost > points;
  const formatted = (value: number) => formatNumber(value, language);

  function toggle(id: string, on: boolean) {
    setSelected((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  }

  async function handleOrder() {
    try {
      const answer = await order.mutateAsync({ bikeIds: chosen, quantity });
      notify.success(t('qr.done'), t('qr.done_text', { balance: formatted(answer.pointsBalance) }));
      setSelected([]);
      setQuantity(1);
    } catch (error) {
      notify.error(t('qr.failed'), orderErrorText(error));
    }
    setConfirming(false);
  }

  return (
    <section aria-labelledby="qr-title" className="grid gap-4">
      <div>
        <h2 id="qr-title" className="flex items-center gap-2 text-xl font-semibold">
          <QrCode aria-hidden="true" className="size-5 text-primary" />
          {t('qr.title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('qr.text', { cost: pointCosts.qrCodePerCode })}</p>
      </div>
      <Card className="grid gap-4 p-5">
        {bikes.isPending ? (
          <p role="status" className="text-muted-foreground">
            {t('qr.loading')}
          </p>
        ) : null}
        {bikes.isError ? (
          <p role="alert" className="text-destructive">
            {t('qr.error')}
          </p>
        ) : null}
        {bikes.data && live.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground">{t('qr.empty')}</p>
            <Button asChild variant="outline">
              <Link to={paths.bikeRegistration.getHref()}>
                <Bike aria-hidden="true" />
                {t('qr.register')}
              </Link>
            </Button>
          </div>
        ) : null}
        {live.length > 0 ? (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-medium">{t('qr.bikes')}</legend>
              {live.map((bike) => (
                <label
                  key={bike.id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 hover:bg-muted"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={chosen.includes(bike.id)}
                    onChange={(event) => toggle(bike.id, event.target.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{bikeTitle(bike)}</span>
                    <span className="block font-mono text-xs break-all text-muted-foreground">
                      {bike.frameNumber}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="grid gap-1.5 sm:max-w-48">
              <Label htmlFor="qr-quantity">{t('qr.quantity')}</Label>
              <NativeSelect
                id="qr-quantity"
                value={quantity}
                onChange={(event) => setQuantity(Number(event.target.value))}
              >
                {Array.from({ length: QR_STICKERS_PER_BIKE_MAX }, (_, index) => index + 1).map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <p aria-live="polite" className="font-semibold tabular-nums">
              {chosen.length === 0
                ? t('qr.none_selected')
                : t('qr.summary', { count, points: formatted(cost) })}
            </p>
            {short ? (
              <p role="alert" className="text-sm text-destructive">
                {t('qr.insufficient', { balance: formatted(points), points: formatted(cost) })}
              </p>
            ) : null}
            <Button
              className="justify-self-start"
              disabled={chosen.length === 0 || short || order.isPending}
              onClick={() => setConfirming(true)}
            >
              <QrCode aria-hidden="true" />
              {t('qr.order')}
            </Button>
          </>
        ) : null}
      </Card>
      <Dialog open={confirming} onOpenChange={(open) => (order.isPending ? undefined : setConfirming(open))}>
        <DialogContent closeLabel={t('qr.back')}>
          <DialogHeader>
            <DialogTitle>{t('qr.confirm_title')}</DialogTitle>
            <DialogDescription>{t('qr.confirm_text', { points: formatted(cost) })}</DialogDescription>
          </DialogHeader>
          <p className="font-semibold tabular-nums">{t('qr.summary', { count, points: formatted(cost) })}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={order.isPending}>
              {t('qr.back')}
            </Button>
            <Button
              onClick={() => void handleOrder()}
              disabled={order.isPending}
              aria-busy={order.isPending || undefined}
            >
              {order.isPending ? t('qr.confirming') : t('qr.confirm', { points: formatted(cost) })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
