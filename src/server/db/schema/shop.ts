import { boolean, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { decimal } from './columns.ts';

/** Shop settings as the old product's key/value strings (flags are '0' / '1'). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The store itself: one row (id 1). socialMedia is the five-part flagged string of SPEC §3. */
export const store = pgTable('store', {
  id: smallint('id').primaryKey().default(1),
  name: text('name').notNull(),
  url: text('url').notNull(),
  whatsapp: text('whatsapp').notNull().default(''),
  whatsappControl: boolean('whatsapp_control').notNull().default(false),
  socialMedia: text('social_media').notNull().default(''),
  // The seller as the Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi name it.
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  mersisNo: text('mersis_no').notNull().default(''),
  taxOffice: text('tax_office').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
});

/** Banks offering card installments (Bonus, World, ...), with their virtual POS plans. */
export const bankPos = pgTable('bank_pos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cardFamily: text('card_family').notNull(),
  logo: text('logo').notNull().default(''),
});

/** Installment plans per bank: installment count and commission percent. */
export const posPlans = pgTable('pos_plans', {
  id: serial('id').primaryKey(),
  bankPosId: integer('bank_pos_id')
    .notNull()
    .references(() => bankPos.id, { onDelete: 'cascade' }),
  installment: smallint('installment').notNull(),
  commissionFee: decimal('commission_fee', 5, 2).notNull(),
});
