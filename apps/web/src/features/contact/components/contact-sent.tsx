import { CircleCheck, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

interface ContactSentProps {
  email: string;
  onWriteAgain: () => void;
}

/** Shown instead of the form once the message is stored; focus moves here so it is announced. */
export function ContactSent({ email, onWriteAgain }: ContactSentProps) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center px-2 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight focus:outline-none">
        {t('sent.title')}
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">{t('sent.text', { email })}</p>
      <Button variant="outline" className="mt-6" onClick={onWriteAgain}>
        <PenLine aria-hidden="true" />
        {t('sent.again')}
      </Button>
    </div>
  );
}
