export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Caps the exported width: the avatar shows at most 120 px, and a phone photo cropped whole would
 * otherwise come close to the API's 5 MiB limit. */
const MAX_WIDTH = 1024;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws the chosen area of an image on a canvas and exports it as JPEG (spec §5). */
export async function cropImage(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_WIDTH / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a transparent PNG gets a white background instead of a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be exported'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
