/** SPEC §4 Comments: an edited review replaces the one with its id in a list (own or product list). */

/**
 * The list with the saved review in place of the one with its id (its other fields, such as the
 * product, kept); every other review, and the order, stay as they were. A review not in the list
 * leaves it unchanged.
 */
export function replaceReview<T extends { readonly id: number }>(
  items: readonly T[],
  saved: { readonly id: number } & Partial<T>,
): T[] {
  return items.map((r) => (r.id === saved.id ? { ...r, ...saved } : r));
}
