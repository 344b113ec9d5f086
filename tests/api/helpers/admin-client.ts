/**
 * A client of /api/admin whose every answer is checked against the OpenAPI document the API serves
 * (GET /api/admin/openapi.json): its operation, its status (or the default refusal) and its body's
 * schema. An answer the document does not describe fails the test that got it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { createAdminApi } from '../../../src/server/admin/admin-api.ts';
import { apiClient } from './client.ts';

type AdminApi = ReturnType<typeof createAdminApi>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  components: object;
  paths: Record<string, Record<string, Operation>>;
}

const checkers = new WeakMap<
  AdminApi,
  Promise<(method: string, path: string, status: number, body: unknown) => string[]>
>();

/** The check of answers against the document `admin` serves. */
function checkerOf(admin: AdminApi) {
  let checker = checkers.get(admin);
  if (!checker) {
    checker = (async () => {
      const res = await admin.request('http://shop.test/api/admin/openapi.json');
      const doc = (await res.json()) as Document;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({ $id: 'doc', components: doc.components });
      const compiled = new Map<string, ValidateFunction>();
      const operations = Object.entries(doc.paths).map(([template, methods]) => ({
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        methods,
      }));
      return (method: string, path: string, status: number, body: unknown) => {
        const at = path.split('?')[0] ?? path;
        const operation = operations.find((o) => o.pattern.test(at))?.methods[method.toLowerCase()];
        if (!operation) return [`${method} ${at} is not in the document`];
        const answer = operation.responses[String(status)] ?? operation.responses.default;
        if (!answer) return [`${method} ${at} has no answer ${status} in the document`];
        const schema = answer.content?.['application/json']?.schema;
        if (!schema) return [];
        // The document's references, to the components added as 'doc'.
        const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
        let validate = compiled.get(text);
        if (!validate) {
          validate = ajv.compile(JSON.parse(text));
          compiled.set(text, validate);
        }
        return validate(body)
          ? []
          : (validate.errors ?? []).map((e) => `${method} ${at} ${status}: ${e.instancePath} ${e.message}`);
      };
    })();
    checkers.set(admin, checker);
  }
  return checker;
}

/**
 * A client of /api/admin (apiClient with base /api/admin) with an API key or none (then its session
 * cookie, after POST /auth/login), each answer checked against the OpenAPI document.
 */
export function adminClient(admin: AdminApi, key?: string) {
  const client = apiClient(admin, 'http://shop.test', { base: '/api/admin' });
  const auth: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  async function request(method: string, path: string, init: Parameters<typeof client.request>[2] = {}) {
    const res = await client.request(method, path, { ...init, headers: { ...auth, ...init.headers } });
    const check = await checkerOf(admin);
    expect(check(method, path, res.status, res.data)).toEqual([]);
    return res;
  }
  return {
    request,
    get: (path: string) => request('GET', path),
    post: (path: string, json?: unknown) => request('POST', path, json === undefined ? {} : { json }),
    form: (path: string, form: Record<string, string>) => request('POST', path, { form }),
    put: (path: string, json: unknown) => request('PUT', path, { json }),
  };
}
