import type { Language } from '@ramkoll/shared/schemas/language';
import type { StoreBike, StoreBikeStatus } from '@ramkoll/shared/schemas/store-area';
import { formatNumericDateTime } from '@ramkoll/shared/rules/swedish-time';

/**
 * The /store-bikes export as Swedish spreadsheets open it (docs/decisions/040): UTF-8 with a byte
 * order mark, `;` between fields, CRLF line ends, every field quoted. The texts sit here in both
 * languages, like the e-mail templates (docs/house-style.md rule 1).
 */
export const CSV_BOM = '\uFEFF';

const texts = {
  sv: {
    header: [
      'Ramnummer',
      'Märke',
      'Modell',
      'Färg',
      'Typ',
      'Status',
      'Stöldanmäld',
      'Registrerad',
      'Ägare',
      'Personalkod',
    ],
    status: {
      stolen: 'Stulen',
      for_sale: 'Till salu',
      in_stock: 'I lager',
      with_customer: 'Såld / hos kund',
    },
    batteryStolen: 'Batteri stulet',
  },
  en: {
    header: [
      'Frame number',
      'Brand',
      'Model',
      'Colour',
      'Type',
      'Status',
      'Reported stolen',
      'Registered',
      'Owner',
      'Staff code',
    ],
    status: {
      stolen: 'Stolen',
      for_sale: 'For sale',
      in_stock: 'In stock',
      with_customer: 'Sold / with customer',
    },
    batteryStolen: 'Battery stolen',
  },
} satisfies Record<
  Language,
  { header: string[]; status: Record<StoreBikeStatus, string>; batteryStolen: string }
>;

/** One field: quoted, quotes doubled, and a leading = + - @ defused so no spreadsheet runs it. */
export function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvLine(fields: (string | null)[]): string {
  return `${fields.map(csvField).join(';')}\r\n`;
}

export function csvHeader(language: Language): string {
  return CSV_BOM + csvLine(texts[language].header);
}

export function csvRows(bikes: StoreBike[], language: Language): string {
  const words = texts[language];
  return bikes
    .map((bike) => {
      const status = bike.batteryStolen
        ? `${words.status[bike.status]}, ${words.batteryStolen}`
        : words.status[bike.status];
      return csvLine([
        bike.frameNumber,
        bike.brand,
        bike.model,
        bike.color,
        bike.bikeType,
        status,
        bike.stolenDate,
        formatNumericDateTime(bike.registeredAt),
        bike.ownerMasked,
        bike.staffCodeLabel,
      ]);
    })
    .join('');
}
