import { sql } from 'drizzle-orm';
import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../../../domain/catalog/search-text.ts';

/** Money column: integer minor units (kuruş, cent), never floating point. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A decimal quantity, multiplier or dimension; drizzle returns it as exact decimal text. */
export const decimal = (name: string, precision = 14, scale = 3) => numeric(name, { precision, scale });

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
