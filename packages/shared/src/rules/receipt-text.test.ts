import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './receipt-text.js';

const today = new Date('2026-03-01T12:00:00Z');

function parse(lines: string[]) {
  return parseReceiptText(lines.join('\n'), today);
}

describe('parseReceiptText', () => {
  it('reads a clean Swedish receipt', () => {
    expect(
      parse([
        'Cykelhuset Malmö AB',
        'Org.nr: 556036-0793',
        'Storgatan 12, 211 34 Malmö',
        'KVITTO',
        'Datum: 2025-04-12',
        'Crescent Elda 7-vxl dam',
        'Ramnummer: WCR1234567X',
        'Pris: 8 995,00 kr',
        'Köpare: Anna Andersson',
        'Personnummer: 19850512-3458',
      ]),
    ).toEqual({
      frameNumbers: ['WCR1234567X'],
      personalNumbers: ['198505123458'],
      organizationNumbers: ['5560360793'],
      sellerName: 'Cykelhuset Malmö AB',
      sellerInfoFound: true,
      brand: 'Crescent',
      model: 'Elda',
    });
  });

  it('tolerates OCR noise: split frame numbers, letters for digits, a misread brand', () => {
    const facts = parse([
      'Cykelhuset Ma1mo AB',
      '0rg.nr 556036 - 0793',
      'Crescemt Elda 7-vx| svart',
      'Ramnr.: WCR 1234-567X 8995',
      'Personnummer: l985O512 - 3458',
    ]);
    expect(facts.frameNumbers).toEqual(['WCR1234567X', 'WCR1234567X8995']);
    expect(facts.personalNumbers).toEqual(['198505123458']);
    expect(facts.organizationNumbers).toEqual(['5560360793']);
    expect(facts.sellerInfoFound).toBe(true);
    expect(facts.brand).toBe('Crescent');
    expect(facts.model).toBe('Elda');
  });

  it('reads an English receipt with a seller label and the value on the next line', () => {
    const facts = parse([
      'RECEIPT',
      'Seller: Nordic Wheels',
      'Item: Trek Marlin 7 mountain bike',
      'Frame number:',
      'WTU 388 C1234K',
      'Customer: John Smith',
      'Personal identity number: 199001010017',
      'Total: SEK 12 490.00',
    ]);
    expect(facts.frameNumbers).toEqual(['WTU388', 'WTU388C1234K']);
    expect(facts.personalNumbers).toEqual(['199001010017']);
    expect(facts.organizationNumbers).toEqual([]);
    expect(facts.sellerName).toBe('Nordic Wheels');
    expect(facts.sellerInfoFound).toBe(true);
    expect(facts).toMatchObject({ brand: 'Trek', model: 'Marlin 7' });
  });

  it('gives a ten-digit personnummer its century: 19xx, 20xx, and 100+ years with "+"', () => {
    const facts = parse([
      'Butik: Velo Göteborg',
      'Pnr: 850512-3458',
      'Medköpare pnr 050228-9879',
      'Säljarens far: 121212+1212',
    ]);
    expect(facts.personalNumbers).toEqual(['198505123458', '200502289879', '191212121212']);
    expect(facts.sellerName).toBe('Velo Göteborg');
  });

  it('reads a twelve-digit personnummer without a dash and drops one that fails Luhn', () => {
    const facts = parse(['Kund 199001010017', 'Kund 199001010018', 'Kund 19901301-0017']);
    expect(facts.personalNumbers).toEqual(['199001010017']);
  });

  it('finds no seller when neither a name nor an organisation number is there', () => {
    const facts = parse([
      'KVITTO',
      'Cykel Monark Karin 3-vxl',
      'Ramnummer: MK7654321',
      'Tel 0761-234 567',
      '0761234567',
      'Köpare: Lisa Berg AB-kund',
      'Personnummer 7803151237',
    ]);
    expect(facts.sellerName).toBeNull();
    expect(facts.organizationNumbers).toEqual([]);
    expect(facts.sellerInfoFound).toBe(false);
    expect(facts.personalNumbers).toEqual(['197803151237']);
    expect(facts).toMatchObject({ brand: 'Monark', model: 'Karin' });
  });

  it('keeps every frame-like token when no line is labelled', () => {
    const facts = parse([
      'Sportbutiken i Umeå HB',
      'Cube Kathmandu Hybrid 625',
      'WCU-2207-1188 svart',
      'Batteri SN BX99887766',
      'Pris 24995 kr 2995kr',
      'Momsreg.nr SE556036079301',
    ]);
    expect(facts.frameNumbers).toEqual(['WCU22071188', 'BX99887766']);
    expect(facts.sellerName).toBe('Sportbutiken i Umeå HB');
    expect(facts).toMatchObject({ brand: 'Cube', model: 'Kathmandu' });
  });

  it('finds no frame number on a receipt without one', () => {
    const facts = parse(['Cykelverkstan Enskild firma', 'Service 1 st 495,00', 'Summa 495,00 kr']);
    expect(facts.frameNumbers).toEqual([]);
    expect(facts.sellerInfoFound).toBe(true);
    expect(facts.brand).toBeNull();
  });

  it('treats a labelled organisation number as the seller, even when it is a personnummer', () => {
    const facts = parse(['Eriks Cykel', 'Org nr 850512-3458', 'Frame no: ABC123456']);
    expect(facts.organizationNumbers).toEqual(['8505123458']);
    expect(facts.personalNumbers).toEqual([]);
    expect(facts.sellerInfoFound).toBe(true);
  });

  it('accepts an unlabelled organisation number only in the NNNNNN-NNNN form of a legal entity', () => {
    expect(parse(['556547-5489']).organizationNumbers).toEqual(['5565475489']);
    expect(parse(['5565475489']).organizationNumbers).toEqual([]);
    expect(parse(['556547-5480']).organizationNumbers).toEqual([]);
  });

  it('prefers labelled brand and model over words elsewhere', () => {
    const facts = parse([
      'Trek Store Stockholm AB',
      'Märke: Riese und Müller',
      'Modell: Load 75',
      'Serienummer: WRM-000123456',
    ]);
    expect(facts).toMatchObject({
      brand: 'Riese & Müller',
      model: 'Load 75',
      sellerName: 'Trek Store Stockholm AB',
      frameNumbers: ['WRM000123456'],
    });
  });
});
