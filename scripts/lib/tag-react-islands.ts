/**
 * Tells Astro, in the server's build, that each island is a React component. Untold, Astro asks its
 * React renderer for every island on every page, and the renderer finds out by calling the
 * component's function once before rendering it (@astrojs/react's `check`): each island's top-level
 * work ran twice per page, about 5% of a 200,000-product build's CPU (a profile of bench:build).
 * Astro skips the question for a component that carries its renderer's name under
 * `Symbol.for('astro:renderer')`, which Astro's own `__astro_tag_component__` sets.
 */
import type { AstroIntegration } from 'astro';

/** An island's module: src/islands/Name.tsx (its parts, under src/islands/parts/, are not islands). */
export const ISLAND_MODULE = /[\\/]src[\\/]islands[\\/][A-Z]\w*\.tsx$/;

/** How every island exports its component. */
const DEFAULT_EXPORT = /^export default function ([A-Z]\w*)\(/m;

/** The island's source with the tag after it; undefined when it does not export `default function Name(`. */
export function tagIsland(source: string): string | undefined {
  const name = DEFAULT_EXPORT.exec(source)?.[1];
  if (!name) return undefined;
  return `${source}\nObject.defineProperty(${name}, Symbol.for('astro:renderer'), { value: '@astrojs/react' });\n`;
}

interface TransformContext {
  environment?: { config?: { consumer?: string } };
  error(message: string): never;
}

/** The integration: a Vite plugin that tags each island module of the server's (and prerender's) build. */
export function tagReactIslands(): AstroIntegration {
  const plugin = {
    name: 'shop:tag-react-islands',
    enforce: 'pre' as const,
    transform(this: TransformContext, code: string, id: string) {
      if (this.environment?.config?.consumer !== 'server' || !ISLAND_MODULE.test(id.split('?')[0] ?? id))
        return undefined;
      const tagged = tagIsland(code);
      if (tagged === undefined)
        this.error(`${id}: an island exports its component as \`export default function Name(\``);
      return { code: tagged, map: null };
    },
  };
  return {
    name: 'shop:tag-react-islands',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
