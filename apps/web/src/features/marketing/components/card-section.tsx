import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface CardSectionItem {
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

interface CardSectionProps {
  id: string;
  title: string;
  lead: string;
  items: CardSectionItem[];
  /** Vertical padding: the visitor home breathes more than the inner pages. */
  spacing?: 'home' | 'page';
}

/** A titled section of icon cards, three to a row on wide screens (visitor home, why register). */
export function CardSection({ id, title, lead, items, spacing = 'home' }: CardSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 ${spacing === 'home' ? 'md:py-24' : 'md:py-20'}`}
    >
      <div className="max-w-2xl">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-primary-deep text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{lead}</p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {items.map(({ key, icon: Icon, title: itemTitle, text }) => (
          <li key={key}>
            <Card className="h-full transition-shadow hover:shadow-lg">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{itemTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="leading-relaxed text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
