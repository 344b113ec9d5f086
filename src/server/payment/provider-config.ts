/**
 * Which payment provider card payments go to, from configuration. The test virtual POS approves the
 * test cards the README publishes, so it answers only where it is chosen: by PAYMENT_PROVIDER=test,
 * or by default on the embedded quick start (no DATABASE_URL). A shop on PostgreSQL without a
 * provider offers no card payment at all.
 *
 * | PAYMENT_PROVIDER | DATABASE_URL | provider |
 * | --- | --- | --- |
 * | unset or empty | unset (PGlite quick start) | test |
 * | unset or empty | set | none |
 * | test | any | test |
 * | none | any | none |
 * | anything else | any | start-up error |
 */
import type { PaymentProvider } from './provider.ts';
import { TestVirtualPos } from './test-virtual-pos.ts';

/** The providers the shop knows. */
export const PAYMENT_PROVIDERS = ['test', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A PAYMENT_PROVIDER the shop does not know: its message is the one line npm start prints. */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';
}

/** The provider configuration chooses (see the table above); throws PaymentConfigError on an unknown name. */
export function paymentProviderName(env: NodeJS.ProcessEnv = process.env): PaymentProviderName {
  const named = (env.PAYMENT_PROVIDER ?? '').trim().toLowerCase();
  if (named === '') return env.DATABASE_URL?.trim() ? 'none' : 'test';
  const known = PAYMENT_PROVIDERS.find((p) => p === named);
  if (!known) {
    throw new PaymentConfigError(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, not "${env.PAYMENT_PROVIDER}"`,
    );
  }
  return known;
}

/** The provider the API takes card payments with, or null when card payment is off. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  return paymentProviderName(env) === 'test' ? new TestVirtualPos() : null;
}
