import { Mail } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { PageHero } from '@/components/layouts/page-hero';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/features/auth/api/get-session';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactHelp } from '@/features/contact/components/contact-help';
import { EmergencyCard } from '@/features/contact/components/emergency-card';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ContactPage() {
  const { t } = useTranslation(['contact', 'pages', 'common']);
  const { user, isPending } = useSessionUser();
  useDocumentTitle(t('pages:titles.contact'));
  return (
    <>
      <PageHero
        id="contact-title"
        eyebrow={t('eyebrow')}
        icon={Mail}
        title={t('pages:titles.contact')}
        lead={t('lead')}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card className="p-5 sm:p-8">
          {isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label={t('common:loading')} className="[&_svg]:size-8" />
            </div>
          ) : (
            // Remounted when the session changes, so a sign-in fills in the name and e-mail.
            <ContactForm
              key={user?.id ?? 'visitor'}
              defaultName={user?.fullName ?? ''}
              defaultEmail={user?.email ?? ''}
            />
          )}
        </Card>
        <div className="grid gap-6">
          <EmergencyCard />
          <ContactHelp />
        </div>
      </div>
    </>
  );
}
