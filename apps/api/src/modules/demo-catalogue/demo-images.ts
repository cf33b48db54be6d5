import { storeImage, type StoredImage } from '../uploads/images';
import type { FileStorage } from '../uploads/storage';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Simple drawings per kind of product, so the demo shop looks plausible without downloads. */
const drawings: Record<string, string> = {
  brush:
    '<rect x="360" y="180" width="80" height="360" rx="30" fill="#fff"/><rect x="380" y="540" width="40" height="120" fill="#fff" opacity=".8"/>',
  floss:
    '<circle cx="400" cy="360" r="150" fill="none" stroke="#fff" stroke-width="26"/><path d="M400 210 L640 620" stroke="#fff" stroke-width="6"/>',
  pick: '<path d="M250 560 L550 260" stroke="#fff" stroke-width="34" stroke-linecap="round"/><circle cx="560" cy="250" r="22" fill="#fff"/>',
  irrigator:
    '<rect x="300" y="250" width="200" height="360" rx="40" fill="#fff"/><path d="M400 250 L400 150 L480 120" stroke="#fff" stroke-width="18" fill="none"/>',
  crown:
    '<path d="M260 520 Q260 260 400 250 Q540 260 540 520 Q470 470 400 520 Q330 470 260 520Z" fill="#fff"/>',
  logo: '<circle cx="400" cy="330" r="170" fill="#fff" opacity=".92"/>',
};

/** Renders an SVG picture (shape and caption) and stores it like an upload. */
export async function demoImage(
  storage: FileStorage,
  kind: keyof typeof drawings,
  caption: string,
  hue: number,
): Promise<StoredImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,48%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,32%)"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>${drawings[kind]}
    <text x="400" y="730" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return storeImage(storage, png, 1_000_000);
}
