import { CircleCheck, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

/** Shown instead of the form once the application is stored; focus moves here so it is announced. */
export function PartnershipSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('partnership');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-xl font-bold tracking-tight focus:outline-none">
        {t('sent.title')}
      </h3>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{t('sent.text', { email })}</p>
      <Button variant="outline" className="mt-5" onClick={onAgain}>
        <PenLine aria-hidden="true" />
        {t('sent.again')}
      </Button>
    </div>
  );
}
