import { Building2, ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface RequestCardProps {
  /** The details' id; the title's is `<detailsId>-title` and names the card. */
  detailsId: string;
  companyName: string;
  /** The lines under the name (organisation number, what is asked for, when). */
  summary: ReactNode;
  status: { label: string; variant: BadgeProps['variant'] };
  toggleLabels: { show: string; hide: string };
  defaultOpen?: boolean;
  /**
   * The details behind the toggle. A function is called only while they are open (for details
   * that fetch when they show); a node stays in the page, hidden while closed.
   */
  details: ReactNode | (() => ReactNode);
  /** Below the details: the actions on the request. */
  children?: ReactNode;
}

/**
 * A company's request in an admin queue (store applications, business requests): its name, summary
 * and status badge, and its details behind a show/hide toggle.
 */
export function RequestCard({
  detailsId,
  companyName,
  summary,
  status,
  toggleLabels,
  defaultOpen = false,
  details,
  children,
}: RequestCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = `${detailsId}-title`;

  return (
    <Card className="grid gap-3 p-4 sm:p-5" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 break-words">{companyName}</span>
          </h3>
          {summary}
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start px-2"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((current) => !current)}
      >
        <ChevronDown
          aria-hidden="true"
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
        {open ? toggleLabels.hide : toggleLabels.show}
      </Button>
      <div id={detailsId} hidden={!open}>
        {typeof details === 'function' ? (open ? details() : null) : details}
      </div>
      {children}
    </Card>
  );
}

/** One labelled value in a request's details (inside a `dl`). */
export function RequestDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

interface RequestContactDetailsProps {
  contact: { contactPerson: string; contactEmail: string; contactPhone: string };
  /** The words for each detail, from the page's catalogue. */
  label: (detail: 'contact_person' | 'contact_email' | 'contact_phone') => string;
  /** How the e-mail and phone links look on the page. */
  linkClassName: string;
}

/** The contact person, and their e-mail and phone as links to write or call (inside a `dl`). */
export function RequestContactDetails({ contact, label, linkClassName }: RequestContactDetailsProps) {
  const { contactPerson, contactEmail, contactPhone } = contact;
  return (
    <>
      <RequestDetail label={label('contact_person')}>{contactPerson}</RequestDetail>
      <RequestDetail label={label('contact_email')}>
        <a className={linkClassName} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
      </RequestDetail>
      <RequestDetail label={label('contact_phone')}>
        <a className={linkClassName} href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>
          {contactPhone}
        </a>
      </RequestDetail>
    </>
  );
}
