import { Fingerprint, History, QrCode, ShieldCheck, Target, Ticket, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { CardSection } from './card-section';

const benefits = [
  { key: 'security', icon: ShieldCheck },
  { key: 'one_time_fee', icon: Ticket },
  { key: 'bankid', icon: Fingerprint },
  { key: 'qr_sticker', icon: QrCode },
  { key: 'history', icon: History },
  { key: 'mission', icon: Target },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

/** The six benefit cards of the visitor home (spec section 2). */
export function BenefitGrid() {
  const { t } = useTranslation('home');
  return (
    <CardSection
      id="benefits-title"
      title={t('benefits.title')}
      lead={t('benefits.lead')}
      items={benefits.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`benefits.${key}.title`),
        text: t(`benefits.${key}.text`),
      }))}
    />
  );
}
