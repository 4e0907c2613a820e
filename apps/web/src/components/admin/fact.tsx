import { cn } from '@/lib/cn';

/** One figure of an admin card's description list: its label above, the value below. */
export function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: string;
}) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('font-medium tabular-nums break-words', className)}>{children}</dd>
    </div>
  );
}
