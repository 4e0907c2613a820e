import type { BusinessWants } from '@ramkoll/shared/schemas/business-requests';
import type { Language } from '@ramkoll/shared/schemas/language';

/* The confirmation of a company's bulk request from /partners (decision 044), in the form's language. */
export interface BusinessRequestMailPayloads {
  'business-request-received': {
    requestId: string;
    companyName: string;
    /** NNNNNN-NNNN. */
    organizationNumber: string;
    contactPerson: string;
    wants: BusinessWants;
    stickerQuantity: number | null;
    pointsQuantity: number | null;
  };
}

type Payload = BusinessRequestMailPayloads['business-request-received'];

function wantedSv(p: Payload): string {
  const parts = [
    p.stickerQuantity === null ? null : `${p.stickerQuantity} QR-klistermärken`,
    p.pointsQuantity === null ? null : `${p.pointsQuantity} poäng`,
  ].filter((part): part is string => part !== null);
  return parts.join(' och ');
}

function wantedEn(p: Payload): string {
  const parts = [
    p.stickerQuantity === null ? null : `${p.stickerQuantity} QR stickers`,
    p.pointsQuantity === null ? null : `${p.pointsQuantity} points`,
  ].filter((part): part is string => part !== null);
  return parts.join(' and ');
}

export const businessRequestTemplates: {
  'business-request-received': Record<Language, (payload: Payload) => { subject: string; lines: string[] }>;
} = {
  'business-request-received': {
    sv: (p) => ({
      subject: `Vi har tagit emot er förfrågan – ${p.companyName}`,
      lines: [
        `Hej ${p.contactPerson}!`,
        `Tack för att ${p.companyName} (${p.organizationNumber}) vill beställa från Ramkoll.`,
        `Förfrågan gäller ${wantedSv(p)}.`,
        'Vi kontaktar er inom 1–2 arbetsdagar.',
        `Förfrågans id: ${p.requestId}`,
      ],
    }),
    en: (p) => ({
      subject: `We have received your request – ${p.companyName}`,
      lines: [
        `Hi ${p.contactPerson}!`,
        `Thank you for ${p.companyName} (${p.organizationNumber}) wanting to order from Ramkoll.`,
        `The request is for ${wantedEn(p)}.`,
        'We will contact you within 1–2 working days.',
        `Request id: ${p.requestId}`,
      ],
    }),
  },
};
