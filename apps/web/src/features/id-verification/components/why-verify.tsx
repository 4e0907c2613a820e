import { LockKeyhole, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** Why a person would send their ID: the police and buyers trust verified owners. */
export function WhyVerify() {
  const { t } = useTranslation('mitt_id');
  const reasons = [
    { key: 'police', icon: ShieldCheck, text: t('why.police') },
    { key: 'buyers', icon: Users, text: t('why.buyers') },
    { key: 'private', icon: LockKeyhole, text: t('why.private') },
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">{t('why.title')}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3">
          {reasons.map(({ key, icon: Icon, text }) => (
            <li key={key} className="flex gap-3 text-sm sm:flex-col sm:gap-2">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
