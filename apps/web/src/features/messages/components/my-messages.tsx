import { MessagesSquare, Search } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LabelledSpinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-cards';
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
        <ErrorState
          title={t('list.error')}
          titleAs="p"
          retryLabel={t('list.retry')}
          retrying={conversations.isFetching}
          onRetry={() => void conversations.refetch()}
        />
      ) : null}
      {list && list.length === 0 ? (
        <EmptyState icon={MessagesSquare} title={t('list.empty_title')} text={t('list.empty_text')}>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.home.getHref()}>
              <Search aria-hidden="true" />
              {t('list.empty_action')}
            </Link>
          </Button>
        </EmptyState>
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
