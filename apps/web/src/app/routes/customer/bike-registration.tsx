import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { BikeRegistrationForm } from '@/features/bike-registration/components/bike-registration-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /bike-registration: register a bike with a verified receipt (customers). */
export function BikeRegistrationPage() {
  const { t } = useTranslation(['bike_registration', 'pages']);
  useDocumentTitle(t('pages:titles.bike_registration'));
  const navigate = useNavigate();

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      <BikeRegistrationForm onCancel={() => void navigate(paths.myBikes.getHref())} />
    </section>
  );
}
