import { describe, expect, it } from 'vitest';
import { scaledImageSrcSet } from './scaled-images.js';

describe('scaledImageSrcSet', () => {
  it('offers each scaled width of a file read through /api/files', () => {
    expect(scaledImageSrcSet('/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50')).toBe(
      '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50?width=160 160w, ' +
        '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50?width=320 320w, ' +
        '/api/files/0f8e2f8c-5e52-4d0c-a3f2-1b7c9d8e6f50?width=640 640w',
    );
  });

  it('leaves any other URL alone', () => {
    for (const url of [
      'https://example.com/a.jpg',
      '/api/files/abc?width=160',
      '/api/files/',
      '/api/files/a/b',
      'blob:http://localhost/1',
    ]) {
      expect(scaledImageSrcSet(url), url).toBeUndefined();
    }
  });
});
