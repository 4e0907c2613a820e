import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn on a PDF's pages, one string a line: pdf-lib writes each string in the standard
 * fonts as hex (WinAnsi), which this reads back.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = inflateSync(object.contents).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
