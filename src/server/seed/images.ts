/**
 * Product images generated locally (no remote images): one 800×800 JPEG per top category and colour,
 * drawn from SVG with sharp (librsvg, system fonts), plus the shipping product's image, the '404.png'
 * placeholder and small card-family logos. The pool is fixed in size, so it takes the same few
 * seconds whatever N is; products point at pool files deterministically.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { IconKind, TopCategory } from './category-types.ts';
import { COLOURS, type Colour } from './vocabulary-words.ts';

/** The placeholder the shop shows for a product without an image (SPEC §2: /image/{size}/404.png). */
export const PLACEHOLDER_IMAGE = '404.png';
/** The shipping product's image. */
export const SHIPPING_IMAGE = 'kargo.jpg';
/** Side of every product image, in pixels. */
export const IMAGE_SIZE = 800;

/** The pool file of a top category (index in the tree) and colour (index in COLOURS): 'p-001.jpg'. */
export function poolImageFile(topIndex: number, colourIndex: number): string {
  return `p-${String(topIndex * COLOURS.length + colourIndex + 1).padStart(3, '0')}.jpg`;
}

/** The logo file of a card family: 'bank-bonus.png'. */
export function bankLogoFile(slug: string): string {
  return `bank-${slug}.png`;
}

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const OUTLINE = 'stroke="#000" stroke-opacity="0.18" stroke-width="6"';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Each silhouette is drawn around (400, 380) within roughly 460 px, in the colour's fill.
function icon(kind: IconKind | 'truck', fill: string, background: string): string {
  const f = `fill="${fill}" ${OUTLINE}`;
  switch (kind) {
    case 'teapot':
      return `<path d="M235 360 Q140 380 165 455 Q185 510 250 480" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="40"/>
        <path d="M235 360 Q140 380 165 455 Q185 510 250 480" fill="none" stroke="${fill}" stroke-width="30"/>
        <path d="M560 420 Q640 380 655 300 L690 300 Q685 425 585 475 Z" ${f}/>
        <ellipse cx="400" cy="420" rx="175" ry="135" ${f}/>
        <ellipse cx="400" cy="292" rx="95" ry="26" ${f}/><circle cx="400" cy="258" r="20" ${f}/>`;
    case 'pencil':
      return `<g transform="rotate(-35 400 400)">
        <rect x="230" y="355" width="320" height="90" ${f}/>
        <polygon points="550,355 640,400 550,445" fill="#f3d7a7" ${OUTLINE}/>
        <polygon points="612,386 640,400 612,414" fill="#37474f"/>
        <rect x="200" y="355" width="32" height="90" fill="#b0bec5"/>
        <rect x="150" y="355" width="52" height="90" rx="14" fill="#f48fb1"/></g>`;
    case 'phone':
      return `<rect x="285" y="150" width="230" height="440" rx="36" ${f}/>
        <rect x="305" y="200" width="190" height="320" rx="10" fill="#e3f2fd"/>
        <rect x="370" y="172" width="60" height="9" rx="4" fill="#fff" opacity="0.8"/>
        <circle cx="400" cy="553" r="17" fill="#fff" opacity="0.8"/>`;
    case 'wrench':
      return `<g transform="rotate(-45 400 400)">
        <rect x="372" y="260" width="56" height="340" rx="22" ${f}/>
        <circle cx="400" cy="240" r="88" ${f}/><rect x="374" y="140" width="52" height="100" fill="${background}"/>
        <circle cx="400" cy="610" r="58" ${f}/><circle cx="400" cy="610" r="26" fill="${background}"/></g>`;
    case 'jar':
      return `<rect x="270" y="245" width="260" height="330" rx="44" ${f}/>
        <rect x="295" y="195" width="210" height="60" rx="12" fill="#6d4c41" ${OUTLINE}/>
        <rect x="292" y="345" width="216" height="130" rx="12" fill="#fff" opacity="0.9"/>`;
    case 'bottle':
      return `<rect x="310" y="300" width="180" height="285" rx="32" ${f}/>
        <rect x="362" y="238" width="76" height="72" ${f}/>
        <rect x="335" y="180" width="140" height="66" rx="10" fill="#455a64"/>
        <rect x="470" y="196" width="64" height="22" rx="6" fill="#455a64"/>
        <path d="M360 246 L328 305 L350 312 L388 246 Z" fill="#455a64"/>
        <rect x="332" y="385" width="136" height="120" rx="12" fill="#fff" opacity="0.9"/>`;
    case 'shirt':
      return `<path d="M250 250 L330 212 Q400 258 470 212 L550 250 L615 335 L545 372 L530 345 L530 560 L270 560
        L270 345 L255 372 L185 335 Z" ${f}/>`;
    case 'truck':
      return `<rect x="160" y="280" width="310" height="200" rx="10" ${f}/>
        <path d="M470 340 L575 340 L630 405 L630 480 L470 480 Z" fill="#e65100" ${OUTLINE}/>
        <rect x="495" y="360" width="70" height="45" rx="6" fill="#e3f2fd"/>
        <circle cx="255" cy="490" r="44" fill="#263238"/><circle cx="545" cy="490" r="44" fill="#263238"/>
        <circle cx="255" cy="490" r="16" fill="#cfd8dc"/><circle cx="545" cy="490" r="16" fill="#cfd8dc"/>`;
  }
}

function productSvg(
  kind: IconKind | 'truck',
  colour: Colour,
  title: string,
  caption: string,
  store: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="${colour.background}"/>
    <circle cx="400" cy="380" r="300" fill="#fff" opacity="0.55"/>
    ${icon(kind, colour.fill, colour.background)}
    <text x="400" y="700" font-family="${FONT}" font-size="48" font-weight="bold" text-anchor="middle" fill="#37474f">${xml(title)}</text>
    <text x="400" y="748" font-family="${FONT}" font-size="28" text-anchor="middle" fill="#546e7a">${xml(caption)}</text>
    <text x="32" y="52" font-family="${FONT}" font-size="24" fill="#78909c">${xml(store)}</text>
  </svg>`;
}

const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#eceff1"/>
  <rect x="230" y="220" width="340" height="260" rx="24" fill="none" stroke="#b0bec5" stroke-width="18"/>
  <circle cx="320" cy="300" r="32" fill="#b0bec5"/>
  <path d="M250 460 L360 350 L430 420 L480 370 L550 460 Z" fill="#b0bec5"/>
  <text x="400" y="580" font-family="${FONT}" font-size="40" text-anchor="middle" fill="#78909c">Görsel bulunamadı</text>
</svg>`;

function logoSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
    <rect width="240" height="80" rx="14" fill="${colour}"/>
    <text x="120" y="52" font-family="${FONT}" font-size="30" font-weight="bold" text-anchor="middle" fill="#fff">${xml(name)}</text>
  </svg>`;
}

/** A card family's logo to draw: its file slug, shown name and brand colour. */
export interface LogoSpec {
  readonly slug: string;
  readonly name: string;
  readonly colour: string;
}

/** Writes the image pool, the shipping image, the placeholder and the logos into dir; returns the file names. */
export async function generateImages(
  dir: string,
  tree: readonly TopCategory[],
  storeName: string,
  logos: readonly LogoSpec[],
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const jobs: Array<{ file: string; render: () => Promise<unknown> }> = [];
  const jpeg = (svg: string, file: string) => () =>
    sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true }).toFile(join(dir, file));
  const png = (svg: string, file: string) => () => sharp(Buffer.from(svg)).png().toFile(join(dir, file));
  tree.forEach((top, t) => {
    COLOURS.forEach((colour, c) => {
      const file = poolImageFile(t, c);
      jobs.push({ file, render: jpeg(productSvg(top.icon, colour, top.name, colour.name, storeName), file) });
    });
  });
  const orange: Colour = { name: 'Turuncu', fill: '#ef6c00', background: '#fff3e0' };
  jobs.push({
    file: SHIPPING_IMAGE,
    render: jpeg(productSvg('truck', orange, 'Kargo', 'Kargo Bedeli', storeName), SHIPPING_IMAGE),
  });
  jobs.push({ file: PLACEHOLDER_IMAGE, render: png(placeholderSvg, PLACEHOLDER_IMAGE) });
  for (const logo of logos) {
    const file = bankLogoFile(logo.slug);
    jobs.push({ file, render: png(logoSvg(logo.name, logo.colour), file) });
  }
  // sharp renders on libuv's thread pool; a few at a time keep every core busy without a memory spike.
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job.render();
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return jobs.map((j) => j.file);
}
