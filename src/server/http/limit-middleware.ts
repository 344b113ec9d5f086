import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { type LimitCheck, type LimitMessage, limitAttempt } from './attempt-limits.ts';

/**
 * An attempt limit as a step of a route (attempt-limits.ts): the call is counted against `checks`
 * where the step stands among the others, and a full count answers 429 with `message`.
 */
export function limited(checks: (c: Context<AppEnv>) => readonly LimitCheck[], message: LimitMessage) {
  return createMiddleware<AppEnv>(async (c, next) => (await limitAttempt(c, checks(c), message)) ?? next());
}
