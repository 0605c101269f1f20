// QR codes for marketing tools (docs/product/business-side.md §10.7), drawn from uqr's module grid
// as one SVG path, so the same drawing serves the screen, the SVG download and the PNG download.
import { encode } from 'uqr';

export interface QrDrawing {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One 1×1 square per dark module. */
  path: string;
}

const quietZone = 4;

export function drawQr(text: string): QrDrawing {
  const { data } = encode(text, { ecc: 'M', border: quietZone });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: data.length, path: squares.join('') };
}

/** A standalone SVG file of the code: black on white, whatever the page's colour mode. */
export function qrSvgFile({ size, path }: QrDrawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`;
}

function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadQrSvg(drawing: QrDrawing, fileName: string) {
  const url = URL.createObjectURL(new Blob([qrSvgFile(drawing)], { type: 'image/svg+xml' }));
  save(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url));
}

/** A print-sized PNG (20 pixels a module, about 3 cm at 600 dpi for a short link). */
export function downloadQrPng({ size, path }: QrDrawing, fileName: string) {
  const scale = 20;
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.fillStyle = '#000000';
  context.fill(new Path2D(path));
  save(canvas.toDataURL('image/png'), fileName);
}
