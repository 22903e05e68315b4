// Reads what an image file really is from its bytes, without decoding pixels: the format from the
// magic bytes, the dimensions from the header, and whether anything hides where a polyglot puts
// its second payload (after the end marker, or active content in a text or comment segment).
// The caller bounds the pixel count with these dimensions before any decoder runs.
import type { ImageType } from '../../../api/uploads';

export interface ImageOutline {
  type: ImageType;
  width: number;
  height: number;
  /** Where the image ends: just after its end marker (IEND, EOI). */
  end: number;
  /** Non-zero bytes after the end marker (zero padding is tolerated and dropped). */
  trailingBytes: number;
  /** Text of comment, EXIF/XMP and text segments, to look for active content. */
  metadataText: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const nonZeroCount = (bytes: Buffer, from: number) => {
  let n = 0;
  for (let i = from; i < bytes.length; i++) if (bytes[i] !== 0) n++;
  return n;
};

/** Walks the PNG chunks from the signature to IEND; null when the structure is broken. */
function outlinePng(bytes: Buffer): ImageOutline | null {
  let at = 8;
  let width = 0;
  let height = 0;
  let first = true;
  const text: string[] = [];
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const dataStart = at + 8;
    const next = dataStart + length + 4;
    if (length > 0x7fffffff || next > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return null;
      width = bytes.readUInt32BE(dataStart);
      height = bytes.readUInt32BE(dataStart + 4);
      first = false;
    }
    if (type === 'tEXt' || type === 'iTXt' || type === 'zTXt' || type === 'eXIf') text.push(bytes.toString('latin1', dataStart, dataStart + length));
    at = next;
    if (type === 'IEND') {
      return { type: 'image/png', width, height, end: at, trailingBytes: nonZeroCount(bytes, at), metadataText: text.join('\n') };
    }
  }
  return null;
}

// Markers with no length field: TEM, RST0-7, SOI.
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd8);
// Start-of-frame markers carry the dimensions (C4 DHT, C8 JPG and CC DAC are not frames).
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Walks the JPEG segments and entropy-coded scans from SOI to EOI; null when broken. */
function outlineJpeg(bytes: Buffer): ImageOutline | null {
  let at = 2;
  let width = 0;
  let height = 0;
  const text: string[] = [];
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    let marker = bytes[at + 1];
    while (marker === 0xff) marker = bytes[++at + 1]; // fill bytes
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      if (!width || !height) return null;
      return { type: 'image/jpeg', width, height, end: at + 2, trailingBytes: nonZeroCount(bytes, at + 2), metadataText: text.join('\n') };
    }
    if (standalone(marker)) { at += 2; continue; }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    const dataStart = at + 4;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isFrame(marker)) {
      if (length < 7) return null;
      height = bytes.readUInt16BE(dataStart + 1);
      width = bytes.readUInt16BE(dataStart + 3);
    }
    if (marker === 0xfe || (marker >= 0xe0 && marker <= 0xef)) text.push(bytes.toString('latin1', dataStart, end));
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data runs until a marker that is not a stuffed 0xFF00 or a restart marker.
      while (at < bytes.length) {
        if (bytes[at] === 0xff) {
          const n = bytes[at + 1];
          if (n === undefined) return null;
          if (n !== 0x00 && !(n >= 0xd0 && n <= 0xd7) && n !== 0xff) break;
        }
        at++;
      }
    }
  }
  return null;
}

export function outlineImage(bytes: Buffer): ImageOutline | null {
  const type = sniffType(bytes);
  if (type === 'image/png') return outlinePng(bytes);
  if (type === 'image/jpeg') return outlineJpeg(bytes);
  return null;
}

// Markup and script openers a browser or interpreter would act on; an image has no use for them.
const activeContent = /<\s*(script|html|svg|iframe|object|embed|body|\?php|%@?)|javascript:|<!doctype|<\?xml-stylesheet/i;

export function hasActiveContent(text: string): boolean {
  return activeContent.test(text);
}
