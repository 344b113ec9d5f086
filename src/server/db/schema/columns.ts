import { sql } from 'drizzle-orm';
import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../../../domain/catalog/search-text.ts';

/** Money column: integer minor units (kuruş, cent), never floating point. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A decimal quantity, multiplier or dimension; drizzle returns it as exact decimal text. */
export const decimal = (name: string, precision = 14, scale = 3) => numeric(name, { precision, scale });

/**
 * A cart or order line's quantity in its unit: whole for ADET or KOLİ, up to three decimals for a
 * divisible unit (2,5 KG; domain/catalog/divisible-units.ts). Read as a number: three decimals up to
 * 10.000 are exact in a double, and the arithmetic on them goes through exact.ts.
 */
export const lineQuantity = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/** Creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Maps the Turkish alphabet (A B C Ç D E F G Ğ H I İ J K L M N O Ö P Q R S Ş T U Ü V W X Y Z), in either
// case, onto consecutive bytes 'A'..'`', so that ORDER BY ... COLLATE "C" sorts in Turkish order on
// PGlite (whose ICU has no Turkish data) and PostgreSQL alike. â î û sort as a i u.
const SORT_FROM = 'AaBbCcÇçDdEeFfGgĞğHhIıİiJjKkLlMmNnOoÖöPpQqRrSsŞşTtUuÜüVvWwXxYyZzÂâÎîÛû';
const SORT_TO = 'AABBCCDDEEFFGGHHIIJJKKLLMMNNOOPPQQRRSSTTUUVVWWXXYYZZ[[\\\\]]^^__``AALLZZ';

/** SQL expression: the Turkish sort key of a text column (see SORT_FROM). */
export const turkishSortKey = (column: string) =>
  sql.raw(`translate(${column}, '${SORT_FROM}', '${SORT_TO}')`);

/** SQL expression: the search-folded text of an expression (src/domain/search-text.ts). */
export const searchFold = (expr: string) => sql.raw(`translate(${expr}, '${FOLD_FROM}', '${FOLD_TO}')`);
