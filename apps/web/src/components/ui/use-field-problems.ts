import { useCallback, useState } from 'react';

/** One field's problem: the field's name and the problem's code (decision 037). */
export interface FieldProblemOf<F extends string, P extends string = string> {
  field: F;
  problem: P;
}

/**
 * The problems a form shows, every field's at once (decision 037): `show` replaces them all (after
 * a check or a refusal from the server), `clear` removes those of the fields the person edits,
 * `problemOf` is what one field shows.
 */
export function useFieldProblems<F extends string, P extends string = string>() {
  const [problems, setProblems] = useState<FieldProblemOf<F, P>[]>([]);
  const show = useCallback((found: FieldProblemOf<F, P>[]) => setProblems(found), []);
  const clear = useCallback((...fields: F[]) => {
    setProblems((current) => current.filter((found) => !fields.includes(found.field)));
  }, []);
  const problemOf = (field: F): P | null => problems.find((found) => found.field === field)?.problem ?? null;
  return { problems, show, clear, problemOf };
}
