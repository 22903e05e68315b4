// Phone cameras store a photo sideways and say so in the EXIF Orientation tag. The re-encode drops
// all metadata, so the tag is read first and applied to the pixels: the kept image shows the way
// the user saw it, without keeping anything else of the EXIF block.

/** The Orientation (1 to 8) of a JPEG's EXIF block, or 1 when there is none or it cannot be read. */
export function jpegOrientation(bytes: Buffer): number {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xda || marker === 0xd9) break; // image data starts: no EXIF after this
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xe1 && bytes.toString('latin1', at + 4, at + 10) === 'Exif\0\0') return readTiffOrientation(bytes.subarray(at + 10, at + 2 + length));
    at += 2 + length;
  }
  return 1;
}

function readTiffOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** RGBA pixels turned upright for `orientation` (EXIF 2 to 8: mirrors and quarter turns). */
export function applyOrientation(data: Uint8Array, width: number, height: number, orientation: number): { data: Uint8Array; width: number; height: number } {
  if (orientation <= 1 || orientation > 8) return { data, width, height };
  const swap = orientation >= 5;
  const w = swap ? height : width;
  const h = swap ? width : height;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where the source pixel (x, y) lands in the upright image.
      let nx: number;
      let ny: number;
      switch (orientation) {
        case 2: nx = width - 1 - x; ny = y; break;
        case 3: nx = width - 1 - x; ny = height - 1 - y; break;
        case 4: nx = x; ny = height - 1 - y; break;
        case 5: nx = y; ny = x; break;
        case 6: nx = height - 1 - y; ny = x; break;
        case 7: nx = height - 1 - y; ny = width - 1 - x; break;
        default: nx = y; ny = width - 1 - x; break; // 8
      }
      const from = (y * width + x) * 4;
      const to = (ny * w + nx) * 4;
      out[to] = data[from]; out[to + 1] = data[from + 1]; out[to + 2] = data[from + 2]; out[to + 3] = data[from + 3];
    }
  }
  return { data: out, width: w, height: h };
}
