// Shrinks an image in the browser before it is uploaded (docs/product/business-side.md §10.9): a
// phone photo of several megabytes becomes a photo and a thumbnail of a few hundred kilobytes, and
// the server then checks the bytes and pixel size of what arrives.

/** Draws the image at most `maxSide` pixels on its longer side and encodes it as `type`. */
export async function resizeImage(
  file: Blob,
  maxSide: number,
  type: 'image/jpeg' | 'image/png',
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      0.85,
    );
  });
}
