import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the text is on screen and visible. A toast is found in the DOM a moment before it
 * counts as visible (it is still fading in), so `findByText(…)` followed by `toBeVisible()`
 * fails now and then on a busy machine.
 */
export async function expectVisibleText(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
