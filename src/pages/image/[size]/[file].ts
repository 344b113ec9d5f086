import type { APIRoute } from 'astro';
import { imagesDir } from '../../../server/config.ts';
import { resizedImage } from '../../../server/images/serve-image.ts';

export const prerender = false;

/** /image/{size}/{file}: product images in the spec's sizes; 404 for anything else. */
export const GET: APIRoute = async ({ params, request }) => {
  const webp = (request.headers.get('accept') ?? '').includes('image/webp');
  const image = await resizedImage(imagesDir(), params.size ?? '', params.file ?? '', webp);
  if (!image) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(image.body as BodyInit, {
    headers: {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
    },
  });
};
