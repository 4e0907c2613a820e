import { Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { ImageUploadField } from '@/components/media/image-upload-field';
import type { ImageUpload } from '@/components/media/use-image-upload';
import { Button } from '@/components/ui/button';

interface EditBikePhotoProps {
  name: string;
  /** The photo the bike has now, if any. */
  currentUrl: string | null;
  upload: ImageUpload;
  /** The owner chose to remove the current photo (and has not uploaded a new one). */
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  disabled: boolean;
}

/** The bike's photo in the edit dialog: keep it, remove it, or upload (or take) a new one. */
export function EditBikePhoto(props: EditBikePhotoProps) {
  const { name, currentUrl, upload, removed, onRemovedChange, disabled } = props;
  const { t } = useTranslation('my_bikes');
  const replacing = upload.state.status !== 'empty';
  const showCurrent = currentUrl !== null && !replacing;

  return (
    <div className="grid gap-3">
      {showCurrent ? (
        <div className="flex items-center gap-3 rounded-xl border border-border p-3">
          <img
            src={currentUrl}
            alt={t('edit.current_photo_alt', { name })}
            className={`size-20 shrink-0 rounded-lg bg-muted object-cover ${removed ? 'opacity-40 grayscale' : ''}`}
          />
          <div className="grid min-w-0 flex-1 justify-items-start gap-2 text-sm">
            {removed ? (
              <>
                <p role="status">{t('edit.photo_removed')}</p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onRemovedChange(false)}
                >
                  <Undo2 aria-hidden="true" />
                  {t('edit.undo_remove_photo')}
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10"
                disabled={disabled}
                onClick={() => onRemovedChange(true)}
              >
                <Trash2 aria-hidden="true" />
                {t('edit.remove_photo')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
      <ImageUploadField
        id="edit-photo"
        label={currentUrl ? t('edit.new_photo') : t('edit.photo')}
        hint={currentUrl ? t('edit.new_photo_hint') : undefined}
        upload={upload}
        disabled={disabled}
      />
    </div>
  );
}
