// Images made on the spot for the upload tests: real files of each format, and the ones that must be refused.
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

let bomb: Promise<Buffer> | undefined;

/** A decompression bomb: a single-colour PNG of 20000×20000 (400 megapixels) that compresses to a few hundred KB.
 * Made once per test file: encoding it takes seconds. */
export function pngBomb(): Promise<Buffer> {
  bomb ??= sharp({
    create: { width: 20000, height: 20000, channels: 3, background: { r: 255, g: 255, b: 255 } },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bomb;
}

/** The start of a Linux executable, to be sent under an image's name. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);
}
