import { Fingerprint } from 'lucide-react';

interface BankIdProcessingProps {
  title: string;
  text: string;
}

/** The animated "waiting for BankID" state (about 3 s while the simulated provider answers). */
export function BankIdProcessing({ title, text }: BankIdProcessingProps) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-6 text-center">
      <div className="relative flex size-24 items-center justify-center">
        <span
          aria-hidden="true"
          className="absolute inset-0 animate-ping motion-reduce:animate-none rounded-full bg-primary/20"
        />
        <span aria-hidden="true" className="absolute inset-2 animate-pulse rounded-full bg-primary-soft" />
        <span className="relative flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
          <Fingerprint aria-hidden="true" className="size-9" />
        </span>
      </div>
      <div className="space-y-1">
        <p className="text-lg font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <div aria-hidden="true" className="h-1.5 w-40 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-1/3 animate-progress motion-reduce:animate-none rounded-full bg-primary" />
      </div>
    </div>
  );
}
