/** Numbers the product tells people to call (spec section 1: the police contact number is 11414). */
export const phoneNumbers = {
  /** The Swedish police, for reporting a crime that is over, such as a stolen bike. */
  police: '11414',
  /** SOS Alarm: a crime in progress or someone in danger. */
  emergency: '112',
} as const;

export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
