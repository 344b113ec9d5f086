import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { consentOfAnswer } from '../../domain/cookie-consent.ts';
import { ensureSession } from '../auth/session.ts';
import { sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { valid } from '../http/validate.ts';

/** The answer: none ('all'), or { consent: 'all' | 'necessary' } and nothing else. */
const consentBody = z.unknown().transform((body, ctx) => {
  const consent = consentOfAnswer(body);
  if (consent) return { consent };
  ctx.addIssue({ code: 'custom', message: 'api.badRequest' });
  return z.NEVER;
});

/**
 * POST /cookies: the shopper answered the cookie notice; remember it for the session. No body is
 * SPEC §7's call (closing the notice accepts); { consent: 'necessary' } is 'Reddet'.
 */
export const cookieRoutes = new Hono<AppEnv>().post('/', valid('json', consentBody), async (c) => {
  const { consent } = c.req.valid('json');
  const session = await ensureSession(c);
  await c
    .get('db')
    .update(sessions)
    .set({ cookiesAccepted: true, cookieConsent: consent })
    .where(eq(sessions.tokenHash, session.tokenHash));
  return c.json({ cookiesAccepted: true, cookieConsent: consent });
});
