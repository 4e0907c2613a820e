import { expect, it } from 'vitest';
import { StorageError, type Storage } from '../../src/providers/storage/storage.js';

/** Keys no adapter may accept: each could reach outside its folder or bucket prefix. */
export const unsafeKeys = [
  '../outside.jpg',
  'receipts/../../outside.jpg',
  'receipts/./a.jpg',
  '/etc/passwd',
  'receipts//a.jpg',
  '.partial/x',
  'receipts/a b.jpg',
  'receipts\\..\\a.jpg',
  '',
];

/** What every Storage adapter promises (storage.ts); each adapter's test file runs these. */
export function storageContract(storageOf: () => Storage): void {
  it('puts, gets, overwrites and deletes an object', async () => {
    const storage = storageOf();
    const key = 'receipts/7d1c7c1e-2f57-4d55-9d39-6b1c0ad0a111/0b5e0f0e-1111-4c4c-8d8d-2a2a2a2a2a2a.jpg';
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    await storage.put(key, bytes, 'image/jpeg');
    expect((await storage.get(key))?.equals(bytes)).toBe(true);

    await storage.put(key, Buffer.from('replaced'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('replaced');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is not an error: a clean-up may run twice.
    await storage.delete(key);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storageOf().get('bike-photos/nobody/missing.png')).toBeNull();
  });

  it.each(unsafeKeys)('refuses the key %j', async (key) => {
    const storage = storageOf();
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(StorageError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageError);
  });
}
