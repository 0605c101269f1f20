// What a stored file really is, judged by its first bytes. A client can declare any content type,
// so finalising an upload trusts these signatures instead; HTML or SVG dressed up as an image
// matches none of them.

/** Enough leading bytes for every signature below. */
export const sniffLength = 16;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Each type's signature: byte runs at fixed offsets. */
const signatures: { type: string; parts: [offset: number, bytes: number[]][] }[] = [
  { type: 'image/jpeg', parts: [[0, [0xff, 0xd8, 0xff]]] },
  { type: 'image/png', parts: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  { type: 'image/gif', parts: [[0, ascii('GIF87a')]] },
  { type: 'image/gif', parts: [[0, ascii('GIF89a')]] },
  {
    type: 'image/webp',
    parts: [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  },
  { type: 'application/pdf', parts: [[0, ascii('%PDF-')]] },
  // Word 97-2003 files are OLE2 compound documents.
  { type: 'application/msword', parts: [[0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]] },
  // A .docx is a ZIP archive; the ZIP header is as far as a first-bytes check can see.
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    parts: [[0, [0x50, 0x4b, 0x03, 0x04]]],
  },
];

export function sniffContentType(head: Uint8Array): string | null {
  const found = signatures.find(({ parts }) =>
    parts.every(([offset, bytes]) => bytes.every((byte, index) => head[offset + index] === byte)),
  );
  return found?.type ?? null;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Enough leading bytes to find an image's size: PNG, GIF and WebP state it in their first 30 bytes;
 * a JPEG's frame header follows its metadata segments, which a camera can make long.
 */
export const imageHeadLength = 262_144;

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65536 + u16be(bytes, at + 2);

/** JPEG: walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8L') {
    const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16);
    const high = bytes[24] ?? 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) | ((high & 0x0f) << 10)) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  return null;
}

/** An image's size in pixels from its header, or null when the header cannot be read. */
export function imageSize(head: Uint8Array, contentType: string): ImageSize | null {
  const size =
    contentType === 'image/png'
      ? { width: u32be(head, 16), height: u32be(head, 20) }
      : contentType === 'image/gif'
        ? { width: u16le(head, 6), height: u16le(head, 8) }
        : contentType === 'image/webp'
          ? webpSize(head)
          : contentType === 'image/jpeg'
            ? jpegSize(head)
            : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}
