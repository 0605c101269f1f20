import { describe, expect, it } from 'vitest';
import { imageSize, sniffContentType } from './sniff';

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

describe('imageSize', () => {
  const be32 = (value: number) => [
    value >>> 24,
    (value >> 16) & 255,
    (value >> 8) & 255,
    value & 255,
  ];
  const le16 = (value: number) => [value & 255, value >> 8];
  const le24 = (value: number) => [value & 255, (value >> 8) & 255, value >> 16];

  it('reads the pixel size of each image type from its header', () => {
    const png = bytes(
      [0x89],
      'PNG',
      [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      'IHDR',
      be32(1200),
      be32(800),
    );
    expect(imageSize(png, 'image/png')).toEqual({ width: 1200, height: 800 });
    expect(imageSize(bytes('GIF89a', le16(320), le16(200)), 'image/gif')).toEqual({
      width: 320,
      height: 200,
    });
    const vp8x = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8X',
      [10, 0, 0, 0, 0, 0, 0, 0],
      le24(4095),
      le24(2047),
    );
    expect(imageSize(vp8x, 'image/webp')).toEqual({ width: 4096, height: 2048 });
    // VP8L packs width-1 and height-1 in 14 bits each after the 0x2f signature byte.
    const bits = (639 | (479 << 14)) >>> 0;
    const vp8l = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L', [0, 0, 0, 0, 0x2f], be32(bits).reverse());
    expect(imageSize(vp8l, 'image/webp')).toEqual({ width: 640, height: 480 });
  });

  it('walks a JPEG past its metadata segments to the frame header', () => {
    const exif = [0xff, 0xe1, ...[0x01, 0x02], ...new Array(256).fill(0)];
    const frame = [0xff, 0xc2, 0, 17, 8, ...[0x02, 0x58], ...[0x03, 0x20], 3];
    const jpeg = bytes([0xff, 0xd8], exif, frame, new Array(20).fill(0));
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 800, height: 600 });
  });

  it('answers null for a header it cannot read or a zero size', () => {
    expect(imageSize(bytes([0xff, 0xd8, 0x00, 0x00]), 'image/jpeg')).toBeNull();
    expect(imageSize(bytes('GIF89a', le16(0), le16(10)), 'image/gif')).toBeNull();
    expect(imageSize(bytes('%PDF-1.7'), 'application/pdf')).toBeNull();
  });
});
