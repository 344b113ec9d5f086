/**
 * One copy of each repeated value of a catalog file (issue 16: an import of 200,000 rows in under
 * 1 GB). Every cell a file reader hands over is a new string, so 177,000 products naming one brand,
 * category path, unit or size hold 177,000 copies of it: about a third of the checked products'
 * memory. The pool gives back the first copy of an equal value, and one shared list per category
 * cell. It holds at most `limit` values; once full it hands values back as they are (a file whose
 * values do not repeat gains nothing from a pool anyway).
 */
export class TextPool {
  private readonly texts = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();
  private readonly limit: number;

  constructor(limit = 50_000) {
    this.limit = limit;
  }

  /** The pool's copy of `text` (text itself the first time). */
  text(text: string): string {
    const pooled = this.texts.get(text);
    if (pooled !== undefined) return pooled;
    if (this.texts.size < this.limit) this.texts.set(text, text);
    return text;
  }

  /**
   * The list `read` makes of `text`, made once per distinct text and shared (frozen: no holder may
   * change what the others see). Its items are pooled too.
   */
  list(text: string, read: (text: string) => string[]): readonly string[] {
    const pooled = this.lists.get(text);
    if (pooled !== undefined) return pooled;
    const list = Object.freeze(read(text).map((item) => this.text(item)));
    if (this.lists.size < this.limit) this.lists.set(text, list);
    return list;
  }
}
