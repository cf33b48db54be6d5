import { rgb, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import type { StyledFont } from './pdf-fonts';

export const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter
const BODY = 10;
export const LINE = 14;

/** Writes lines of text down US Letter pages, starting a new page when one is full. */
export class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: StyledFont,
    private readonly bold: StyledFont,
  ) {
    this.newPage();
  }
  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  private ensure(space: number) {
    if (this.y - space < PAGE.margin) this.newPage();
  }
  /** One line of text; long lines wrap at the margin. */
  text(value: string, options: { bold?: boolean; size?: number; x?: number; keepRight?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? BODY;
    const x = PAGE.margin + (options.x ?? 0);
    // keepRight: points left free at the right margin (beside an image in the corner).
    const width = PAGE.width - PAGE.margin - x - (options.keepRight ?? 0);
    for (const line of wrap(value, font, size, width)) {
      this.ensure(size + 4);
      font.draw(this.page, line, { x, y: this.y - size, size, color: rgb(0.1, 0.1, 0.15) });
      this.y -= size + 4;
    }
  }
  /** An image in the top right corner of the current page (a code beside a ticket's heading). */
  imageTopRight(image: PDFImage, size: number) {
    this.page.drawImage(image, {
      x: PAGE.width - PAGE.margin - size,
      y: PAGE.height - PAGE.margin - size,
      width: size,
      height: size,
    });
  }
  gap(height = LINE / 2) {
    this.y -= height;
  }
  /** A table row: cells at fixed offsets from the margin. */
  row(cells: [string, number][], bold = false) {
    this.ensure(LINE);
    const font = bold ? this.bold : this.regular;
    for (const [value, offset] of cells)
      font.draw(this.page, value, { x: PAGE.margin + offset, y: this.y - BODY, size: BODY });
    this.y -= LINE;
  }
}

function wrap(text: string, font: StyledFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(text, size) <= width) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  return lines;
}
