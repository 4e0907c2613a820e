import { RotateCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';

type TitleTag = 'h2' | 'h3' | 'p';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** The heading level the page needs (h2 below a page title, h3 inside a section). */
  titleAs?: Exclude<TitleTag, 'p'>;
  text: string;
  /** More lines and the way onwards (a link button), under the text. */
  children?: ReactNode;
}

/** A list with nothing in it yet: what will show up here, and where to start. */
export function EmptyState({ icon: Icon, title, titleAs: Title = 'h2', text, children }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-8" />
      </div>
      <Title className="text-xl font-semibold">{title}</Title>
      <p className="mt-2 max-w-md text-muted-foreground">{text}</p>
      {children}
    </Card>
  );
}

interface ErrorStateProps {
  title: string;
  /** A heading when the card stands for a section; 'p' when the page heading already says what. */
  titleAs?: TitleTag;
  /** The coded reason, when there is one to show. */
  text?: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Something could not be fetched: announced at once, with a way to try again. */
export function ErrorState({ title, titleAs = 'h2', text, retryLabel, retrying, onRetry }: ErrorStateProps) {
  const Title = titleAs;
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-destructive" />
      <Title className={titleAs === 'p' ? 'font-medium' : 'text-lg font-semibold'}>{title}</Title>
      {text ? <p className="mt-1 text-muted-foreground">{text}</p> : null}
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {retryLabel}
      </Button>
    </Card>
  );
}
