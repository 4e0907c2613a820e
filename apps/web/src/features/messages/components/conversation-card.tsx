import { Bike, ChevronDown } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkMessageText, BIKE_MESSAGE_MAX_LENGTH } from '@ramkoll/shared/rules/bike-message';
import type { Conversation } from '@ramkoll/shared/schemas/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useMarkConversationRead, useReplyToConversation } from '../api/conversation-actions';
import { messageFailureText } from '../utils/message-error';

/**
 * One conversation on /messages: the bike, the masked counterpart and the unread count; opened, the
 * messages oldest first and a reply box. Opening it marks the counterpart's messages as read.
 */
export function ConversationCard({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages');
  const language = currentLanguage();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const markRead = useMarkConversationRead();
  const reply = useReplyToConversation();
  const bodyId = useId();
  const replyId = `${bodyId}-reply`;
  const ref = { bikeId: conversation.bikeId, counterpartId: conversation.counterpartId };
  const title = conversation.bikeName ?? conversation.frameNumber;

  function toggle() {
    const next = !expanded;
    setExpanded(next);
    if (next && conversation.unreadCount > 0) markRead.mutate(ref);
  }

  function handleReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const textProblem = checkMessageText(text);
    if (textProblem) {
      setProblem(
        textProblem === 'message_too_long' ? t('contact.text_too_long') : t('contact.text_required'),
      );
      document.getElementById(replyId)?.focus();
      return;
    }
    setProblem(null);
    reply.mutate(
      { ...ref, text },
      {
        onSuccess: () => {
          setText('');
          notify.success(t('list.reply_sent'));
        },
        onError: (error) => notify.error(messageFailureText(error)),
      },
    );
  }

  return (
    <Card role="article" aria-label={title} className="overflow-hidden p-0">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={toggle}
        className="flex w-full items-start gap-3 p-4 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Bike aria-hidden="true" className="size-5" />
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline">
              {conversation.isMyBike ? t('list.my_bike') : t('list.their_bike')}
            </Badge>
            {conversation.unreadCount > 0 ? (
              <Badge variant="destructive">{t('list.unread', { count: conversation.unreadCount })}</Badge>
            ) : null}
          </span>
          <span className="font-semibold break-words">{title}</span>
          {/* An unnamed bike is titled by its frame number: no need to say it twice. */}
          {conversation.bikeName ? (
            <span className="font-mono text-sm break-all text-muted-foreground">
              {conversation.frameNumber}
            </span>
          ) : null}
          <span className="text-sm text-muted-foreground">
            {t('list.with', { name: conversation.counterpartName })} ·{' '}
            {formatDateTime(conversation.lastMessageAt, language)}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-5 shrink-0 text-muted-foreground transition-transform',
            expanded && 'rotate-180',
          )}
        />
        <span className="sr-only">{expanded ? t('list.close') : t('list.open')}</span>
      </button>

      <div id={bodyId} hidden={!expanded} className="grid gap-4 border-t border-border p-4">
        <ol className="grid gap-3">
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                'grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2.5 text-sm',
                message.fromMe ? 'justify-self-end bg-primary-soft' : 'justify-self-start bg-muted',
              )}
            >
              <span className="text-xs font-medium text-muted-foreground">
                {message.fromMe ? t('list.from_me') : conversation.counterpartName} ·{' '}
                {t(`types.${message.messageType}`)}
              </span>
              <p className="break-words whitespace-pre-line">{message.text}</p>
              <span className="text-xs text-muted-foreground">
                {t('list.sent_at', { date: formatDateTime(message.createdAt, language) })}
              </span>
            </li>
          ))}
        </ol>
        <form noValidate onSubmit={handleReply} className="grid gap-3">
          <Field
            id={replyId}
            label={t('list.reply')}
            error={problem}
            hint={t('list.reply_hint', { name: conversation.counterpartName })}
          >
            {(control) => (
              <Textarea
                {...control}
                value={text}
                rows={3}
                maxLength={BIKE_MESSAGE_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="justify-self-end" disabled={reply.isPending}>
            {reply.isPending ? t('list.sending') : t('list.send_reply')}
          </Button>
        </form>
      </div>
    </Card>
  );
}
