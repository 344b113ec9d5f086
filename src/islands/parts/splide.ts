/**
 * Splide's React carousel component, typed. @splidejs/react-splide works with React 19, but its package
 * exports name no `types` condition (TypeScript cannot find its declarations), and those
 * declarations use React 18's global JSX namespace. So it is imported here, once, and re-exported
 * with the types of what this shop uses; the options type comes from @splidejs/splide, which does
 * export its types.
 */

// @ts-expect-error TS7016: the package's exports have no `types` condition (see above).
import * as untyped from '@splidejs/react-splide';
import type { Options, Splide as SplideCore } from '@splidejs/splide';
import type { AriaAttributes, ComponentType, ReactNode } from 'react';

export type { Options as SplideOptions };

/** Props of the carousel root (SplideProps of @splidejs/react-splide, the parts used here). */
export interface SplideProps extends AriaAttributes {
  id?: string;
  className?: string;
  role?: string;
  options?: Options;
  /** false: the children hold the track, arrows and toggle themselves. */
  hasTrack?: boolean;
  tag?: 'div' | 'section' | 'header' | 'footer' | 'nav';
  onMounted?: (splide: SplideCore) => void;
  children?: ReactNode;
}

const components = untyped as { Splide: ComponentType<SplideProps> };

/**
 * The carousel root. With hasTrack={false} its children hold the track (.splide__track >
 * .splide__list > .splide__slide), the arrows and the autoplay toggle, so the server renders the
 * same markup Splide then takes over.
 */
export const Splide = components.Splide;
