import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnceTrue } from './use-once-true';

describe('useOnceTrue', () => {
  it('is false until the value is first true, and true from that render on', () => {
    const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), {
      initialProps: { value: false },
    });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });
});
