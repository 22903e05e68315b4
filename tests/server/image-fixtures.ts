// Real image files for the upload tests, made on the spot with the same pure-JS codecs the server
// decodes with, and the hostile files of the attack suite built byte by byte from them.
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A seeded pattern, so images differ per seed but every run makes the same bytes. */
function pixels(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < width * height; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const x = i % width;
    const y = Math.floor(i / width);
    data[i * 4] = (x * 7 + (s & 31)) & 255;
    data[i * 4 + 1] = (y * 5 + ((s >> 8) & 31)) & 255;
    data[i * 4 + 2] = ((x ^ y) + seed) & 255;
    data[i * 4 + 3] = 255;
  }
  return data;
}

export function pngImage(width = 64, height = 48, seed = 1): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height, seed).copy(png.data);
  return PNG.sync.write(png);
}

export function jpegImage(width = 64, height = 48, seed = 1, comments?: string[]): Buffer {
  return jpeg.encode({ width, height, data: pixels(width, height, seed), comments }, 85).data;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its length and a correct CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(width, 0);
  d.writeUInt32BE(height, 4);
  d[8] = 8; d[9] = 6; // 8-bit RGBA
  return pngChunk('IHDR', d);
}

/** A structurally valid PNG whose header claims `width` x `height` but whose data is tiny. */
export function pixelFloodPng(width = 60_000, height = 60_000): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A 16x16 PNG whose image data inflates to `inflated` bytes: a decompression bomb. */
export function inflationBombPng(inflated = 48 * 1024 * 1024): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(16, 16), pngChunk('IDAT', deflateSync(Buffer.alloc(inflated), { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real PNG with a text chunk inserted after its header (metadata, or a payload hiding there). */
export function pngWithText(text: string, base = pngImage()): Buffer {
  const afterIhdr = 8 + 25;
  return Buffer.concat([base.subarray(0, afterIhdr), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), base.subarray(afterIhdr)]);
}

/** A JPEG whose header claims `width` x `height` (SOF patched), for the pixel-flood test. */
export function pixelFloodJpeg(width = 65_000, height = 65_000): Buffer {
  const bytes = Buffer.from(jpegImage(16, 16));
  for (let i = 2; i + 9 < bytes.length; i++) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xc0) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
  }
  throw new Error('no SOF0 in the generated JPEG');
}

/** The PNG signature followed by a script: "a PNG header on a script". */
export const pngHeaderOnScript = () => Buffer.concat([PNG_SIGNATURE, Buffer.from("<?php system($_GET['c']); ?>\n<script>alert(document.cookie)</script>\n")]);

/** A real JPEG with an HTML page appended after its end marker: opens as either. */
export const jpegHtmlPolyglot = () => Buffer.concat([jpegImage(), Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')]);

/** A real PNG with a ZIP archive's local header appended after IEND. */
export const pngZipPolyglot = () => Buffer.concat([pngImage(), Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00payload.js', 'latin1'), Buffer.alloc(64, 0x41)]);

/** `base` padded with zero bytes after its end marker up to exactly `size` bytes. */
export function paddedTo(base: Buffer, size: number): Buffer {
  return Buffer.concat([base, Buffer.alloc(size - base.length)]);
}

/** Solid halves: left red, right blue (so a turn of the picture can be seen in its pixels). */
export function twoToneJpeg(width: number, height: number, exif?: { orientation: number; note: string }): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const left = i % width < width / 2;
    data[i * 4] = left ? 220 : 20; data[i * 4 + 1] = 20; data[i * 4 + 2] = left ? 20 : 220; data[i * 4 + 3] = 255;
  }
  const plain = jpeg.encode({ width, height, data }, 90).data;
  if (!exif) return plain;
  // APP1 "Exif": a big-endian TIFF header, one IFD entry (Orientation, SHORT) and a note after it.
  const tiff = Buffer.concat([
    Buffer.from('MM\0*\0\0\0\x08', 'latin1'),
    Buffer.from([0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, exif.orientation, 0, 0, 0, 0, 0, 0]),
    Buffer.from(exif.note, 'latin1'),
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), head, body, plain.subarray(2)]);
}
