import { Hono } from 'hono';
import { z } from 'zod';
import { cities } from '../../data/cities.ts';
import { countries } from '../../data/countries.ts';
import { districtsOf } from '../../data/districts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { valid } from '../http/validate.ts';

const DAY = 'public, max-age=86400';

/** A province's plate number, 1 to 81, in one or two digits. */
const provinceParam = z.object({
  key: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .refine((key) => key >= 1 && key <= 81),
});

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
  .get('/cities/:key/districts', valid('param', provinceParam, { status: 404, key: 'api.notFound' }), (c) => {
    c.header('cache-control', DAY);
    return c.json(districtsOf(c.req.valid('param').key));
  });
