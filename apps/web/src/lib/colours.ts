import { colourForReader } from '@ramkoll/shared/rules/colour-words';
import { currentLanguage } from './i18n';

/**
 * A bike's stored colour in the reader's language: "Röd" reads "Red" in English, free text stays
 * as the owner wrote it (docs/decisions/034-colours-in-both-languages.md). Components call it
 * under useTranslation, so a language switch re-renders them.
 */
export function colourLabel(value: string | null): string | null {
  return value ? colourForReader(value, currentLanguage()) : value;
}
