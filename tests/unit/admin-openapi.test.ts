import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { adminOpenApi } from '../../src/server/admin/openapi.ts';
import type { Database } from '../../src/server/db/client.ts';

interface Doc {
  openapi: string;
  components: { schemas: Record<string, object> };
  paths: Record<string, Record<string, { responses: object; security?: object[] }>>;
}

describe('the OpenAPI document of /api/admin', () => {
  const doc = adminOpenApi() as Doc;
  // Hono lists a route once per handler: each call once, its path in the document's spelling.
  const routes = [
    ...new Set(
      createAdminApi({} as Database)
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path.replace(/^\/api\/admin/, '').replace(/:(\w+)/g, '{$1}') || '/'}`),
    ),
  ].map((r) => r.replace(/ \/$/, ' /'));

  test('names every call the API serves, and no other', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const served = routes.map((r) => r.replace(/^(\w+) (\/[^ ]*?)\/$/, '$1 $2'));
    expect(documented.sort()).toEqual(served.sort());
  });

  test('is OpenAPI 3.1 whose schemas compile as JSON Schema 2020-12, every reference resolved', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
    addFormats.default(ajv);
    // OpenAPI's own keyword beside JSON Schema's.
    ajv.addKeyword('example');
    // The document's own container of the schemas.
    ajv.addKeyword('components');
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const text = JSON.stringify(doc.paths).replaceAll('"#/components/', '"doc#/components/');
    const refs = [...text.matchAll(/"\$ref":"(doc#\/components\/schemas\/\w+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) expect(() => ajv.compile({ $ref: ref }), ref).not.toThrow();
  });

  test('every call but the sign-in and the document itself asks for a key or a staff session', () => {
    const open = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.security !== undefined && op.security.length === 0)
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    expect(open.sort()).toEqual(['GET /openapi.json', 'POST /auth/login']);
  });
});
