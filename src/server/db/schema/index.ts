export * from './catalog.ts';
export * from './customers.ts';
export * from './mail.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './rate-limits.ts';
export * from './shop.ts';
export * from './staff.ts';
