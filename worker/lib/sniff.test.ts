import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part,
    ),
  );

describe('sniffContentType', () => {
  it('recognises each allowed image and document by its first bytes', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffContentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffContentType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffContentType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffContentType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      'application/msword',
    );
    expect(sniffContentType(bytes('PK', [3, 4]))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses HTML, SVG, a RIFF that is not WebP and files too short to tell', () => {
    expect(sniffContentType(bytes('<!doctype html><script>'))).toBeNull();
    expect(sniffContentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffContentType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffContentType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});
