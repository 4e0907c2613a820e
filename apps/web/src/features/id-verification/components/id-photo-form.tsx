import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ImageUploadField } from '@/components/media/image-upload-field';
import { useUploadFile } from '@/components/media/upload-file';
import { uploadedFileId, useImageUpload, type ImageUploadState } from '@/components/media/use-image-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/field';
import { notify } from '@/lib/toast';
import { useSubmitIdVerification } from '../api/submit-id-verification';
import { submitErrorText } from '../utils/submit-error';

const requirementKeys = ['photo_and_number', 'whole_card', 'sharp', 'no_glare', 'formats'] as const;

interface IdPhotoFormProps {
  /** After a rejection: the heading takes focus so keyboard and screen reader users land here. */
  focusOnMount?: boolean;
  /** Back to the rejected state's card, when the person changes their mind. */
  onCancel?: () => void;
  /** The photo went to review. */
  onSubmitted?: () => void;
}

/**
 * The ID photo: what it must show, capture with the camera or choose a file (images only, at
 * most 5 MB, checked before sending), a preview, then 'Skicka för granskning'.
 */
export function IdPhotoForm({ focusOnMount = false, onCancel, onSubmitted }: IdPhotoFormProps) {
  const { t } = useTranslation('mitt_id');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const photoUpload = useUploadFile('id-documents');
  const photo = useImageUpload({ upload: photoUpload.mutateAsync });
  const submit = useSubmitIdVerification();
  // A message belongs to the photo it was about: choosing another photo hides it.
  const [problem, setProblem] = useState<{ text: string; about: ImageUploadState } | null>(null);
  const fileId = uploadedFileId(photo.state);
  const problemText = problem?.about === photo.state ? problem.text : null;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const about = photo.state;
    if (about.status === 'uploading') return setProblem({ text: t('form.wait_for_upload'), about });
    if (!fileId) return setProblem({ text: t('form.photo_required'), about });
    setProblem(null);
    submit.mutate(
      { fileId },
      {
        onSuccess: () => {
          photo.clear();
          notify.success(t('form.sent'));
          onSubmitted?.();
        },
        onError: (error) => setProblem({ text: submitErrorText(error), about }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold leading-snug outline-none">
          {t('form.title')}
        </h2>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-5">
          <section aria-labelledby="id-requirements-title" className="rounded-xl bg-muted/50 p-4">
            <h3 id="id-requirements-title" className="text-sm font-semibold">
              {t('requirements.title')}
            </h3>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {requirementKeys.map((key) => (
                <li key={key} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{t(`requirements.${key}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <ImageUploadField
            id="id-photo"
            label={t('form.photo_label')}
            hint={t('form.photo_hint')}
            upload={photo}
            disabled={submit.isPending}
          />
          {problemText ? <FormAlert>{problemText}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {onCancel ? (
              <Button type="button" variant="outline" onClick={onCancel} disabled={submit.isPending}>
                {t('form.cancel')}
              </Button>
            ) : null}
            <Button type="submit" disabled={submit.isPending}>
              <Send aria-hidden="true" />
              {submit.isPending ? t('form.submitting') : t('form.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
