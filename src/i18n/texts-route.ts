// The texts files (texts-file.ts): one per locale, written by the build under /_texts/. Injected by
// astro.config.mjs, since Astro's file routes leave out folders that start with '_'.
import type { APIRoute, GetStaticPaths } from 'astro';
import { type Locale, locales } from './index.ts';
import { textsFileName, textsJson } from './texts-file.ts';

export const prerender = true;

export const getStaticPaths = (() =>
  locales.map((locale) => ({
    params: { file: textsFileName(locale) },
    props: { locale },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(textsJson((props as { locale: Locale }).locale), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
