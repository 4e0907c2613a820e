import type { BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import {
  emptyRegistration,
  prefillFromAnalysis,
  type PrefillField,
  type RegistrationField,
  type RegistrationValues,
} from './registration-values';

export interface RegistrationFormState {
  values: RegistrationValues;
  /** Fields the person has typed in: a photo analysis never overwrites them. */
  typed: ReadonlySet<RegistrationField>;
  /** What the last photo analysis filled in; null before any analysis. */
  prefilled: PrefillField[] | null;
  /** What the receipt's text filled in (when no photo was given); null before it was read. */
  receiptPrefilled: PrefillField[] | null;
  frameNumberLeft: boolean;
  submitAttempted: boolean;
}

export type RegistrationFormAction =
  | { type: 'change'; field: RegistrationField; value: string }
  | { type: 'set_frame_number'; value: string }
  | { type: 'prefill'; analysis: BikeAnalysis }
  | { type: 'prefill_from_receipt'; brand: string | null; model: string | null }
  | { type: 'frame_number_left' }
  | { type: 'submit_attempted' }
  | { type: 'reset' };

export const initialRegistrationForm: RegistrationFormState = {
  values: emptyRegistration,
  typed: new Set(),
  prefilled: null,
  receiptPrefilled: null,
  frameNumberLeft: false,
  submitAttempted: false,
};

export function registrationFormReducer(
  state: RegistrationFormState,
  action: RegistrationFormAction,
): RegistrationFormState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        typed: new Set(state.typed).add(action.field),
      };
    case 'set_frame_number':
      // A scanned frame number is as good as typed, and shown checked at once.
      return { ...state, values: { ...state.values, frameNumber: action.value }, frameNumberLeft: true };
    case 'prefill': {
      const { values, filled } = prefillFromAnalysis(state.values, state.typed, action.analysis);
      return { ...state, values, prefilled: filled };
    }
    case 'prefill_from_receipt': {
      const analysis: BikeAnalysis = {
        success: true,
        brand: action.brand,
        model: action.model,
        color: null,
        bikeType: null,
        confidence: 1,
        error: null,
        enhancedWithReceipt: true,
      };
      const { values, filled } = prefillFromAnalysis(state.values, state.typed, analysis);
      return { ...state, values, receiptPrefilled: filled };
    }
    case 'frame_number_left':
      return { ...state, frameNumberLeft: true };
    case 'submit_attempted':
      return { ...state, submitAttempted: true, frameNumberLeft: true };
    case 'reset':
      return initialRegistrationForm;
  }
}
