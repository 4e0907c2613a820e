import type { BikePrivacy, BikeType, MyBike, UpdateBikeRequest } from '@ramkoll/shared/schemas/bike';

/** The free-text fields of the edit form, in the form's order. */
export const editTextFields = ['bikeName', 'brand', 'model', 'color', 'city', 'batterySerialNumber'] as const;
export type EditTextField = (typeof editTextFields)[number];

/** The six privacy flags (public_bike_name … public_bike_photo), in the form's order. */
export const privacyFlags = ['bikeName', 'brand', 'model', 'color', 'description', 'bikePhoto'] as const;

export interface EditBikeDraft extends Record<EditTextField, string> {
  description: string;
  bikeType: BikeType | null;
  privacy: BikePrivacy;
}

export function draftOf(bike: MyBike): EditBikeDraft {
  return {
    bikeName: bike.bikeName ?? '',
    brand: bike.brand ?? '',
    model: bike.model ?? '',
    color: bike.color ?? '',
    city: bike.city ?? '',
    batterySerialNumber: bike.batterySerialNumber ?? '',
    description: bike.description ?? '',
    bikeType: bike.bikeType,
    privacy: { ...bike.privacy },
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The PATCH body: every field of the form, an emptied text as null (which clears it). `photo`:
 * undefined keeps the photo, null removes it, a file id replaces it with that upload.
 */
export function changesOf(draft: EditBikeDraft, photo: string | null | undefined): UpdateBikeRequest {
  const changes: UpdateBikeRequest = {
    bikeName: textOrNull(draft.bikeName),
    brand: textOrNull(draft.brand),
    model: textOrNull(draft.model),
    color: textOrNull(draft.color),
    city: textOrNull(draft.city),
    batterySerialNumber: textOrNull(draft.batterySerialNumber),
    description: textOrNull(draft.description),
    privacy: draft.privacy,
  };
  if (draft.bikeType !== null) changes.bikeType = draft.bikeType;
  if (photo !== undefined) changes.bikePhotoFileId = photo;
  return changes;
}
