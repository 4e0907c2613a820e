import { describe, expect, it } from 'vitest';
import { checkImageFile, imageAccept } from './check-image-file';

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 5_242_880 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('refuses other types, including an empty type', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(checkImageFile({ type: '', size: 10 })).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a file one byte over 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 5_242_881 })).toBe('FILE_TOO_LARGE');
  });

  it('offers exactly the three formats to the file picker', () => {
    expect(imageAccept).toBe('image/jpeg,image/png,image/webp');
  });
});
