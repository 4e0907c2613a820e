import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { BlockedAction, MyBike } from '@ramkoll/shared/schemas/bike';
import { useUploadFile } from '@/components/media/upload-file';
import { uploadedFileId, useImageUpload } from '@/components/media/use-image-upload';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUpdateBike } from '../api/update-bike';
import { changesOf, draftOf, type EditBikeDraft } from '../utils/edit-bike-form';
import { runBikeChange } from '../utils/run-bike-change';
import { EditBikeFields } from './edit-bike-fields';
import { EditBikePhoto } from './edit-bike-photo';
import { PrivacySwitches } from './privacy-switches';

interface EditBikeDialogProps {
  bike: MyBike;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked: (action: BlockedAction) => void;
}

/**
 * Edit a bike's details and its privacy flags. The frame number is the bike's identity and cannot
 * change here. Mounted only while open, so every opening starts from the bike as it is now.
 */
export function EditBikeDialog({ bike, name, open, onOpenChange, onBlocked }: EditBikeDialogProps) {
  const { t } = useTranslation('my_bikes');
  const update = useUpdateBike();
  const [draft, setDraft] = useState<EditBikeDraft>(() => draftOf(bike));
  const photoUpload = useUploadFile('bike-photos');
  const photo = useImageUpload({ upload: photoUpload.mutateAsync });
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const uploading = photo.state.status === 'uploading';

  function handleOpenChange(next: boolean) {
    if (!update.isPending) onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    // A new upload wins; a failed or refused one leaves the photo as it was.
    const newPhoto = uploadedFileId(photo.state) ?? (photoRemoved ? null : undefined);
    const changes = changesOf(draft, newPhoto);
    void runBikeChange(update.mutateAsync({ bikeId: bike.id, changes }), {
      success: t('edit.saved'),
      onSuccess: () => onOpenChange(false),
      onBlocked,
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title', { name })}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-5">
          <EditBikeFields
            frameNumber={bike.frameNumber}
            draft={draft}
            onChange={setDraft}
            disabled={update.isPending}
          />
          <EditBikePhoto
            name={name}
            currentUrl={bike.photoUrl}
            upload={photo}
            removed={photoRemoved}
            onRemovedChange={setPhotoRemoved}
            disabled={update.isPending}
          />
          <PrivacySwitches
            value={draft.privacy}
            onChange={(privacy) => setDraft((current) => ({ ...current, privacy }))}
            disabled={update.isPending}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={update.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending || uploading}>
              {update.isPending ? t('edit.saving') : uploading ? t('edit.wait_for_upload') : t('edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
