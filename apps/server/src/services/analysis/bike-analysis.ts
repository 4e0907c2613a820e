import { colourWord } from '@ramkoll/shared/rules/colour-words';
import type { BikeAnalysis } from '@ramkoll/shared/schemas/analysis';
import type { Language } from '@ramkoll/shared/schemas/language';
import type { BikeDescription } from '../../providers/analysis/analysis-provider.js';
import type { ReceiptScan } from './scan-receipt.js';

/** The spec's bike analysis result from what the provider saw; colours in the form's language. */
export function toBikeAnalysis(description: BikeDescription, language: Language): BikeAnalysis {
  return {
    success: true,
    brand: known(description.brand),
    model: known(description.model),
    color: description.colour ? colourWord(description.colour, language) : null,
    bikeType: description.bikeType,
    confidence: description.confidence,
    error: null,
    enhancedWithReceipt: false,
  };
}

/** A photo that could not be analysed; the receipt may still fill brand and model. */
export const failedBikeAnalysis: BikeAnalysis = {
  success: false,
  brand: null,
  model: null,
  color: null,
  bikeType: null,
  confidence: 0,
  error: 'analysis_failed',
  enhancedWithReceipt: false,
};

/** Brand and model from the receipt where the photo showed none (enhancedWithReceipt). */
export function enhanceWithReceipt(
  analysis: BikeAnalysis,
  scan: Pick<ReceiptScan, 'brand' | 'model'>,
): BikeAnalysis {
  const brand = analysis.brand ?? known(scan.brand);
  const model = analysis.model ?? known(scan.model);
  const enhancedWithReceipt = brand !== analysis.brand || model !== analysis.model;
  return {
    ...analysis,
    brand,
    model,
    enhancedWithReceipt: analysis.enhancedWithReceipt || enhancedWithReceipt,
  };
}

/** Spec section 5: 'Unknown' (as a vision service may answer) is left blank. */
function known(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'unknown' ? null : trimmed;
}
