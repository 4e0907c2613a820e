/** Luhn (mod 10) check over a string of digits: the last digit is the check digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes `digits` (which lacks it). */
export function luhnCheckDigit(digits: string): number {
  for (let candidate = 0; candidate <= 9; candidate++) {
    if (passesLuhn(`${digits}${candidate}`)) return candidate;
  }
  throw new Error('unreachable: one of ten digits always completes a Luhn number');
}
