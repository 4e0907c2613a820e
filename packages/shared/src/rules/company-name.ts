/*
 * Whether a company name someone typed is the register's (issue 50 item 11, docs/decisions/095):
 * the companies' form on /partners takes the name from the organisation number's look-up, as the
 * shops' form does, and the server refuses a request whose name is another company's ("BRF
 * Solgläntan" under Malmö Elcykel AB's number). What differs only in how a name is written (case,
 * spaces, punctuation, "Aktiebolag" for "AB", "Bostadsrättsföreningen" for "BRF", "(publ)") is the
 * same name; any other difference is another company.
 */

const LEGAL_FORMS: [RegExp, string][] = [
  [/\baktiebolag(?:et)?\b/gu, 'ab'],
  [/\bbostadsrättsförening(?:en)?\b/gu, 'brf'],
  [/\bekonomisk förening\b/gu, 'ek för'],
  [/\bpubl\b/gu, ''],
];

/** A company name as compared: lower case, one spelling of the legal form, letters and digits. */
export function companyNameKey(name: string): string {
  let key = name
    .normalize('NFKC')
    .toLocaleLowerCase('sv-SE')
    .replace(/[\s\p{Z}]+/gu, ' ');
  key = key.replace(/[^\p{L}\p{N} ]+/gu, ' ');
  for (const [form, short] of LEGAL_FORMS) key = key.replace(form, short);
  return key.replace(/\s+/gu, '');
}

export function sameCompanyName(typed: string, registered: string): boolean {
  return companyNameKey(typed) === companyNameKey(registered);
}
