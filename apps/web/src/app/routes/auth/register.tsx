import { BadgeCheck, Fingerprint, History, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/features/auth/api/get-session';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { BankIdRegisterDialog } from '@/features/auth/components/bankid-register-dialog';
import { StorePartnerCard } from '@/features/auth/components/store-partner-card';
import { UnderAgeDialog } from '@/features/auth/components/under-age-dialog';
import { destinationAfterLogin } from '@/features/auth/utils/landing';
import {
  PartnershipForm,
  PARTNERSHIP_FIRST_FIELD_ID,
} from '@/features/partnership/components/partnership-form';
import { useDocumentTitle } from '@/lib/use-document-title';

const points = [
  { key: 'verified', Icon: BadgeCheck },
  { key: 'history', Icon: History },
  { key: 'free', Icon: KeyRound },
] as const;

/** /register: register with BankID; shop owners apply for partnership. */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'pages']);
  useDocumentTitle(t('pages:titles.register'));
  // Back from an e-ID broker (`/register?eid=…`): the dialog goes on with that identification.
  const [searchParams] = useSearchParams();
  const resumeOrderId = searchParams.get('eid');
  const [open, setOpen] = useState(resumeOrderId !== null);
  const [underAge, setUnderAge] = useState<number | null>(null);
  const { user } = useSessionUser();

  function handleUnderAge(age: number) {
    setOpen(false);
    setUnderAge(age);
  }

  // Signed in already, and not in the middle of registering (the BankID dialog signs the new
  // account in and shows its confirmation before moving on): where this user belongs.
  if (user && !open) return <Navigate to={destinationAfterLogin(user, null)} replace />;

  return (
    <AuthLayout
      title={t('auth:register.title')}
      lead={t('auth:register.lead')}
      backTo={paths.home.getHref()}
      className="max-w-lg"
    >
      <div className="grid gap-5">
        <Card>
          <CardContent className="grid gap-5 pt-6">
            <ul className="grid gap-3">
              {points.map(({ key, Icon }) => (
                <li key={key} className="flex items-center gap-3 text-sm">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {t(`auth:register.points.${key}`)}
                </li>
              ))}
            </ul>
            <Button size="lg" className="h-14 w-full text-lg" onClick={() => setOpen(true)}>
              <Fingerprint aria-hidden="true" className="size-6!" />
              {t('auth:register.bankid_button')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('auth:register.have_account')}{' '}
              <Link
                to={paths.auth.getHref()}
                className="rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
              >
                {t('auth:register.login_link')}
              </Link>
            </p>
          </CardContent>
        </Card>
        <StorePartnerCard formFieldId={PARTNERSHIP_FIRST_FIELD_ID}>
          <PartnershipForm />
        </StorePartnerCard>
      </div>
      <BankIdRegisterDialog
        open={open}
        onOpenChange={setOpen}
        onUnderAge={handleUnderAge}
        resumeOrderId={resumeOrderId}
      />
      <UnderAgeDialog
        age={underAge}
        onOpenChange={(next) => {
          if (!next) setUnderAge(null);
        }}
      />
    </AuthLayout>
  );
}
