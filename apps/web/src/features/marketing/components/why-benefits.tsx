import { Hash, History, QrCode, ReceiptText, ShieldAlert, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { CardSection } from './card-section';

const benefits = [
  { key: 'receipt', icon: ReceiptText },
  { key: 'frame_number', icon: Hash },
  { key: 'qr_sticker', icon: QrCode },
  { key: 'history', icon: History },
  { key: 'stolen', icon: ShieldAlert },
  { key: 'fee', icon: Ticket },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** What a registration gives the owner, one card per promise the product keeps. */
export function WhyBenefits() {
  const { t } = useTranslation(['why_bike_owners', 'nav']);
  const myBikes = t('nav:menu.my_bikes');
  return (
    <CardSection
      id="why-benefits-title"
      spacing="page"
      title={t('benefits.title')}
      lead={t('benefits.lead')}
      items={benefits.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`benefits.${key}.title`),
        text: t(`benefits.${key}.text`, {
          myBikes,
          points: key === 'qr_sticker' ? pointCosts.qrCodePerCode : pointCosts.registerBike,
        }),
      }))}
    />
  );
}
