import { Hono } from 'hono';
import { cities } from '../../data/cities.ts';
import { countries } from '../../data/countries.ts';
import { districtsOf } from '../../data/districts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';

const DAY = 'public, max-age=86400';

/** Reference data for the address forms: countries, provinces, a province's districts. */
export const referenceRoutes = new Hono<AppEnv>()
  .get('/countries', (c) => {
    c.header('cache-control', DAY);
    return c.json(countries);
  })
  .get('/cities', (c) => {
    c.header('cache-control', DAY);
    return c.json(cities);
  })
  .get('/cities/:key/districts', (c) => {
    const key = c.req.param('key');
    if (!/^\d{1,2}$/.test(key) || Number(key) < 1 || Number(key) > 81)
      return apiError(c, 404, 'api.notFound');
    c.header('cache-control', DAY);
    return c.json(districtsOf(Number(key)));
  });
