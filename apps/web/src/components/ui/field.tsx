import type { ReactNode } from 'react';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control and linked with aria-describedby (`<id>-error`). */
  error?: string | null;
  /** Linked with aria-describedby (`<id>-hint`). */
  hint?: string;
  /**
   * The control. As a function it gets the props that tie it to the label, hint and error
   * (`id`, `aria-invalid`, `aria-describedby`) to spread onto it; plain children wire themselves.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** What a control inside a Field needs: its id, and aria attributes for the hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Ids a control inside a Field should name in aria-describedby. */
export function fieldDescribedBy(id: string, { error, hint }: { error?: string | null; hint?: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled form control with an optional hint and error message. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {typeof children === 'function'
        ? children({
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': fieldDescribedBy(id, { error, hint }),
          })
        : children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * The hint, or the error that replaces it, under a control: the one way a field shows its error
 * (Field uses it; a control that lays itself out, like the photo upload, renders it too). The ids
 * match fieldDescribedBy. `announce` reads the error out as it appears, for errors that arrive
 * without the user moving the focus (an upload that failed).
 */
export function FieldMessages({
  id,
  error,
  hint,
  announce = false,
}: {
  id: string;
  error?: string | null;
  hint?: string | undefined;
  announce?: boolean;
}) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role={announce ? 'alert' : undefined}
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A form-level message (e.g. the server's answer), announced to screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-destructive/30 bg-destructive/10 px-3.5 py-2.5 text-sm font-medium text-destructive"
    >
      {children}
    </div>
  );
}
