import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text drawn on a PDF's pages, one string a line, as pdf.js (Firefox's reader) extracts it:
 * an embedded font's text is read back through the font's ToUnicode map, so this is what a person
 * copying from the document gets, whatever font or encoding drew it.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false })
    .promise;
  const lines: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      // pdf.js puts a blank item between two strings drawn on one line (a label and its value).
      for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    }
  } finally {
    await document.destroy();
  }
  return lines.join('\n');
}
