// Images made on the spot for the upload tests: real files of each format, and the ones that must be refused.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export function testImage(format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 13, g: 148, b: 136 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG shot sideways (EXIF orientation 6) that carries a camera name and GPS position. */
export function jpegWithExifAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Camon 20' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '39/1 17/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * A decompression bomb: a whole, valid white PNG of 20000×20000 (400 megapixels) in about 75 KB. Written by hand at one
 * bit a pixel, every row the same, so making it deflates 50 MB of one byte (a fraction of a second); sharp's own
 * encoder took about 15 seconds of CPU for the same picture.
 */
export function pngBomb(): Buffer {
  const side = 20_000;
  const row = Buffer.alloc(1 + side / 8, 0xff);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND')]);
}

function pngChunk(type: string, data = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The start of a Linux executable, to be sent under an image's name. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
}
