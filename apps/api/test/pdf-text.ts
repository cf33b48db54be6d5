import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text drawn on every page of a PDF, read back by inflating the page content streams and
 * decoding the `<hex> Tj` text operators the standard fonts use. Fails if the file is not a PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const data = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
      for (const match of Buffer.from(data)
        .toString('latin1')
        .matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return { pages: doc.getPageCount(), text: lines.join('\n') };
}
