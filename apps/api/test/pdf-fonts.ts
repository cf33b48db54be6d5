import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * Every TrueType font embedded in a PDF, with the size of each glyph's outline (its SVG path data;
 * -1 where the glyph cannot be read): a glyph that should show something and has no outline prints
 * blank, though text extraction still finds its character.
 */
export async function embeddedGlyphs(bytes: Uint8Array): Promise<{ font: string; outlines: number[] }[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: { font: string; outlines: number[] }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue;
    const file = doc.context.lookup(object.get(PDFName.of('FontFile2')));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
    const outlines = Array.from({ length: font.numGlyphs }, (_, id) => {
      try {
        return font.getGlyph(id).path.toSVG().length;
      } catch {
        return -1;
      }
    });
    fonts.push({ font: object.get(PDFName.of('FontName'))!.toString(), outlines });
  }
  return fonts;
}
