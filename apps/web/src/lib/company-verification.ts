import { checkOrganizationNumber } from '@ramkoll/shared/rules/partnership-application';
import type { Company } from '@ramkoll/shared/schemas/store-requests';
import { useReducer } from 'react';
import { isApiError } from './api-client';
import { useLookUpCompany } from './look-up-company';

/*
 * The organisation number's verification (spec section 4: "Submission only after organization
 * number is verified; editing the number resets verification"), shared by the shops' partnership
 * form on /register and the companies' form on /partners (decision 095). A look-up answers for the
 * number it was started with: if the number changed meanwhile, the answer is dropped.
 */

/** Why a verification failed; each has its own words (spec section 8 "Company lookup"). */
export type VerificationFailure =
  | 'organization_number_required'
  | 'organization_number_format'
  | 'organization_number_checksum'
  | 'not_found'
  | 'inactive'
  | 'technical'
  | 'rate_limited'
  | 'other';

export type Verification =
  | { status: 'unverified' }
  | { status: 'checking' }
  | { status: 'verified'; company: Company }
  | { status: 'failed'; failure: VerificationFailure };

export interface VerificationState {
  /** The organisation number as typed. */
  number: string;
  verification: Verification;
}

export type VerificationAction =
  | { type: 'edited'; number: string }
  | { type: 'started'; number: string }
  | { type: 'verified'; number: string; company: Company }
  | { type: 'failed'; number: string; failure: VerificationFailure };

export const initialVerification: VerificationState = { number: '', verification: { status: 'unverified' } };

export function verificationReducer(state: VerificationState, action: VerificationAction): VerificationState {
  switch (action.type) {
    case 'edited':
      // Any change to the number, even back to the verified one, asks for a new verification.
      return action.number === state.number
        ? state
        : { number: action.number, verification: { status: 'unverified' } };
    case 'started':
      return { number: action.number, verification: { status: 'checking' } };
    case 'verified':
      if (action.number !== state.number) return state;
      return { ...state, verification: { status: 'verified', company: action.company } };
    case 'failed':
      if (action.number !== state.number) return state;
      return { ...state, verification: { status: 'failed', failure: action.failure } };
  }
}

/** The form-side check before asking the server: null when the number may be looked up. */
export function localFailure(number: string): VerificationFailure | null {
  const checked = checkOrganizationNumber(number);
  return checked.ok ? null : checked.problem;
}

/** A look-up's error as a failure reason. */
export function failureOf(error: unknown): VerificationFailure {
  if (!isApiError(error)) return 'other';
  switch (error.code) {
    case 'COMPANY_NOT_FOUND':
      return 'not_found';
    case 'COMPANY_INACTIVE':
      return 'inactive';
    case 'COMPANY_LOOKUP_FAILED':
    case 'NETWORK_ERROR':
      return 'technical';
    case 'RATE_LIMITED':
      return 'rate_limited';
    case 'VALIDATION_FAILED': {
      const problem = (error.details as { problem?: unknown } | undefined)?.problem;
      return problem === 'organization_number_format' || problem === 'organization_number_checksum'
        ? problem
        : 'other';
    }
    default:
      return 'other';
  }
}

export function isVerified(state: VerificationState): boolean {
  return state.verification.status === 'verified';
}

/**
 * The verification's state and its two actions, for a form: `edit` as the number is typed, `verify`
 * on the button (or Enter). `onStarted` runs as a look-up starts, `onVerified` fills the form from
 * the register's company.
 */
export function useCompanyVerification({
  onStarted,
  onVerified,
}: {
  onStarted?: () => void;
  onVerified: (company: Company) => void;
}) {
  const lookUp = useLookUpCompany();
  const [state, dispatch] = useReducer(verificationReducer, initialVerification);

  function verify() {
    const number = state.number;
    onStarted?.();
    dispatch({ type: 'started', number });
    const local = localFailure(number);
    if (local) {
      dispatch({ type: 'failed', number, failure: local });
      return;
    }
    lookUp.mutate(number, {
      onSuccess: (company) => {
        dispatch({ type: 'verified', number, company });
        onVerified(company);
      },
      onError: (error) => dispatch({ type: 'failed', number, failure: failureOf(error) }),
    });
  }

  return {
    state,
    verified: isVerified(state),
    edit: (number: string) => dispatch({ type: 'edited', number }),
    reset: () => dispatch({ type: 'edited', number: '' }),
    verify,
  };
}

export type CompanyVerification = ReturnType<typeof useCompanyVerification>;
