import { useState } from 'react';

/**
 * True from the first render in which `value` was true on: for a lazily loaded dialog that is
 * rendered once it has been opened and stays rendered, so that it can animate its closing. Set
 * during render (React's pattern for state derived from a prop), so it is never a render behind.
 */
export function useOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}
