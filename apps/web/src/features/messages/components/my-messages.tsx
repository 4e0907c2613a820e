import { MessagesSquare, RotateCw, Search, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LabelledSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useConversations } from '../api/get-conversations';
import { ConversationCard } from './conversation-card';

/** /messages ('Meddelanden'): my conversations about bikes, the newest first. */
export function MyMessages() {
  const { t } = useTranslation('messages');
  const conversations = useConversations();
  // A failed background refresh keeps the list that was already shown.
  const list = conversations.data;

  return (
    <section
      aria-labelledby="messages-title"
      className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12"
    >
      <header>
        <h1 id="messages-title" className="text-3xl font-bold tracking-tight text-primary-deep sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('lead')}</p>
      </header>

      {conversations.isPending ? <LabelledSpinner label={t('list.loading')} className="py-10" /> : null}
      {conversations.isError && !list ? (
        <Card role="alert" className="flex flex-col items-center px-6 py-10 text-center">
          <TriangleAlert aria-hidden="true" className="mb-4 size-10 text-destructive" />
          <p className="font-medium">{t('list.error')}</p>
          <Button
            variant="outline"
            className="mt-5"
            onClick={() => void conversations.refetch()}
            disabled={conversations.isFetching}
          >
            <RotateCw aria-hidden="true" className={conversations.isFetching ? 'animate-spin' : undefined} />
            {t('list.retry')}
          </Button>
        </Card>
      ) : null}
      {list && list.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <MessagesSquare aria-hidden="true" className="size-8" />
          </div>
          <h2 className="text-xl font-semibold">{t('list.empty_title')}</h2>
          <p className="mt-2 max-w-md text-muted-foreground">{t('list.empty_text')}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.home.getHref()}>
              <Search aria-hidden="true" />
              {t('list.empty_action')}
            </Link>
          </Button>
        </Card>
      ) : null}
      {list && list.length > 0 ? (
        <ul className="grid gap-4">
          {list.map((conversation) => (
            <li key={`${conversation.bikeId}:${conversation.counterpartId}`} className="min-w-0">
              <ConversationCard conversation={conversation} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
