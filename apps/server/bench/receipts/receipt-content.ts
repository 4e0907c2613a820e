import type { Random } from './random.js';
import { randomOrgNumber, type LegalForm } from './swedish-ids.js';
import {
  accessoriesEn,
  accessoriesSv,
  bikeDescriptionsEn,
  bikeDescriptionsSv,
  bikes,
  firstNames,
  lastNames,
  shopStems,
  streets,
  thanksEn,
  thanksSv,
  towns,
} from './vocabulary.js';

/** What one receipt says, before a layout decides where each line goes. */
export type ReceiptLanguage = 'sv' | 'en';

/**
 * How the seller shows: a name with its legal form and the org number; the name alone; the org
 * number under a trade name without legal form; a "Säljare:"/"Seller:" label; or nothing at all
 * (a negative: no name with a legal form, no org number, no label).
 */
export type SellerStyle = 'name-and-org' | 'name-only' | 'org-only' | 'labelled' | 'none';

export interface SaleLine {
  text: string;
  articleNumber: string;
  quantity: number;
  /** Whole kronor. */
  unitPrice: number;
}

export interface ReceiptContent {
  language: ReceiptLanguage;
  sellerStyle: SellerStyle;
  /** The header line: with legal form ("Cykelhuset Malmö AB"), a trade name, or null. */
  shopName: string | null;
  /** As printed, e.g. "556036-0793" or "5560360793"; null when not printed. */
  orgNumber: string | null;
  /** "SE556036079301" on some receipts with an org number. */
  vatNumber: string | null;
  street: string;
  postcodeTown: string;
  phone: string;
  receiptNumber: string;
  date: string;
  time: string;
  cashier: string;
  buyerName: string;
  /** As printed; null leaves the line out. */
  personalNumber: string | null;
  frameNumber: string | null;
  batterySerial: string | null;
  brand: string;
  model: string;
  bikeDescription: string;
  lines: SaleLine[];
  total: number;
  payment: string;
  thanks: string;
  labels: { frame: string; personalNumber: string; org: string; seller: string; buyer: string };
}

export interface ContentOptions {
  language: ReceiptLanguage;
  sellerStyle: SellerStyle;
  frameNumber: string | null;
  personalNumber: string | null;
}

const frameLabelsSv = ['Ramnummer', 'Ramnr', 'Ramnr.', 'Ram-nr', 'Serienummer', 'Serienr', 'Chassinummer'];
const frameLabelsEn = ['Frame no.', 'Frame number', 'Frame No', 'Serial no.', 'Frame serial'];
const personalLabelsSv = [
  'Personnummer',
  'Pers.nr',
  'Pnr',
  'Personnr',
  'Kundens personnr',
  'Köparens personnummer',
];
const personalLabelsEn = [
  'Personal number',
  'Personal ID no.',
  'Personal identity no.',
  'Buyer ID (personnummer)',
];
const orgLabelsSv = ['Org.nr', 'Org nr', 'Organisationsnummer', 'Org.nummer', 'Orgnr'];
const orgLabelsEn = ['Company reg. no', 'Corporate ID no.', 'Org. no.', 'Reg. no'];

export function receiptContent(random: Random, options: ContentOptions): ReceiptContent {
  const sv = options.language === 'sv';
  const place = random.pick(towns);
  const legalForm = random.weighted<LegalForm>([
    ['AB', 6],
    ['Aktiebolag', 2],
    ['HB', 2],
    ['KB', 0.5],
  ]);
  const stem = random.pick(shopStems);
  const tradeName = random.chance(0.5) ? `${stem} ${place.town}` : stem;
  const orgDigits = randomOrgNumber(random, legalForm);
  const orgNumber = random.chance(0.85) ? orgDigits : orgDigits.replace('-', '');
  const withLegalForm = `${tradeName} ${legalForm}`;

  const style = options.sellerStyle;
  const shopName = style === 'none' ? null : style === 'org-only' ? tradeName.toUpperCase() : withLegalForm;
  const printsOrg =
    style === 'name-and-org' || style === 'org-only' || (style === 'labelled' && random.chance(0.5));

  const bike = random.pick(bikes);
  const bikePrice = random.pick([
    3995, 4995, 5995, 6995, 7495, 8995, 9995, 12995, 15990, 19995, 24900, 32995,
  ]);
  const lines: SaleLine[] = [
    {
      text: `${bike.brand} ${random.pick(bike.models)}`,
      articleNumber: String(random.int(100000, 999999)),
      quantity: 1,
      unitPrice: bikePrice,
    },
  ];
  const accessories: readonly (readonly [string, number])[] = sv ? accessoriesSv : accessoriesEn;
  const extraCount = random.weighted([
    [0, 3],
    [1, 3],
    [2, 2],
    [3, 1],
    [5, 1],
  ]);
  for (let i = 0; i < extraCount; i += 1) {
    const [text, price] = random.pick(accessories);
    lines.push({ text, articleNumber: String(random.int(100000, 999999)), quantity: 1, unitPrice: price });
  }
  const firstLine = lines[0];
  const model = firstLine ? firstLine.text.slice(bike.brand.length + 1) : '';
  const isEbike = /el|e-bike|Hybrid|E\+|eSpresso|\.B/.test(model) || random.chance(0.15);

  return {
    language: options.language,
    sellerStyle: style,
    shopName,
    orgNumber: printsOrg ? orgNumber : null,
    vatNumber: printsOrg && random.chance(0.3) ? `SE${orgDigits.replace('-', '')}01` : null,
    street: `${random.pick(streets)} ${random.int(1, 88)}`,
    postcodeTown: `${place.postcode} ${place.town}`,
    phone: `${place.area}-${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    receiptNumber: String(random.int(1000, 999999)),
    date: receiptDate(random, options.language),
    time: `${pad(random.int(9, 19))}:${pad(random.int(0, 59))}`,
    cashier: random.chance(0.5) ? random.pick(firstNames) : String(random.int(1, 40)),
    buyerName: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    personalNumber: options.personalNumber,
    frameNumber: options.frameNumber,
    batterySerial: isEbike ? `${random.pick(['BT', 'PW', 'BP', ''])}${random.int(10000000, 99999999)}` : null,
    brand: bike.brand,
    model,
    bikeDescription: random.pick(sv ? bikeDescriptionsSv : bikeDescriptionsEn),
    lines,
    total: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    payment: random.pick(
      sv
        ? ['Kort', 'Kortbetalning VISA', 'Mastercard', 'Swish', 'Kontant', 'Faktura 30 dagar']
        : ['Card', 'VISA', 'Mastercard', 'Swish', 'Cash'],
    ),
    thanks: random.pick(sv ? thanksSv : thanksEn),
    labels: {
      frame: random.pick(sv ? frameLabelsSv : frameLabelsEn),
      personalNumber: random.pick(sv ? personalLabelsSv : personalLabelsEn),
      org: random.pick(sv ? orgLabelsSv : orgLabelsEn),
      seller: random.pick(sv ? ['Säljare', 'Butik', 'Försäljare'] : ['Seller', 'Store', 'Sold by']),
      buyer: random.pick(sv ? ['Köpare', 'Kund', 'Namn'] : ['Buyer', 'Customer', 'Name']),
    },
  };
}

/** Swedish prices as tills print them ("8 995,00 kr", "8 995:-"); English ones "SEK 8,995.00". */
export function money(amount: number, language: ReceiptLanguage, style: number): string {
  const grouped = (separator: string) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  if (language === 'en') return style % 2 === 0 ? `SEK ${grouped(',')}.00` : `${grouped(' ')}.00 SEK`;
  switch (style % 3) {
    case 0:
      return `${grouped(' ')},00 kr`;
    case 1:
      return `${grouped(' ')}:-`;
    default:
      return `${grouped(' ')},00`;
  }
}

/** Moms included in a price with 25 % VAT: a fifth of it. */
export function vatOf(total: number): number {
  return Math.round(total * 20) / 100;
}

export function decimal(amount: number, language: ReceiptLanguage): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return language === 'sv' ? `${grouped},${cents}` : `${grouped}.${cents}`;
}

const monthsSv = ['jan', 'feb', 'mars', 'april', 'maj', 'juni', 'juli', 'aug', 'sep', 'okt', 'nov', 'dec'];

function receiptDate(random: Random, language: ReceiptLanguage): string {
  const year = random.int(2023, 2026);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  if (language === 'en') return random.pick([iso, `${pad(day)}/${pad(month)}/${year}`]);
  return random.pick([
    iso,
    iso,
    `${day} ${monthsSv[month - 1] ?? ''} ${year}`,
    `${pad(day)}.${pad(month)}.${year}`,
  ]);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
