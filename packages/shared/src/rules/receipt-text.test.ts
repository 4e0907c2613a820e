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
    // Labelled values first; the unlabelled runs are kept too, since labels are misread as well.
    expect(facts.frameNumbers).toEqual(['WCR1234567X', 'WCR1234567X8995', '1234567X', '1234567X8995']);
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
    expect(facts.frameNumbers).toEqual(['WTU388', 'WTU388C1234K', '388C1234K', 'C1234K', 'SEK12490']);
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
    expect(facts.frameNumbers).toEqual(['WCU22071188', 'SNBX99887766', 'BX99887766']);
    expect(facts.sellerName).toBe('Sportbutiken i Umeå HB');
    expect(facts).toMatchObject({ brand: 'Cube', model: 'Kathmandu' });
  });

  it('finds a frame number in the column a table header labels, digits only too', () => {
    const facts = parse([
      'Artnr  Benämning Ramnr Antal A-pris  Belopp',
      '177723 Specialized Rockhopper 24-vxl 406852100 1 3995,00 3995,00',
    ]);
    expect(facts.frameNumbers).toContain('406852100');
    // Without a label above, a number of digits alone is no frame number.
    expect(parse(['177723 Specialized Rockhopper 406852100 1']).frameNumbers).not.toContain('406852100');
  });

  it('keeps the symbols OCR prints for letters inside a frame number, and a label missing its first letter', () => {
    expect(parse(['Serienr: WTU303/6866W']).frameNumbers).toContain('WTU303/6866W');
    expect(parse(['Serienr GTB8956)8829']).frameNumbers).toContain('GTB8956)8829');
    expect(parse(['erienummer: 010186018']).frameNumbers).toContain('010186018');
    expect(parse(['rame number: RX9&56880']).frameNumbers).toContain('RX9&56880');
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

  it('knows the English labels of an organisation number, which are no personnummer labels', () => {
    for (const label of [
      'Corporate ID no.',
      'Corporate identity number',
      'Company ID',
      'Business ID',
      'Registration no.',
    ]) {
      const facts = parse(['Eriks Cykel', `${label} 5565475489`]);
      expect(facts.organizationNumbers, label).toEqual(['5565475489']);
      expect(facts.sellerInfoFound, label).toBe(true);
    }
    expect(parse(['Personal identity no. 850512-3458']).personalNumbers).toEqual(['198505123458']);
  });

  it('finds the organisation number inside a Swedish VAT number, and not in any SE code', () => {
    // 556036-0793 passes Luhn; its VAT number is SE556036079301, wherever it stands.
    for (const line of ['VAT no. SE556036079301', 'Momsreg.nr: SE 5560360793 01', 'SE556O36O79301']) {
      const facts = parse(['Eriks Cykel', line]);
      expect(facts.organizationNumbers, line).toEqual(['5560360793']);
      expect(facts.sellerInfoFound, line).toBe(true);
    }
    for (const line of ['SE556036079399', 'SE556036079401', 'XSE556036079301']) {
      expect(parse(['Eriks Cykel', line]).organizationNumbers, line).toEqual([]);
    }
  });

  it('reads a labelled organisation number with one stray mark OCR put inside it', () => {
    expect(parse(['Reg. no: 556/036-0793']).organizationNumbers).toEqual(['5560360793']);
    // Not two marks, not a failing check digit, not without a label.
    expect(parse(['Reg. no: 556/036/0793']).organizationNumbers).toEqual([]);
    expect(parse(['Reg. no: 556/036-0794']).organizationNumbers).toEqual([]);
    expect(parse(['Kassa 556/036-0793']).organizationNumbers).toEqual([]);
  });

  it('reads a seller label as OCR prints it: å, ä, ö as other letters, the paper edge before it', () => {
    for (const line of ['| Séljare Hjulmakarna Umea £3 |', 'Saljare: Hjulmakarna', 'Sàljare Hjulmakarna']) {
      expect(parse([line, 'Köpare: Maria Öberg']).sellerName, line).toMatch(/^Hjulmakarna/);
    }
    expect(parse(['| Kopare: Maria Oberg |']).sellerInfoFound).toBe(false);
  });

  it('finds a seller whose legal form wrapped onto a line of its own', () => {
    const facts = parse(['Bergs Cykelaffär Gävle', 'Aktiebolag', 'Drottninggatan 71']);
    expect(facts.sellerName).toBe('Bergs Cykelaffär Gävle Aktiebolag');
    expect(parse(['Kvitto 2026-03-01', '123 45', 'AB']).sellerInfoFound).toBe(false);
  });

  it('finds a legal form that OCR read with one letter wrong, and not a word merely like it', () => {
    expect(parse(['Cykelkungen Aktieholag']).sellerInfoFound).toBe(true);
    expect(parse(['Velo Handelsbolaq']).sellerInfoFound).toBe(true);
    expect(parse(['Ramverket Cyklar Ak iebolag']).sellerInfoFound).toBe(true);
    expect(parse(['Aktieutdelning 2026']).sellerInfoFound).toBe(false);
    expect(parse(['Bolagsverket']).sellerInfoFound).toBe(false);
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

  describe('with what we expect on the receipt', () => {
    const own = '199403022099';

    it('recognises my own personnummer through look-alikes, in 10 and 12 digits', () => {
      for (const printed of ['946362-2099', '94O3O2-2O99', '1994O3O2 - 2099', '199403022O99', '9403022O99']) {
        const facts = parseReceiptText(`Personnummer: ${printed}`, today, { personalNumber: own });
        expect(facts.personalNumbers, printed).toEqual([own]);
      }
    });

    it('recognises my own personnummer after its label with one character too many or too few', () => {
      for (const printed of ['19940302-20993', '940302-099', '9403022-2099', '1994O302-209']) {
        const facts = parseReceiptText(`Personnr: ${printed}`, today, { personalNumber: own });
        expect(facts.personalNumbers, printed).toEqual([own]);
      }
      // Without the label, or two characters off, it is not mine.
      expect(
        parseReceiptText('Kvitto 19940302-20993', today, { personalNumber: own }).personalNumbers,
      ).toEqual([]);
      expect(parseReceiptText('Personnr: 940302-09', today, { personalNumber: own }).personalNumbers).toEqual(
        [],
      );
      expect(
        parseReceiptText('Personnr: 940302-21073', today, { personalNumber: own }).personalNumbers,
      ).toEqual([]);
    });

    it('recognises my own personnummer spaced or dotted by OCR, after a misread label too', () => {
      for (const line of [
        'KOPARENS PERSOMNUMMER = 94 O302. 2099',
        'PERSONAL ID NO.: 940302209',
        'Kund 9403 02 2099',
      ]) {
        const facts = parseReceiptText(line, today, { personalNumber: own });
        expect(facts.personalNumbers, line).toEqual([own]);
      }
    });

    it('recovers one digit of my own personnummer that OCR could not read, by its check digit', () => {
      for (const line of [
        'Personnummer: 9403E2-2099',
        'Kund 940302-2(99',
        'Pnr 19940302-20!9',
        'PERSONAL NO 940302 209E',
      ]) {
        const facts = parseReceiptText(line, today, { personalNumber: own });
        expect(facts.personalNumbers, line).toEqual([own]);
      }
    });

    it('never repairs into my personnummer another person’s number, a wrong digit or two lost digits', () => {
      for (const line of [
        // Another valid number (differs in two digits) with one more digit unreadable.
        'Personnummer: 940302-21E7',
        // A digit read as another digit is a real difference, not an unreadable glyph.
        'Personnummer: 940302-2049',
        // Two unreadable digits.
        'Personnummer: 9403E2-2E99',
        // Part of a longer number.
        'Konto 59403E2-20991',
      ]) {
        const facts = parseReceiptText(line, today, { personalNumber: own });
        expect(facts.personalNumbers, line).not.toContain(own);
      }
    });

    it('does not take another person’s personnummer for mine', () => {
      for (const printed of ['940302-2107', '850512-3458', '19940302-2107', '950302-2098']) {
        const facts = parseReceiptText(`Personnummer: ${printed}`, today, { personalNumber: own });
        expect(facts.personalNumbers, printed).not.toContain(own);
      }
    });

    it('repairs an organisation number whose check digit fails by look-alike swaps', () => {
      expect(parse(['Org.nr: 556036-6793']).organizationNumbers).toEqual(['5560360793']);
      expect(parse(['0rg nr 556O36-O793']).organizationNumbers).toEqual(['5560360793']);
      expect(parse(['Orgnr 554419-347¢']).organizationNumbers).toEqual(['5544193476']);
      expect(parse(['ORG. NO. 553290-£091']).organizationNumbers).toEqual(['5532908091']);
      expect(parse(['Org.nr: 556036-6793']).sellerInfoFound).toBe(true);
    });

    it('finds the seller by a known company or store name, with OCR slips', () => {
      const knownSellers = ['Cykelhörnan Södermalm', 'Velo Göteborg'];
      const facts = parseReceiptText('CYKELHORNAN SODERMAIM\nKvitto 2026-03-01', today, { knownSellers });
      expect(facts.sellerName).toBe('Cykelhörnan Södermalm');
      expect(facts.sellerInfoFound).toBe(true);
      const unknown = parseReceiptText('Cykelverkstaden\nKvitto 2026-03-01', today, { knownSellers });
      expect(unknown.sellerInfoFound).toBe(false);
    });

    it('keeps frame numbers as read, with the symbols OCR prints for 0 and 1', () => {
      expect(parse(['Ramnummer: WTU2O94@259']).frameNumbers).toContain('WTU2O94@259');
      expect(parse(['| WTU2794|35K |']).frameNumbers).toContain('WTU2794|35K');
    });

    it('keeps a frame number of digits and look-alike letters that holds no date', () => {
      expect(parse(['931164 Trek Marlin 7 1600000S00 1 24900,00']).frameNumbers).toContain('1600000S00');
      // A date in it, or the dash of a personnummer: never stored.
      expect(parse(['Kund 9403O22O99']).frameNumbers).not.toContain('9403O22O99');
      expect(parse(['Kund 946362-2099']).frameNumbers).not.toContain('9463622099');
      expect(parse(['Kund 9463622099']).frameNumbers).toEqual([]);
    });

    it('never keeps a personnummer as a frame number candidate', () => {
      const facts = parse(['Kund 94O3O2-2O99 Anna', 'Ramnr WTU20940259']);
      expect(facts.frameNumbers).toEqual(['WTU20940259']);
    });
  });

  it('stops a model at a gear count however OCR printed it', () => {
    for (const gears of ['7-vxl', '7-vx|', '7-vx|l', '7-vx1', '7-växlar', '21speed']) {
      expect(parse([`Crescent Elda ${gears} dam`]).model, gears).toBe('Elda');
    }
  });
});
