import { Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  checkContactMessage,
  contactMessageProblemsOf,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  type ContactMessageField,
  type ContactMessageProblem,
} from '@ramkoll/shared/rules/contact-message';
import { contactTopics } from '@ramkoll/shared/schemas/public-pages';
import { Button } from '@/components/ui/button';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { useFieldProblems } from '@/components/ui/use-field-problems';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { fieldProblemOf, problemMessage, sendErrorReason, type FieldProblem } from '../utils/contact-problem';
import { ContactSent } from './contact-sent';

interface ContactFormProps {
  /** The signed-in user's name and e-mail, or empty for a visitor. */
  defaultName: string;
  defaultEmail: string;
}

type Values = Record<ContactMessageField, string>;

const ids: Record<ContactMessageField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  topic: 'contact-topic',
  message: 'contact-message',
};

function focusField(field: ContactMessageField) {
  document.getElementById(ids[field])?.focus();
}

/** The /contact form: the shared rules first, then POST /api/contact; a thank-you when stored. */
export function ContactForm({ defaultName, defaultEmail }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const [values, setValues] = useState<Values>({
    name: defaultName,
    email: defaultEmail,
    topic: '',
    message: '',
  });
  const {
    show: setProblems,
    clear,
    problemOf,
  } = useFieldProblems<ContactMessageField, ContactMessageProblem>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function update(field: ContactMessageField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clear(field);
    };
  }

  /** Marks every problem at once and puts the focus on the first. */
  function refuse(found: FieldProblem[]) {
    setProblems(found);
    if (found[0]) focusField(found[0].field);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkContactMessage(values);
    if (!checked.ok) {
      refuse(contactMessageProblemsOf(values));
      return;
    }
    setProblems([]);
    const { message } = checked;
    send.mutate(
      { ...message, language: currentLanguage() },
      {
        onSuccess: () => {
          notify.success(t('sent.toast'), t('sent.toast_text', { email: message.email }));
          setSentTo(message.email);
        },
        onError: (error) => {
          const refused = fieldProblemOf(error);
          if (refused) refuse([refused]);
          else notify.error(t('failed'), sendErrorReason(error));
        },
      },
    );
  }

  function writeAgain() {
    setValues((current) => ({ ...current, topic: '', message: '' }));
    setSentTo(null);
    send.reset();
  }

  if (sentTo !== null) return <ContactSent email={sentTo} onWriteAgain={writeAgain} />;

  const errorFor = (field: ContactMessageField) => {
    const problem = problemOf(field);
    return problem ? problemMessage(problem) : null;
  };
  const control = (field: ContactMessageField, hint?: string) => {
    const error = errorFor(field);
    return {
      id: ids[field],
      value: values[field],
      onChange: update(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(ids[field], { error, hint }),
    };
  };
  const length = Array.from(values.message).length;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-bold tracking-tight">
        {t('form.title')}
      </h2>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={ids.name} label={t('form.name')} error={errorFor('name')}>
          <Input {...control('name')} autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} />
        </Field>
        <Field id={ids.email} label={t('form.email')} error={errorFor('email')} hint={t('form.email_hint')}>
          <Input
            {...control('email', t('form.email_hint'))}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
        </Field>
      </div>
      <Field id={ids.topic} label={t('form.topic')} error={errorFor('topic')}>
        <NativeSelect {...control('topic')}>
          <option value="" disabled>
            {t('form.topic_placeholder')}
          </option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={ids.message}
        label={t('form.message')}
        error={errorFor('message')}
        hint={t('form.message_hint')}
      >
        <Textarea {...control('message', t('form.message_hint'))} rows={7} />
      </Field>
      <p
        aria-live="polite"
        className={cn(
          '-mt-3 text-right text-xs',
          length > CONTACT_MESSAGE_MAX_LENGTH ? 'font-semibold text-destructive' : 'text-muted-foreground',
        )}
      >
        {t('form.characters', { count: length, max: CONTACT_MESSAGE_MAX_LENGTH })}
      </p>
      <Button type="submit" size="lg" className="justify-self-start" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
