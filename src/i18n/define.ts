/** A section of the dictionaries: Turkish texts (exactly as SPEC writes them) and their English twins. */
export interface TextSection<K extends string> {
  readonly tr: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

/** Declares a section; English must name every Turkish key and nothing else. */
// No side effects: a bundle that never reads a section drops it.
/* @__NO_SIDE_EFFECTS__ */
export function defineTexts<const T extends Record<string, string>>(
  tr: T,
  en: Record<keyof T & string, string>,
): TextSection<keyof T & string> {
  return { tr, en };
}
