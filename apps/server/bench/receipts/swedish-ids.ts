import type { Random } from './random.js';

/**
 * Valid Swedish identity numbers for the corpus. The check digit is computed here rather than with
 * the product's own rules, so a bug in those rules cannot hide behind the corpus.
 */

/** The Luhn check digit over nine digits (weights 2, 1, 2, … from the left). */
export function luhnCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < nineDigits.length; i += 1) {
    const product = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

export interface PersonalNumber {
  /** YYYYMMDDNNNN, as the account stores it. */
  digits12: string;
}

/** Born 1945–2006, day 1–28, a random birth number; the check digit makes it valid. */
export function randomPersonalNumber(random: Random): PersonalNumber {
  const year = random.int(1945, 2006);
  return personalNumberBornOn(random, year, random.int(1, 12), random.int(1, 28));
}

export function personalNumberBornOn(
  random: Random,
  year: number,
  month: number,
  day: number,
): PersonalNumber {
  const date = `${year}${pad(month)}${pad(day)}`;
  const birthNumber = String(random.int(1, 999)).padStart(3, '0');
  const nine = date.slice(2) + birthNumber;
  return { digits12: `${date}${birthNumber}${luhnCheckDigit(nine)}` };
}

/** Someone else born the same day (a twin, a namesake): only the last four digits differ. */
export function sameBirthDate(random: Random, other: PersonalNumber): PersonalNumber {
  const d = other.digits12;
  for (;;) {
    const candidate = personalNumberBornOn(
      random,
      Number(d.slice(0, 4)),
      Number(d.slice(4, 6)),
      Number(d.slice(6, 8)),
    );
    if (candidate.digits12 !== d) return candidate;
  }
}

export const personalNumberForms = ['YYMMDD-NNNN', 'YYMMDDNNNN', 'YYYYMMDD-NNNN', 'YYYYMMDDNNNN'] as const;
export type PersonalNumberForm = (typeof personalNumberForms)[number];

export function formatPersonalNumber(number: PersonalNumber, form: PersonalNumberForm): string {
  const d = number.digits12;
  switch (form) {
    case 'YYMMDD-NNNN':
      return `${d.slice(2, 8)}-${d.slice(8)}`;
    case 'YYMMDDNNNN':
      return d.slice(2);
    case 'YYYYMMDD-NNNN':
      return `${d.slice(0, 8)}-${d.slice(8)}`;
    case 'YYYYMMDDNNNN':
      return d;
  }
}

export type LegalForm = 'AB' | 'Aktiebolag' | 'HB' | 'KB';

/**
 * An organisation number NNNNNN-NNNN: the first digit tells the kind of company (5 limited
 * company, 9 partnership), the third digit is at least 2 so it can never be a birth date.
 */
export function randomOrgNumber(random: Random, legalForm: LegalForm): string {
  const first = legalForm === 'HB' || legalForm === 'KB' ? '9' : '5';
  const second = first === '5' ? random.pick(['5', '5', '5', '6']) : '6';
  const third = String(random.int(2, 9));
  let nine = first + second + third;
  while (nine.length < 9) nine += String(random.int(0, 9));
  return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
