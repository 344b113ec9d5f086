/**
 * The shape of a translator, for the few domain rules that write text (the agreements): the caller
 * hands in the dictionaries' `t` from src/i18n, so the domain depends on no dictionary. K is the
 * union of the text keys the rule uses; passing `t` checks at compile time that each one exists.
 */
import type { Locale } from './locale.ts';

/** The text for a key in a locale, with {name} placeholders filled from params. */
export type Translator<K extends string> = (locale: Locale, key: K, params?: object) => string;
