import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type TextContentItem = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number];

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * A blank between two pieces of text on one baseline wider than this many times the font size is
 * a gap between table cells (a new line of the result), not a space between words.
 */
const CELL_GAP = 2;

/**
 * The text drawn on every page of a PDF, as a reader would copy it: pdf.js maps the glyphs back to
 * characters (a standard font's encoding, or an embedded font's ToUnicode map), then one line per
 * baseline, where pieces drawn side by side join and table cells stay apart. Fails if the file is
 * not a PDF.
 *
 * A pdf.js quirk (mozilla/pdf.js#21890): a glyph whose text holds a nonspacing mark, such as an
 * emoji with its U+FE0F selector, counts as zero-width, so a glyph drawn right after it comes back
 * with a space before it. The PDF is right (poppler's pdftotext reads it exactly).
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  // pdf.js takes the buffer over (transfers it): give it a copy, the caller keeps the response.
  const doc: PDFDocumentProxy = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      // disableNormalization: the characters the PDF maps its glyphs to, not a compatibility form.
      const { items } = await page.getTextContent({ disableNormalization: true });
      lines.push(...pageLines(items));
    }
    return { pages: doc.numPages, text: lines.join('\n') };
  } finally {
    await doc.destroy();
  }
}

function pageLines(items: TextContentItem[]): string[] {
  const lines: string[] = [];
  let line = '';
  let baseline: number | undefined;
  let endOfLine = false;
  const breakLine = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  for (const item of items) {
    if (!('str' in item)) continue;
    const [, , , scaleY = 0, , y = 0] = item.transform;
    const size = Math.abs(scaleY);
    if (endOfLine || (baseline !== undefined && Math.abs(y - baseline) > 0.5)) breakLine();
    baseline = y;
    endOfLine = item.hasEOL;
    if (!item.str.trim() && item.width > CELL_GAP * size) breakLine();
    else line += item.str;
  }
  breakLine();
  return lines;
}
