import { Camera, CheckCircle2, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { fieldDescribedBy, FieldMessages } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { imageAccept } from './check-image-file';
import { uploadErrorMessage } from './upload-error-message';
import type { ImageUpload } from './use-image-upload';

interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. '(valfritt)'; dialogs and the preview name only the label. */
  labelSuffix?: string;
  hint?: string;
  upload: ImageUpload;
  /** Beside the label, e.g. a help button. */
  labelAction?: ReactNode;
  /** Under the preview, e.g. the receipt's verification. */
  children?: ReactNode;
  disabled?: boolean;
}

/**
 * An image field: choose a file (or drop one), or take a photo with the camera; then a preview
 * with the upload's state, and replace or remove. Keyboard users reach every action as a button;
 * the file input itself stays out of the tab order.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { id, label, labelSuffix, hint, upload, labelAction, children, disabled = false } = props;
  const { t } = useTranslation(['media', 'errors']);
  const inputRef = useRef<HTMLInputElement>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const { state } = upload;
  const error = uploadErrorMessage(state, t);
  const hasFile = state.status === 'uploading' || state.status === 'uploaded' || state.status === 'failed';
  const describedBy = fieldDescribedBy(id, { error, hint });

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) upload.select(file);
  }

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        aria-describedby={labelId}
      >
        {hasFile ? <RefreshCw aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
        {hasFile ? t('media:replace') : t('media:choose_file')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => setCameraOpen(true)}
        aria-describedby={labelId}
      >
        <Camera aria-hidden="true" />
        {t('media:take_photo')}
      </Button>
      {hasFile ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={upload.clear}
          aria-describedby={labelId}
        >
          <Trash2 aria-hidden="true" />
          {t('media:remove')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <div role="group" aria-labelledby={labelId} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id={labelId} htmlFor={id}>
          {labelSuffix ? `${label} ${labelSuffix}` : label}
        </Label>
        {labelAction}
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={imageAccept}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again after removing it is a change too.
          event.target.value = '';
          if (file) upload.select(file);
        }}
      />
      {hasFile ? (
        // Phones: the actions go under the preview, full width; wider screens: beside it.
        <div className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-xl border border-border bg-card p-3 shadow-xs">
          <img
            src={state.previewUrl}
            alt={t('media:preview_alt', { label })}
            className="size-20 shrink-0 rounded-lg bg-muted object-cover sm:row-span-2 sm:size-24"
          />
          <div className="grid min-w-0 content-start gap-2">
            <p className="truncate text-sm font-medium">{state.file.name}</p>
            <UploadStatus status={state.status} />
          </div>
          <div className="col-span-2 sm:col-span-1 sm:col-start-2">{actions}</div>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
          className={cn(
            'grid justify-items-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted/40 px-4 py-5 text-center transition-colors',
            dragging && 'border-primary bg-primary-soft',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-7 text-muted-foreground" />
          <div className="grid gap-0.5 text-sm">
            <span className="hidden font-medium sm:inline">{t('media:drop_here')}</span>
            <span className="text-xs text-muted-foreground">{t('media:accepted_files')}</span>
          </div>
          {actions}
        </div>
      )}
      {children}
      <FieldMessages id={id} error={error} hint={hint} announce />
      <CameraCaptureDialog
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        onCapture={upload.select}
        title={`${t('media:take_photo')}: ${label}`}
      />
    </div>
  );
}

function UploadStatus({ status }: { status: 'uploading' | 'uploaded' | 'failed' }) {
  const { t } = useTranslation('media');
  if (status === 'uploading') {
    return (
      <div className="grid gap-1" role="status">
        <span className="text-xs text-muted-foreground">{t('uploading')}</span>
        <span aria-hidden="true" className="relative h-1.5 overflow-hidden rounded-full bg-muted">
          <span className="absolute inset-y-0 w-1/3 animate-progress rounded-full motion-reduce:animate-none bg-primary" />
        </span>
      </div>
    );
  }
  if (status === 'uploaded') {
    return (
      <span role="status" className="inline-flex items-center gap-1 text-xs font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('uploaded')}
      </span>
    );
  }
  return null;
}
