import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

// Font files ship inside npm packages (installed with the server, never fetched): found through
// the package, so the same code works from the sources and from the bundle in dist/.
const packageRequire = createRequire(import.meta.url);
const packageFile = (name: string, file: string) =>
  path.join(path.dirname(packageRequire.resolve(`${name}/package.json`)), file);

/**
 * What each style draws with, in order of preference: DejaVu Sans (Latin, Greek, Cyrillic,
 * Vietnamese, many symbols; Bitstream Vera licence) for text, Noto Emoji (monochrome outlines,
 * SIL OFL 1.1) for the emoji it lacks. Plain TrueType files: pdf-lib parses its own copy for every
 * document, and a WOFF one (as @fontsource ships) costs a 50-90 ms inflate each time.
 */
const FACES = {
  regular: {
    text: packageFile('dejavu-fonts-ttf', 'ttf/DejaVuSans.ttf'),
    emoji: packageFile('@expo-google-fonts/noto-emoji', '400Regular/NotoEmoji_400Regular.ttf'),
  },
  bold: {
    text: packageFile('dejavu-fonts-ttf', 'ttf/DejaVuSans-Bold.ttf'),
    emoji: packageFile('@expo-google-fonts/noto-emoji', '700Bold/NotoEmoji_700Bold.ttf'),
  },
} as const;
export type FontStyle = keyof typeof FACES;

/** What a character no face has is drawn as: visible, and kept when the text is copied. */
const REPLACEMENT = '\ufffd';
/** A grapheme asking for the emoji face first: emoji by default, or with the emoji selector. */
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\ufe0f/u;
/** Asks for the text face first even for an emoji (VS15, text presentation selector). */
const TEXT_PRESENTATION = /\ufe0e/u;
/** Invisible by definition (joiners, selectors, tags): nothing to draw on their own. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
/**
 * Shaping options, for pdf-lib and for our own checks alike: pdf-lib draws each glyph at its
 * advance width and drops the positioning a font asks for (kerning, mark offsets), so computing
 * it is wasted time.
 */
const FEATURES = { kern: false, mark: false, mkmk: false };

const codePointsOf = (text: string) => [...text].map((char) => char.codePointAt(0)!);
/** The same characters, in any order (right-to-left shaping reverses them). */
const sameCodePoints = (a: number[], b: number[]) => {
  const sorted = (codePoints: number[]) => [...codePoints].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
};

/** A font file, read and parsed once per process (pdf-lib parses its own copy per document). */
const loaded = new Map<string, { bytes: Uint8Array; font: Font }>();
function load(file: string) {
  let face = loaded.get(file);
  if (!face) {
    const bytes = readFileSync(file);
    face = { bytes, font: fontkit.create(bytes) };
    loaded.set(file, face);
  }
  return face;
}

class Face {
  constructor(
    private readonly font: Font,
    readonly pdfFont: PDFFont,
  ) {}
  covers(codePoint: number) {
    return this.font.hasGlyphForCodePoint(codePoint);
  }
  /**
   * Has a glyph for every character of the grapheme, and its shaping keeps them all: a ligature
   * may stand for fewer characters than it replaced (Noto Emoji draws 👍🏽 as a plain 👍, without
   * the skin tone), and the text copied from the PDF would lose them.
   */
  draws(grapheme: string) {
    const wanted = codePointsOf(grapheme);
    if (!wanted.every((codePoint) => this.covers(codePoint))) return false;
    const shaped = this.font.layout(grapheme, FEATURES).glyphs.flatMap((glyph) => glyph.codePoints);
    return sameCodePoints(shaped, wanted);
  }
}

/** A piece of text drawn with one font. */
export interface TextRun {
  text: string;
  font: PDFFont;
}

/**
 * Text in one style, drawn with as many faces as it needs: each grapheme (an emoji with its
 * joiners and selectors, a letter with its accents) goes whole to the first face that draws all
 * of it; failing that, its characters go one by one, and one that no face has becomes U+FFFD.
 */
export class StyledFont {
  private readonly segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  constructor(
    private readonly text: Face,
    private readonly emoji: Face,
  ) {}

  runs(value: string): TextRun[] {
    // NFC: an accent typed as a combining mark becomes the precomposed letter the font has.
    const text = value.normalize('NFC');
    // Most lines are plain text the text face has: one run, without splitting into graphemes.
    if (!EMOJI_PRESENTATION.test(text) && codePointsOf(text).every((c) => this.text.covers(c)))
      return text ? [{ text, font: this.text.pdfFont }] : [];
    const pieces: { text: string; face: Face; alone: boolean }[] = [];
    const add = (piece: string, face: Face, alone = false) => {
      const last = pieces.at(-1);
      if (last && !last.alone && !alone && last.face === face) last.text += piece;
      else pieces.push({ text: piece, face, alone });
    };
    for (const { segment } of this.segmenter.segment(text)) {
      const faces =
        EMOJI_PRESENTATION.test(segment) && !TEXT_PRESENTATION.test(segment)
          ? [this.emoji, this.text]
          : [this.text, this.emoji];
      const whole = faces.find((face) => face.draws(segment));
      if (whole) {
        add(segment, whole);
        continue;
      }
      // Each character drawn alone, so that no ligature takes it back: 👍🏽 as 👍 and a 🏽 swatch.
      for (const char of segment) {
        if (IGNORABLE.test(char)) continue;
        const face = faces.find((f) => f.covers(char.codePointAt(0)!));
        add(face ? char : REPLACEMENT, face ?? this.text, true);
      }
    }
    return pieces.map((piece) => ({ text: piece.text, font: piece.face.pdfFont }));
  }

  widthOfTextAtSize(value: string, size: number): number {
    return this.runs(value).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Draws the text from (x, y), run after run. */
  draw(page: PDFPage, value: string, options: { x: number; y: number; size: number; color?: Color }) {
    const runs = this.runs(value);
    let x = options.x;
    runs.forEach((run, index) => {
      page.drawText(run.text, { ...options, x, font: run.font });
      // Measuring shapes the text again: only where another run follows.
      if (index < runs.length - 1) x += run.font.widthOfTextAtSize(run.text, options.size);
    });
  }
}

/**
 * Embeds the faces of every style into the document, as subsets: only the glyphs drawn are
 * written, so a contract carries a few kilobytes of each font.
 */
export async function embedFonts(doc: PDFDocument): Promise<Record<FontStyle, StyledFont>> {
  doc.registerFontkit(fontkit);
  const embed = async (file: string) => {
    const { bytes, font } = load(file);
    return new Face(font, await doc.embedFont(bytes, { subset: true, features: FEATURES }));
  };
  const styled = async ({ text, emoji }: { text: string; emoji: string }) =>
    new StyledFont(await embed(text), await embed(emoji));
  return { regular: await styled(FACES.regular), bold: await styled(FACES.bold) };
}
