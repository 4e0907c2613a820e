import { MessageCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BIKE_MESSAGE_MAX_LENGTH, checkBikeMessage } from '@ramkoll/shared/rules/bike-message';
import { messageTypes, type MessageType } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { useSendBikeMessage } from '../api/send-bike-message';
import { messageFailureText } from '../utils/message-error';

export interface ContactOwnerDialogProps {
  bike: { id: string; frameNumber: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type chosen when the dialog opens (e.g. ownership_inquiry from a bike for sale). */
  initialType?: MessageType;
}

/**
 * 'Kontakta ägaren' (spec section 2 "Contact-owner dialog"): a message type and a text to the
 * bike's owner, who is never named. The parent mounts it per opening, so closing resets it.
 */
export function ContactOwnerDialog({
  bike,
  open,
  onOpenChange,
  initialType = 'general',
}: ContactOwnerDialogProps) {
  const { t } = useTranslation('messages');
  const send = useSendBikeMessage();
  const [messageType, setMessageType] = useState<MessageType>(initialType);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleOpenChange(next: boolean) {
    if (!send.isPending) onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBikeMessage({ messageType, text });
    if (!checked.ok) {
      const message =
        checked.problem === 'message_too_long' ? t('contact.text_too_long') : t('contact.text_required');
      setProblem(message);
      document.getElementById('contact-owner-text')?.focus();
      return;
    }
    setProblem(null);
    send.mutate(
      { bikeId: bike.id, message: checked.message },
      {
        onSuccess: () => {
          notify.success(t('contact.sent'));
          onOpenChange(false);
        },
        onError: (error) => notify.error(messageFailureText(error)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('contact.close')}>
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <MessageCircle aria-hidden="true" className="size-5" />
          </div>
          <DialogTitle>{t('contact.title')}</DialogTitle>
          <DialogDescription>{t('contact.description', { frameNumber: bike.frameNumber })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Field id="contact-owner-type" label={t('contact.type')}>
            <NativeSelect
              id="contact-owner-type"
              value={messageType}
              onChange={(event) => {
                const next = messageTypes.find((type) => type === event.target.value);
                if (next) setMessageType(next);
              }}
            >
              {messageTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="contact-owner-text"
            label={t('contact.text')}
            error={problem}
            hint={t('contact.text_hint')}
          >
            {(control) => (
              <Textarea
                {...control}
                value={text}
                rows={5}
                maxLength={BIKE_MESSAGE_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={send.isPending}>
              {t('contact.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('contact.submitting') : t('contact.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
