import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isErrorCode } from '@ramkoll/shared/errors';
import { checkBusinessNote } from '@ramkoll/shared/rules/business-request';
import { formatOrganizationNumber } from '@ramkoll/shared/rules/organization-number';
import {
  BUSINESS_NOTE_MAX,
  businessRequestStatuses,
  type BusinessRequestStatus,
  type BusinessRequestSummary,
} from '@ramkoll/shared/schemas/business-requests';
import { RequestCard, RequestContactDetails, RequestDetail } from '@/components/admin/request-card';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { currentLanguage, i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import {
  useAddBusinessRequestNote,
  useBusinessRequest,
  useChangeBusinessRequestStatus,
} from '../api/business-requests';

const statusVariant = {
  new: 'accent',
  contacted: 'default',
  done: 'success',
  rejected: 'destructive',
} as const;

/** One request: the summary, and behind a toggle its details, notes and the forms. */
export function BusinessRequestCard({ request }: { request: BusinessRequestSummary }) {
  const { t } = useTranslation('admin_business_requests');
  const language = currentLanguage();
  const wanted = [
    request.stickerQuantity === null
      ? null
      : t('wanted.stickers', {
          count: request.stickerQuantity,
          formatted: formatNumber(request.stickerQuantity, language),
        }),
    request.pointsQuantity === null
      ? null
      : t('wanted.points', {
          count: request.pointsQuantity,
          formatted: formatNumber(request.pointsQuantity, language),
        }),
  ]
    .filter(Boolean)
    .join(' + ');

  return (
    <RequestCard
      detailsId={`business-request-${request.id}`}
      companyName={request.companyName}
      summary={
        <>
          <p className="text-sm text-muted-foreground">
            {formatOrganizationNumber(request.organizationNumber)} · {t(`kinds.${request.companyKind}`)} ·{' '}
            {wanted}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('received', { when: formatDateTime(request.createdAt, language) })}
            {request.noteCount > 0 ? ` · ${t('note_count', { count: request.noteCount })}` : ''}
          </p>
        </>
      }
      status={{ label: t(`status.${request.status}`), variant: statusVariant[request.status] }}
      toggleLabels={{ show: t('details.show'), hide: t('details.hide') }}
      // The details fetch the notes: only once they are opened.
      details={() => <BusinessRequestDetails request={request} />}
    />
  );
}

function BusinessRequestDetails({ request }: { request: BusinessRequestSummary }) {
  const { t } = useTranslation('admin_business_requests');
  const language = currentLanguage();
  const detail = useBusinessRequest(request.id);
  const notes = detail.data?.notes ?? [];
  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <RequestContactDetails
          contact={request}
          label={(detail) => t(`details.${detail}`)}
          linkClassName="underline"
        />
        <RequestDetail label={t('details.language')}>
          {t(`details.languages.${request.language}`)}
        </RequestDetail>
        <RequestDetail label={t('details.message')}>
          {request.message ?? t('details.no_message')}
        </RequestDetail>
        {request.statusChangedAt ? (
          <RequestDetail label={t('details.status_changed')}>
            {formatDateTime(request.statusChangedAt, language)}
            {request.statusChangedBy ? ` · ${request.statusChangedBy.email}` : ''}
          </RequestDetail>
        ) : null}
      </dl>
      <section aria-labelledby={`${request.id}-notes`} className="grid gap-2">
        <h4 id={`${request.id}-notes`} className="font-semibold">
          {t('notes.title')}
        </h4>
        {detail.isPending ? <Spinner label={t('notes.loading')} /> : null}
        {detail.isError ? <p className="text-sm text-destructive">{t('notes.load_failed')}</p> : null}
        {detail.data && notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('notes.empty')}</p>
        ) : null}
        {notes.length > 0 ? (
          <ol className="grid gap-2">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-muted/60 px-3 py-2 text-sm">
                <p className="text-xs text-muted-foreground">
                  {formatDateTime(note.createdAt, language)} ·{' '}
                  {note.author?.email ?? t('notes.unknown_author')}
                  {note.statusTo
                    ? ` · ${t('notes.set_status', { status: t(`status.${note.statusTo}`) })}`
                    : ''}
                </p>
                <p className="mt-0.5 whitespace-pre-line break-words">{note.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <div className="grid gap-5 md:grid-cols-2">
        <StatusForm request={request} />
        <NoteForm requestId={request.id} />
      </div>
    </div>
  );
}

function errorText(error: unknown): string {
  return isApiError(error) && isErrorCode(error.code)
    ? i18n.t(`errors:${error.code}`)
    : i18n.t('admin_business_requests:failed');
}

function StatusForm({ request }: { request: BusinessRequestSummary }) {
  const { t } = useTranslation(['admin_business_requests', 'errors']);
  const change = useChangeBusinessRequestStatus();
  const others = businessRequestStatuses.filter((status) => status !== request.status);
  const [status, setStatus] = useState<BusinessRequestStatus>(others[0] ?? 'contacted');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const ids = { status: `${request.id}-status`, note: `${request.id}-status-note` };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    const checked = checkBusinessNote(note);
    setNoteError(checked.ok ? null : t(`problems.${checked.problem}`));
    if (!checked.ok) return;
    change.mutate(
      { id: request.id, body: { status, note: checked.note } },
      {
        onSuccess: () => {
          notify.success(t('status_form.done', { status: t(`status.${status}`) }));
          setNote('');
        },
        onError: (error) => setFailed(errorText(error)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid content-start gap-3"
      aria-labelledby={`${ids.status}-title`}
    >
      <h4 id={`${ids.status}-title`} className="font-semibold">
        {t('status_form.title')}
      </h4>
      <Field id={ids.status} label={t('status_form.status')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as BusinessRequestStatus)}
          >
            {others.map((option) => (
              <option key={option} value={option}>
                {t(`status.${option}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={ids.note} label={t('status_form.note')} error={noteError}>
        {(control) => (
          <Textarea
            {...control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={BUSINESS_NOTE_MAX + 100}
          />
        )}
      </Field>
      {failed ? <FormAlert>{failed}</FormAlert> : null}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? t('status_form.saving') : t('status_form.submit')}
      </Button>
    </form>
  );
}

function NoteForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation(['admin_business_requests', 'errors']);
  const add = useAddBusinessRequestNote();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const id = `${requestId}-note`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    const checked = checkBusinessNote(note);
    const problem = !checked.ok ? checked.problem : checked.note === null ? 'required' : null;
    setNoteError(problem ? t(`problems.${problem}`) : null);
    if (problem || !checked.ok || checked.note === null) return;
    add.mutate(
      { id: requestId, body: { note: checked.note } },
      {
        onSuccess: () => {
          notify.success(t('note_form.done'));
          setNote('');
        },
        onError: (error) => setFailed(errorText(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid content-start gap-3" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        {t('note_form.title')}
      </h4>
      <Field id={id} label={t('note_form.note')} error={noteError}>
        {(control) => (
          <Textarea
            {...control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={BUSINESS_NOTE_MAX + 100}
          />
        )}
      </Field>
      {failed ? <FormAlert>{failed}</FormAlert> : null}
      <Button type="submit" variant="outline" disabled={add.isPending} className="justify-self-start">
        {add.isPending ? t('note_form.saving') : t('note_form.submit')}
      </Button>
    </form>
  );
}
