import type { Language } from '@ramkoll/shared/schemas/language';
import type { StoreBike, StoreBikeStatus } from '@ramkoll/shared/schemas/store-area';
import { formatNumericDateTime } from '@ramkoll/shared/rules/swedish-time';
import { CSV_BOM, csvLines } from '@ramkoll/shared/spreadsheet-csv';

/**
 * The /store-bikes export, written by the one CSV writer of every download (UTF-8 with a byte
 * order mark, `;`, CRLF, every field quoted, formulas defused: decisions 040 and 094). The texts
 * sit here in both languages, like the e-mail templates (docs/house-style.md rule 1).
 */

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

export function csvHeader(language: Language): string {
  return CSV_BOM + csvLines([texts[language].header]);
}

export function csvRows(bikes: StoreBike[], language: Language): string {
  const words = texts[language];
  return csvLines(
    bikes.map((bike) => {
      const status = bike.batteryStolen
        ? `${words.status[bike.status]}, ${words.batteryStolen}`
        : words.status[bike.status];
      return [
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
      ];
    }),
  );
}
