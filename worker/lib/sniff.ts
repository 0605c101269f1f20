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
