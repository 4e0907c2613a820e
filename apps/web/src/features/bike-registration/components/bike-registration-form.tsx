import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { pointCosts } from '@ramkoll/shared/rules/points';
import { ImageUploadField } from '@/components/media/image-upload-field';
import { uploadedFileId, useImageUpload } from '@/components/media/use-image-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUploadFile } from '@/components/media/upload-file';
import { initialRegistrationForm, registrationFormReducer } from '../utils/registration-form-state';
import { toRegisterRequest } from '../utils/registration-values';
import { submitBlocker } from '../utils/submit-blocker';
import { AlreadyRegisteredDialog } from './already-registered-dialog';
import { BikeDetailsFields } from './bike-details-fields';
import { CostConfirmationDialog } from './cost-confirmation-dialog';
import { FrameNumberField } from './frame-number-field';
import { LookalikeDialog } from './lookalike-dialog';
import { PhotoAnalysisNote, ReceiptPrefillNote } from './photo-analysis-note';
import { ReceiptHelpDialog } from './receipt-help-dialog';
import { ReceiptVerification } from './receipt-verification';
import { RegisteredDialog } from './registered-dialog';
import { usePhotoPrefill } from './use-photo-prefill';
import { useReceiptCheck } from './use-receipt-check';
import { useRegistrationSubmit } from './use-registration-submit';

interface BikeRegistrationFormProps {
  /** Shows 'Avbryt' when given (spec section 2: optional cancel). */
  onCancel?: () => void;
}

/** The bike registration form (spec sections 2, 4, 5 and 8). */
export function BikeRegistrationForm({ onCancel }: BikeRegistrationFormProps) {
  const { t } = useTranslation('bike_registration');
  const [form, dispatch] = useReducer(registrationFormReducer, initialRegistrationForm);
  const frameNumberRef = useRef<HTMLInputElement>(null);
  const receiptUpload = useUploadFile('receipts');
  const photoUpload = useUploadFile('bike-photos');
  const photoAnalysis = usePhotoPrefill((analysis) => dispatch({ type: 'prefill', analysis }));
  const receipt = useImageUpload({ upload: receiptUpload.mutateAsync });
  const photo = useImageUpload({ upload: photoUpload.mutateAsync, onUploaded: photoAnalysis.analyze });
  const receiptFileId = uploadedFileId(receipt.state);
  const check = useReceiptCheck(receiptFileId, form.values.frameNumber);
  // Brand and model printed on the receipt fill the form when no photo is there to show them.
  const receiptBrand = check.result?.receiptBike.brand ?? null;
  const receiptModel = check.result?.receiptBike.model ?? null;
  const hasPhoto = photo.state.status !== 'empty' && photo.state.status !== 'rejected';
  useEffect(() => {
    if (hasPhoto || (receiptBrand === null && receiptModel === null)) return;
    dispatch({ type: 'prefill_from_receipt', brand: receiptBrand, model: receiptModel });
  }, [hasPhoto, receiptBrand, receiptModel]);
  const submit = useRegistrationSubmit({
    onRegistered: () => {
      dispatch({ type: 'reset' });
      receipt.clear();
      photo.clear();
      photoAnalysis.reset();
    },
    onNotVerified: check.showServerResult,
  });

  const uploading = receipt.state.status === 'uploading' || photo.state.status === 'uploading';
  const blocker = submitBlocker({ uploading, receipt: check.status });
  const busy = submit.checking || submit.registering;
  const bikeTypeError =
    form.submitAttempted && form.values.bikeType === '' ? t('details.bike_type_required') : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'submit_attempted' });
    const { bikeType } = form.values;
    if (blocker || busy || !receiptFileId || bikeType === '') return;
    if (!parseFrameNumber(form.values.frameNumber).ok) return;
    submit.start(
      toRegisterRequest(
        { ...form.values, bikeType },
        { receiptFileId, bikePhotoFileId: uploadedFileId(photo.state) },
      ),
    );
  }

  function focusFrameNumber() {
    frameNumberRef.current?.focus();
    frameNumberRef.current?.select();
  }

  return (
    <>
      <form noValidate onSubmit={handleSubmit} className="grid gap-5">
        <Card>
          <CardHeader>
            <CardTitle>{t('sections.frame_and_receipt')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FrameNumberField
              id="frame-number"
              value={form.values.frameNumber}
              onChange={(value) => dispatch({ type: 'change', field: 'frameNumber', value })}
              onScanned={(value) => dispatch({ type: 'set_frame_number', value })}
              onBlur={() => dispatch({ type: 'frame_number_left' })}
              showError={form.frameNumberLeft}
              inputRef={frameNumberRef}
            />
            <ImageUploadField
              id="receipt"
              label={t('receipt.label')}
              hint={t('receipt.hint')}
              upload={receipt}
              labelAction={<ReceiptHelpDialog />}
            >
              <ReceiptVerification
                status={check.status}
                result={check.result}
                error={check.error}
                onRetry={check.retry}
              />
              <ReceiptPrefillNote filled={form.receiptPrefilled} />
            </ImageUploadField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('sections.details')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ImageUploadField
              id="bike-photo"
              label={t('photo.label')}
              labelSuffix={`(${t('optional')})`}
              hint={t('photo.hint')}
              upload={{
                ...photo,
                clear: () => {
                  photo.clear();
                  photoAnalysis.reset();
                },
              }}
            >
              <PhotoAnalysisNote status={photoAnalysis.status} filled={form.prefilled} />
            </ImageUploadField>
            <BikeDetailsFields
              values={form.values}
              onChange={(field, value) => dispatch({ type: 'change', field, value })}
              bikeTypeError={bikeTypeError}
            />
          </CardContent>
        </Card>

        <div className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-card sm:flex sm:items-center sm:justify-between">
          <p id="registration-blocker" role="status" className="text-sm font-medium text-muted-foreground">
            {blocker ? t(`blockers.${blocker}`) : t('cost_note', { cost: pointCosts.registerBike })}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                {t('cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              size="lg"
              disabled={blocker !== null || busy}
              aria-describedby="registration-blocker"
            >
              {submit.checking ? t('checking') : submit.registering ? t('submitting') : t('submit')}
            </Button>
          </div>
        </div>
      </form>

      <AlreadyRegisteredDialog
        frameNumber={submit.taken}
        onClose={submit.closeTaken}
        onEditFrameNumber={focusFrameNumber}
      />
      <LookalikeDialog
        lookalike={submit.lookalike}
        onConfirm={submit.confirmDifferentBike}
        onCancel={submit.closeLookalike}
        onEditFrameNumber={focusFrameNumber}
      />
      <CostConfirmationDialog
        frameNumber={submit.confirming}
        underReview={submit.confirmingUnderReview}
        pending={submit.registering}
        onConfirm={submit.confirm}
        onCancel={submit.cancelConfirm}
      />
      <RegisteredDialog registered={submit.registered} onClose={submit.closeRegistered} />
    </>
  );
}
