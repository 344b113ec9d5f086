import { Hono } from 'hono';
import type { ShopInfo } from '../../contract/settings.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { store } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { appliedSettings } from '../payment/card-availability.ts';

/** The store (with the seller's legal data the agreements name) and the shop settings (nothing secret). */
export const storeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const [row] = await c.get('db').select().from(store).limit(1);
  const settings = appliedSettings(await loadSettings(c.get('db')), c.get('payment'));
  return c.json({
    store: row
      ? {
          name: row.name,
          url: row.url,
          whatsapp: row.whatsapp,
          whatsappControl: row.whatsappControl,
          socialMedia: row.socialMedia,
          seller: {
            legalName: row.legalName,
            address: row.address,
            phone: row.phone,
            email: row.email,
            mersisNo: row.mersisNo,
            taxOffice: row.taxOffice,
            taxNumber: row.taxNumber,
          },
        }
      : null,
    settings,
  } satisfies ShopInfo);
});
