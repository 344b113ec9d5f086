import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ensureSession } from '../auth/session.ts';
import { sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';

/** POST /cookies: the shopper closed the cookie notice; remember it for the session. */
export const cookieRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const session = await ensureSession(c);
  await c.var.db
    .update(sessions)
    .set({ cookiesAccepted: true })
    .where(eq(sessions.tokenHash, session.tokenHash));
  return c.json({ cookiesAccepted: true });
});
