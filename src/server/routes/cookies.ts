import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { consentOfAnswer } from '../../domain/cookie-consent.ts';
import { ensureSession } from '../auth/session.ts';
import { sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { jsonBody } from '../http/parse.ts';

/**
 * POST /cookies: the shopper answered the cookie notice; remember it for the session. No body is
 * SPEC §7's call (closing the notice accepts); { consent: 'necessary' } is 'Reddet'.
 */
export const cookieRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const consent = consentOfAnswer(jsonBody(c));
  if (!consent) return apiError(c, 400, 'api.badRequest');
  const session = await ensureSession(c);
  await c.var.db
    .update(sessions)
    .set({ cookiesAccepted: true, cookieConsent: consent })
    .where(eq(sessions.tokenHash, session.tokenHash));
  return c.json({ cookiesAccepted: true, cookieConsent: consent });
});
