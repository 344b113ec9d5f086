/** A resize box in pixels. */
export interface ImageBox {
  width: number;
  height: number;
}

// The sizes SPEC §2 names: squares for thumbnails, detail and zoom; 280-413 for campaign cards.
const SIZES: Readonly<Record<string, ImageBox>> = {
  '80': { width: 80, height: 80 },
  '229': { width: 229, height: 229 },
  '522': { width: 522, height: 522 },
  '552': { width: 552, height: 552 },
  '1500': { width: 1500, height: 1500 },
  '280-413': { width: 280, height: 413 },
};

/** The box of a size token of the spec, or undefined for any other size. */
export function imageBox(size: string): ImageBox | undefined {
  return Object.hasOwn(SIZES, size) ? SIZES[size] : undefined;
}

/** Whether a file name is a plain image name inside the image folder (no paths, no dot files). */
export function isImageFileName(file: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,120}\.(?:jpe?g|png|webp)$/.test(file);
}
