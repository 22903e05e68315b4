// The gate every uploaded image passes: the declared name and type must agree with the real
// content (magic bytes), the file must be within the size limit, its structure must end where the
// format says (no polyglot tail, no markup in its metadata), its pixel count is bounded before any
// decoder runs (pixel flood, decompression bomb), and it must decode completely. What is kept is a
// re-encoding of the decoded pixels, so no metadata (EXIF location, comments) survives; a phone
// photo's orientation is applied to the pixels first.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, MAX_UPLOAD_SIDE, acceptedImageTypes, extensionOf, type ImageType, type UploadRefusal,
} from '../../../api/uploads';
import { hasActiveContent, outlineImage, sniffType } from './image-format';
import { applyOrientation, jpegOrientation } from './exif-orientation';

export interface CleanImage {
  type: ImageType;
  /** The re-encoded file: only pixels, no metadata. */
  bytes: Buffer;
  width: number;
  height: number;
}

export type ImageVerdict = { ok: true; image: CleanImage } | { ok: false; refusal: UploadRefusal };

export interface ImageLimits { maxBytes: number; maxPixels: number; maxSide: number }
export const defaultImageLimits: ImageLimits = { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_UPLOAD_PIXELS, maxSide: MAX_UPLOAD_SIDE };

const JPEG_QUALITY = 90;

const refuse = (refusal: UploadRefusal): ImageVerdict => ({ ok: false, refusal });

/** The type a declared name stands for, or null when its extension is not an accepted image. */
function typeOfName(name: string): ImageType | null {
  const ext = extensionOf(name);
  for (const [type, exts] of Object.entries(acceptedImageTypes)) if ((exts as readonly string[]).includes(ext)) return type as ImageType;
  return null;
}

function decodeAndReencode(bytes: Buffer, type: ImageType, limits: ImageLimits): CleanImage | null {
  try {
    if (type === 'image/png') {
      const png = PNG.sync.read(bytes, { checkCRC: true });
      const out = new PNG({ width: png.width, height: png.height });
      png.data.copy(out.data);
      return { type, bytes: PNG.sync.write(out, { colorType: 6 }), width: png.width, height: png.height };
    }
    const decoded = jpeg.decode(bytes, {
      useTArray: true, formatAsRGBA: true, tolerantDecoding: false,
      maxResolutionInMP: limits.maxPixels / 1_000_000, maxMemoryUsageInMB: Math.ceil((limits.maxPixels * 4 * 2) / 1_048_576) + 64,
    });
    if (decoded.width * decoded.height * 4 !== decoded.data.length) return null;
    const upright = applyOrientation(decoded.data, decoded.width, decoded.height, jpegOrientation(bytes));
    const encoded = jpeg.encode({ width: upright.width, height: upright.height, data: upright.data }, JPEG_QUALITY);
    return { type, bytes: encoded.data, width: upright.width, height: upright.height };
  } catch {
    return null;
  }
}

/**
 * Checks one uploaded image. `truncated` says the transport cut the file at the size limit.
 * The order matters: cheap checks first, and nothing is decoded before its size is known.
 */
export function acceptImage(bytes: Buffer, declaredName: string, declaredType: string, opts: { truncated?: boolean; limits?: ImageLimits } = {}): ImageVerdict {
  const limits = opts.limits ?? defaultImageLimits;
  if (opts.truncated || bytes.length > limits.maxBytes) return refuse('uploadTooLarge');
  if (bytes.length === 0) return refuse('uploadMissing');
  const named = typeOfName(declaredName);
  if (!named) return refuse('uploadType');
  const real = sniffType(bytes);
  if (!real) return refuse('uploadMismatch');
  const declared = declaredType.trim().toLowerCase();
  if (real !== named || (declared && declared !== 'application/octet-stream' && declared !== real)) return refuse('uploadMismatch');
  const outline = outlineImage(bytes);
  if (!outline || outline.width <= 0 || outline.height <= 0) return refuse('uploadCorrupt');
  if (outline.width > limits.maxSide || outline.height > limits.maxSide || outline.width * outline.height > limits.maxPixels) {
    return refuse('uploadTooManyPixels');
  }
  if (outline.trailingBytes > 0 || hasActiveContent(outline.metadataText)) return refuse('uploadPolyglot');
  const clean = decodeAndReencode(bytes.subarray(0, outline.end), real, limits);
  // The decoder must agree with the header (an upright photo may have its sides swapped).
  const sameSize = clean && ((clean.width === outline.width && clean.height === outline.height) || (clean.width === outline.height && clean.height === outline.width));
  if (!clean || !sameSize) return refuse('uploadCorrupt');
  return { ok: true, image: clean };
}
