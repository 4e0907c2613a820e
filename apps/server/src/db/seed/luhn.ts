/**
 * Luhn check digit as used by Swedish personnummer and organisationsnummer: weights 2,1,2,1…
 * from the left over the nine digits before the check digit.
 */
export function luhnCheckDigit(nineDigits: string): number {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error('Luhn input must be nine digits');
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    let product = Number(nineDigits[index]) * (index % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/** 12-digit personnummer (YYYYMMDDNNNC) from a birth date and a three-digit birth number. */
export function personnummer(birthDate: string, birthNumber: string): string {
  const yyyymmdd = birthDate.replaceAll('-', '');
  return `${yyyymmdd}${birthNumber}${luhnCheckDigit(`${yyyymmdd.slice(2)}${birthNumber}`)}`;
}

/** 10-digit organisationsnummer from its first nine digits. */
export function organisationsnummer(nineDigits: string): string {
  return `${nineDigits}${luhnCheckDigit(nineDigits)}`;
}
