import type { NegativeKind } from './corpus-entry.js';
import type { ReceiptDocument } from './document.js';
import { changeOneCharacter, randomFrameNumber } from './frame-numbers.js';
import { invoice } from './layout-invoice.js';
import { shopReceipt } from './layout-shop-receipt.js';
import { tillSlip } from './layout-till-slip.js';
import type { Random } from './random.js';
import {
  receiptContent,
  type ReceiptContent,
  type ReceiptLanguage,
  type SellerStyle,
} from './receipt-content.js';
import {
  formatPersonalNumber,
  personalNumberForms,
  randomPersonalNumber,
  sameBirthDate,
  type PersonalNumber,
  type PersonalNumberForm,
} from './swedish-ids.js';

/** What one receipt is about: the truth (typed, account) and what the paper says. */
export interface ReceiptPlan {
  negative: NegativeKind | null;
  typedFrameNumber: string;
  accountPersonalNumber: string;
  personalNumberForm: PersonalNumberForm;
  content: ReceiptContent;
  document: ReceiptDocument;
}

/** Numbers already given to someone in this corpus: every account needs its own personnummer. */
export interface Taken {
  personalNumbers: Set<string>;
  frameNumbers: Set<string>;
}

export function planReceipt(random: Random, negative: NegativeKind | null, taken: Taken): ReceiptPlan {
  const account = unique(
    taken.personalNumbers,
    () => randomPersonalNumber(random),
    (n) => n.digits12,
  );
  const typed = unique(
    taken.frameNumbers,
    () => randomFrameNumber(random),
    (f) => f,
  );
  const form = random.pick(personalNumberForms);

  let printedFrame: string | null = typed;
  let printedPerson: PersonalNumber | null = account;
  let sellerStyle: SellerStyle = random.weighted<SellerStyle>([
    ['name-and-org', 55],
    ['name-only', 15],
    ['org-only', 15],
    ['labelled', 15],
  ]);
  if (negative === 'frame-one-character') printedFrame = changeOneCharacter(random, typed).frame;
  if (negative === 'other-personal-number') {
    // Half a stranger, half someone born the same day (only the last four digits differ).
    printedPerson = random.chance(0.5) ? randomPersonalNumber(random) : sameBirthDate(random, account);
    if (printedPerson.digits12 === account.digits12) printedPerson = sameBirthDate(random, account);
  }
  if (negative === 'no-seller') sellerStyle = 'none';
  if (negative === 'no-frame-no-personal-number') {
    printedFrame = null;
    printedPerson = null;
  }

  const layout = random.weighted([
    ['shop-receipt-sv', 35],
    ['shop-receipt-en', 15],
    ['till-slip', 30],
    ['invoice', 20],
  ] as const);
  const language: ReceiptLanguage =
    layout === 'shop-receipt-en'
      ? 'en'
      : layout === 'shop-receipt-sv'
        ? 'sv'
        : random.chance(0.8)
          ? 'sv'
          : 'en';
  const content = receiptContent(random, {
    language,
    sellerStyle,
    frameNumber: printedFrame,
    personalNumber: printedPerson ? formatPersonalNumber(printedPerson, form) : null,
  });
  const document =
    layout === 'till-slip'
      ? tillSlip(random, content)
      : layout === 'invoice'
        ? invoice(random, content)
        : shopReceipt(random, content);
  return {
    negative,
    typedFrameNumber: typed,
    accountPersonalNumber: account.digits12,
    personalNumberForm: form,
    content,
    document,
  };
}

function unique<T>(taken: Set<string>, make: () => T, key: (value: T) => string): T {
  for (;;) {
    const value = make();
    if (!taken.has(key(value))) {
      taken.add(key(value));
      return value;
    }
  }
}
