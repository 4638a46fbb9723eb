// The card as a picture to keep or forward (1080×1350, portrait as phones show it): the event's cover (or a warm
// plain top), its name, day and venue, the guest's name, seats and card type, the QR code and the typed code. Made
// with sharp; the picture of the same facts is kept in memory, so a card opened again costs no drawing.
import { createHash } from 'node:crypto';
import { tanzaniaDateText } from '@sherehe/core/date-text';
import { LRUCache } from 'lru-cache';
import type { Storage } from '../../platform/storage/storage.ts';
import { loadSharp, variantKey } from '../../platform/storage/store-image.ts';
import { qrDrawing } from './card-qr.ts';

export type CardPicture = {
  event: { name: string; startsAt: Date; venue: string; coverKey: string | null; language: 'en' | 'sw' };
  guestName: string;
  seats: number;
  typeName: string;
  code: string;
  qr: string;
};

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;
/** Bumped when the drawing changes, so no picture of the old layout is served from memory. */
const LAYOUT = 1;
const COVER_HEIGHT = 420;
const PANEL_TOP = 380;
const SIDE = 72;
const TEXT_WIDTH = CARD_WIDTH - 2 * SIDE;
/** The QR code's largest side; drawn at a whole number of pixels a module, so its edges stay sharp. */
const QR_SIDE = 390;
/** The cover read: the stored width nearest above the card's (core's media scheme). */
const COVER_SOURCE_WIDTH = 1280;

// Tailwind's colours of DESIGN.md.
const colour = {
  page: '#fafaf9', // stone-50
  ink: '#1c1917', // stone-900
  soft: '#57534e', // stone-600
  line: '#e7e5e4', // stone-200
  teal: '#0f766e', // teal-700
  teal600: '#0d9488',
  amber: '#f59e0b', // amber-500
  amberText: '#b45309', // amber-700
  warm1: '#fef3c7', // amber-100
  warm2: '#fcd34d', // amber-300
};

const words = {
  en: { welcome: 'Welcome', admits: (n: number) => `Admits ${n}`, code: 'Card code' },
  sw: { welcome: 'Karibu', admits: (n: number) => `Watu ${n}`, code: 'Msimbo wa kadi' },
};

/** Text as SVG character data: markup characters escaped, and characters XML forbids dropped. */
export function escapeSvgText(text: string): string {
  let kept = '';
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    const allowed =
      point === 0x9 ||
      point === 0xa ||
      point === 0xd ||
      (point >= 0x20 && point <= 0xd7ff) ||
      (point >= 0xe000 && point <= 0xfffd) ||
      point >= 0x10000;
    if (allowed) kept += char;
  }
  return kept
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Words laid on at most `lines` lines of about `perLine` characters (an estimate: SVG does not wrap, and the width of
 * a glyph is the renderer's), the last one cut with an ellipsis when the text is longer.
 */
export function linesOf(text: string, perLine: number, lines: number): string[] {
  const laid: string[] = [];
  let current = '';
  const wordsLeft = text.trim().split(/\s+/).filter(Boolean);
  while (wordsLeft.length > 0) {
    const word = wordsLeft[0] as string;
    const tried = current ? `${current} ${word}` : word;
    if (tried.length <= perLine) {
      current = tried;
      wordsLeft.shift();
      continue;
    }
    if (!current) {
      // One word longer than a line: it is cut where the line ends.
      current = word.slice(0, perLine);
      wordsLeft[0] = word.slice(perLine);
    }
    laid.push(current);
    current = '';
    if (laid.length === lines) break;
  }
  if (current && laid.length < lines) laid.push(current);
  else if (wordsLeft.length > 0 && laid.length > 0) {
    const last = laid[laid.length - 1] as string;
    laid[laid.length - 1] = `${last.slice(0, Math.max(1, perLine - 1)).trimEnd()}…`;
  }
  return laid;
}

/** About how many characters of a font size fit the text's width (average glyph widths of a sans-serif). */
const perLine = (fontSize: number, bold: boolean) =>
  Math.floor(TEXT_WIDTH / (fontSize * (bold ? 0.62 : 0.54)));

function textLine(y: number, size: number, fill: string, text: string, extra = ''): string {
  return `<text x="${CARD_WIDTH / 2}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle"${extra}>${escapeSvgText(text)}</text>`;
}

/** A plain warm top for an event with no cover: the app's amber with a little teal and gold confetti. */
function warmTop(): string {
  const dots = [
    [90, 80, 18, colour.teal600],
    [250, 150, 10, colour.amber],
    [980, 110, 22, colour.amber],
    [840, 60, 9, colour.teal600],
    [150, 330, 12, colour.amber],
    [930, 320, 14, colour.teal600],
    [560, 70, 8, colour.teal600],
    [700, 250, 11, colour.amber],
    [380, 280, 7, colour.teal600],
  ] as const;
  return [
    `<defs><linearGradient id="warm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.warm1}"/><stop offset="1" stop-color="${colour.warm2}"/></linearGradient></defs>`,
    `<rect width="${CARD_WIDTH}" height="${COVER_HEIGHT}" fill="url(#warm)"/>`,
    ...dots.map(([x, y, r, fill]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.55"/>`),
  ].join('');
}

/** Everything but the cover photo: with a cover, the top is left clear for it. */
export async function cardOverlaySvg(picture: CardPicture, withCover: boolean): Promise<string> {
  const { event } = picture;
  const say = words[event.language];
  const parts: string[] = [];
  if (!withCover) parts.push(warmTop());
  parts.push(
    `<rect x="0" y="${PANEL_TOP}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - PANEL_TOP + 60}" rx="48" fill="${colour.page}"/>`,
  );

  // The event, from the top of the panel down.
  let y = PANEL_TOP + 86;
  const nameLines = linesOf(event.name, perLine(56, true), 2);
  nameLines.forEach((line, i) => {
    parts.push(textLine(y + i * 66, 56, colour.ink, line, ' font-weight="700"'));
  });
  y += Math.max(0, nameLines.length - 1) * 66 + 52;
  parts.push(textLine(y, 32, colour.soft, tanzaniaDateText(event.startsAt, event.language, true)));
  y += 42;
  parts.push(textLine(y, 32, colour.soft, linesOf(event.venue, perLine(32, false), 1)[0] ?? ''));

  // The guest below the event, then the QR code as large as the room left allows, the typed code at the foot.
  const welcomeY = y + 58;
  const guestY = welcomeY + 62;
  const admitsY = guestY + 56;
  const codeY = CARD_HEIGHT - 40;
  const codeLabelY = codeY - 52;
  const room = { top: admitsY + 44, bottom: codeLabelY - 38 };
  const qr = await qrDrawing(picture.qr);
  const scale = Math.max(1, Math.floor(Math.min(QR_SIDE, room.bottom - room.top) / qr.modules));
  const side = qr.modules * scale;
  const qrTop = Math.round((room.top + room.bottom - side) / 2);
  const qrLeft = (CARD_WIDTH - side) / 2;
  const guestSize = Math.max(38, Math.min(56, Math.floor(TEXT_WIDTH / (picture.guestName.length * 0.62))));
  parts.push(
    textLine(welcomeY, 26, colour.amberText, say.welcome.toUpperCase(), ' letter-spacing="4"'),
    textLine(
      guestY,
      guestSize,
      colour.teal,
      linesOf(picture.guestName, perLine(guestSize, true), 1)[0] ?? '',
      ' font-weight="700"',
    ),
    textLine(admitsY, 34, colour.ink, `${say.admits(picture.seats)} · ${picture.typeName}`),
    `<rect x="${qrLeft - 14}" y="${qrTop - 14}" width="${side + 28}" height="${side + 28}" rx="20" fill="#ffffff" stroke="${colour.line}" stroke-width="2"/>`,
    `<svg x="${qrLeft}" y="${qrTop}" width="${side}" height="${side}" viewBox="0 0 ${qr.modules} ${qr.modules}" shape-rendering="crispEdges">${qr.elements}</svg>`,
    textLine(codeLabelY, 24, colour.soft, say.code),
    textLine(
      codeY,
      44,
      colour.ink,
      `${picture.code.slice(0, 4)} ${picture.code.slice(4)}`,
      ' font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-weight="700" letter-spacing="6"',
    ),
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${parts.join('')}</svg>`;
}

type CoverPixels = { data: Buffer; width: number; height: number };

/** The event's cover cut to the card's top, raw pixels; null when its file is gone. */
async function coverPixels(storage: Storage, coverKey: string): Promise<CoverPixels | null> {
  const bytes = await storage.get(variantKey(coverKey, COVER_SOURCE_WIDTH));
  if (!bytes) return null;
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes)
    .resize(CARD_WIDTH, COVER_HEIGHT, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function drawCardPng(picture: CardPicture, cover: CoverPixels | null): Promise<Buffer> {
  const sharp = await loadSharp();
  // The drawing is the picture's base and the cover goes behind it (its top is left clear for the cover): half the
  // time of laying the drawing over a blank canvas, which renders it as a layer and blends every pixel.
  const drawing = sharp(Buffer.from(await cardOverlaySvg(picture, cover !== null)));
  const layered = cover
    ? drawing.composite([
        {
          input: cover.data,
          raw: { width: cover.width, height: cover.height, channels: 3 },
          top: 0,
          left: 0,
          blend: 'dest-over',
        },
      ])
    : drawing;
  return layered.removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}

export type CardImages = { pngOf(picture: CardPicture): Promise<Buffer> };

/** About 50 pictures of a photo cover (~1 MB each) or 500 of a plain top (~100 KB). */
const KEPT_BYTES = 48 * 1024 * 1024;
/** Cut covers, 1.4 MB each: the events whose cards are being opened now. */
const COVERS_KEPT = 8;

/**
 * Pictures kept by what they show (every fact drawn, hashed): a renamed guest, a new cover or a re-made card is drawn
 * afresh, with no timestamps to trust. The same picture asked for twice at once is drawn once. An event's cover is
 * cut once for all its cards (a new cover has a new key).
 */
export function createCardImages(storage: Storage, keptBytes = KEPT_BYTES): CardImages {
  const kept = new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (png) => png.length });
  const underWay = new Map<string, Promise<Buffer>>();
  const covers = new LRUCache<string, CoverPixels>({ max: COVERS_KEPT });

  async function coverOf(coverKey: string | null): Promise<CoverPixels | null> {
    if (!coverKey) return null;
    const found = covers.get(coverKey);
    if (found) return found;
    const cut = await coverPixels(storage, coverKey);
    if (cut) covers.set(coverKey, cut);
    return cut;
  }

  return {
    async pngOf(picture) {
      const key = createHash('sha256')
        .update(JSON.stringify([LAYOUT, picture]))
        .digest('base64url');
      const found = kept.get(key);
      if (found) return found;
      let pending = underWay.get(key);
      if (!pending) {
        pending = coverOf(picture.event.coverKey)
          .then((cover) => drawCardPng(picture, cover))
          .then((png) => {
            if (png.length <= keptBytes / 8) kept.set(key, png);
            return png;
          })
          .finally(() => underWay.delete(key));
        underWay.set(key, pending);
      }
      return pending;
    },
  };
}
