import { Hono } from 'hono';
import { loadSettings } from '../catalog/settings-repo.ts';
import { store } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The store and the shop settings the islands read (nothing secret is in either). */
export const storeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const [row] = await c.var.db.select().from(store).limit(1);
  const settings = await loadSettings(c.var.db);
  return c.json({
    store: row
      ? {
          name: row.name,
          url: row.url,
          whatsapp: row.whatsapp,
          whatsappControl: row.whatsappControl,
          socialMedia: row.socialMedia,
        }
      : null,
    settings,
  });
});
