/**
 * The OpenAPI 3.1 document of /api/admin (GET /api/admin/openapi.json): every call of the back
 * office and the integration API, its parameters, bodies and answers. The answers' and bodies'
 * schemas come from the zod schemas the server checks and answers with (openapi-schemas.ts,
 * admin-inputs.ts), so the document says what the server does.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../domain/checkout/payment-methods.ts';
import { ORDER_FILTER_FIELDS, ORDER_PAGE_DEFAULT, ORDER_PAGE_MAX } from '../../domain/orders/order-filter.ts';
import { ORDER_STAGES } from '../../domain/orders/order-stage.ts';
import { noteBody, shipmentBody, stockBody } from './admin-inputs.ts';
import { adminSchemas } from './openapi-schemas.ts';

adminSchemas.add(shipmentBody, { id: 'ShipmentBody' });
adminSchemas.add(noteBody, { id: 'OrderNoteBody' });
adminSchemas.add(stockBody, { id: 'StockList' });

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const refusal = { default: json('Error', 'A refusal: its status, Turkish message and key.') };
const orderNo = {
  name: 'orderNo',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,40}$' },
  description: 'The order number (SP…).',
} as const;
const form = (fields: readonly string[], optional: readonly string[] = []) => ({
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: Object.fromEntries([...fields, ...optional].map((f) => [f, { type: 'string' }])),
        required: [...fields],
      },
    },
  },
});
const jsonBody = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } });

/** What each order-list filter takes (domain/orders/order-filter.ts). */
const FILTERS: Record<(typeof ORDER_FILTER_FIELDS)[number], { schema: object; description: string }> = {
  status: { schema: { type: 'string', enum: [...ORDER_STAGES] }, description: "The order's stage." },
  method: { schema: { type: 'string', enum: [...PAYMENT_METHODS] }, description: 'The payment method.' },
  since: {
    schema: { type: 'string' },
    description:
      'Placed at or after: an ISO 8601 date (midnight in Türkiye) or date-time with zone. Lists oldest first.',
  },
  until: { schema: { type: 'string' }, description: 'Placed before (as `since`).' },
  customer: { schema: { type: 'string' }, description: "The customer's number, or part of their e-mail." },
  orderNo: { schema: { type: 'string' }, description: 'One order number.' },
  cursor: { schema: { type: 'string' }, description: 'The `next` of the previous page.' },
  limit: {
    schema: { type: 'integer', minimum: 1, maximum: ORDER_PAGE_MAX, default: ORDER_PAGE_DEFAULT },
    description: 'Orders per page.',
  },
};

let built: object | undefined;

/** The document (built once). */
export function adminOpenApi(): object {
  if (built) return built;
  const { schemas } = z.toJSONSchema(adminSchemas, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]),
  );
  const secured = [{ apiKey: [] }, { staffSession: [] }];
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Mağaza yönetim ve entegrasyon API’si (/api/admin)',
      version: '1',
      description:
        'The back office’s calls and the integration API for the ERP. A program sends an API key made with ' +
        '`npm run apikey:add` as `Authorization: Bearer tk_…` (a read key reads; a write key also changes ' +
        'orders and stock); the back office uses the staff session cookie of POST /auth/login. Every refusal ' +
        'answers `{ error: { messages: { type }, key } }`; state changes from a browser must come from the ' +
        'shop’s origin. Amounts are in major units of the order’s currency; times in UTC.',
    },
    servers: [{ url: '/api/admin' }],
    security: secured,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An integration API key (tk_…).' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'staff',
          description: '`__Host-staff` on https.',
        },
      },
    },
    paths: {
      '/auth/login': {
        post: {
          summary: 'Staff sign-in',
          security: [],
          description:
            "An account with two-step verification on also sends `code` (the app's six digits): without it the " +
            'answer is 401 `admin.totpRequired`, with a wrong one 401 `admin.totpWrongCode`.',
          requestBody: form(['email', 'password'], ['code']),
          responses: { '200': json('StaffAnswer', 'Signed in; the session cookie is set.'), ...refusal },
        },
      },
      '/auth/me': {
        get: {
          summary: 'The signed-in staff member',
          security: [{ staffSession: [] }],
          responses: { '200': json('StaffAnswer', 'The staff member.'), ...refusal },
        },
      },
      '/auth/password': {
        post: {
          summary: 'Change the password (a one-time password first of all)',
          security: [{ staffSession: [] }],
          requestBody: form(['currentPassword', 'password']),
          responses: { '200': json('StaffAnswer', 'Changed; other sessions ended.'), ...refusal },
        },
      },
      '/auth/totp/setup': {
        post: {
          summary: 'Start two-step verification: a new secret, shown once',
          security: [{ staffSession: [] }],
          responses: { '200': json('TotpSetupAnswer', 'The secret and its otpauth:// address.'), ...refusal },
        },
      },
      '/auth/totp/enable': {
        post: {
          summary: 'Turn two-step verification on with a code from the app',
          security: [{ staffSession: [] }],
          requestBody: form(['code']),
          responses: { '200': json('StaffAnswer', 'On: sign-ins need a code from now on.'), ...refusal },
        },
      },
      '/auth/totp/disable': {
        post: {
          summary: 'Turn two-step verification off (the password and a current code)',
          security: [{ staffSession: [] }],
          requestBody: form(['currentPassword', 'code']),
          responses: { '200': json('StaffAnswer', 'Off.'), ...refusal },
        },
      },
      '/auth/logout': {
        post: {
          summary: 'Sign out',
          security: [{ staffSession: [] }],
          responses: { '200': { description: 'Signed out.' }, ...refusal },
        },
      },
      '/staff': {
        get: {
          summary: 'The staff (owners)',
          security: [{ staffSession: [] }],
          responses: { '200': json('StaffList', 'Every staff account.'), ...refusal },
        },
      },
      '/audit-log': {
        get: {
          summary: 'The audit log (owners), newest first',
          security: [{ staffSession: [] }],
          parameters: [
            {
              name: 'action',
              in: 'query',
              required: false,
              schema: { type: 'string' },
              description: "'order.ship', 'staff.signIn'…",
            },
            {
              name: 'target',
              in: 'query',
              required: false,
              schema: { type: 'string' },
              description: "'order:SP…', 'staff:3'…",
            },
            {
              name: 'outcome',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: ['done', 'refused'] },
            },
            {
              name: 'cursor',
              in: 'query',
              required: false,
              schema: { type: 'string' },
              description: 'The `next` of the previous page.',
            },
            {
              name: 'limit',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            },
          ],
          responses: { '200': json('AuditLogPage', 'A page of entries.'), ...refusal },
        },
      },
      '/orders': {
        get: {
          summary: 'Orders, a page at a time',
          description:
            'Newest first; with `since` oldest first, for an ERP polling for new orders to invoice.',
          parameters: ORDER_FILTER_FIELDS.map((name) => ({
            name,
            in: 'query',
            required: false,
            ...FILTERS[name],
          })),
          responses: { '200': json('OrderPage', 'A page of orders.'), ...refusal },
        },
      },
      '/orders/{orderNo}': {
        get: {
          summary: 'One order, with its card payment attempts and internal notes',
          parameters: [orderNo],
          responses: { '200': json('OrderDetail', 'The order.'), ...refusal },
        },
      },
      '/orders/{orderNo}/payment-received': {
        post: {
          summary: 'The Havale-EFT transfer arrived (write)',
          description: 'Only while the order awaits its transfer; a second confirmation is refused (409).',
          parameters: [orderNo],
          responses: { '200': json('OrderActionAnswer', 'Paid.'), ...refusal },
        },
      },
      '/orders/{orderNo}/shipments': {
        post: {
          summary: 'Hand product lines to a carrier (write)',
          description:
            "The customer's order shows 'Kargoya Verildi' with the tracking link. The same carrier and number " +
            'on the same lines again is the same shipment (200, `repeated`); a line in another parcel is refused.',
          parameters: [orderNo],
          requestBody: jsonBody('ShipmentBody'),
          responses: {
            '201': json('ShipmentAnswer', 'Recorded.'),
            '200': json('ShipmentAnswer', 'Recorded before: nothing changed.'),
            ...refusal,
          },
        },
      },
      '/orders/{orderNo}/delivered': {
        post: {
          summary: 'Every parcel reached the customer (write)',
          description: "Lights 'Teslim Edildi'; a Kapıda Ödeme order becomes paid.",
          parameters: [orderNo],
          responses: { '200': json('DeliveredAnswer', 'Delivered.'), ...refusal },
        },
      },
      '/orders/{orderNo}/cancel': {
        post: {
          summary: 'Cancel before shipping (write)',
          description:
            'Stock back; a card charge voided the same day or refunded later through the payment provider ' +
            '(502 when it cannot be, the order stands); a transfer received is owed back (refund_due).',
          parameters: [orderNo],
          responses: { '200': json('OrderActionAnswer', 'Cancelled.'), ...refusal },
        },
      },
      '/orders/{orderNo}/notes': {
        post: {
          summary: 'An internal note (write)',
          parameters: [orderNo],
          requestBody: jsonBody('OrderNoteBody'),
          responses: { '201': json('OrderNote', 'Added.'), ...refusal },
        },
      },
      '/stock': {
        put: {
          summary: 'Stock and prices from the ERP (write)',
          description:
            'Checked item by item under the stock file’s rules and written only where it changes; a list with ' +
            'an error is refused whole (400, each problem by item). At most 1 MiB.',
          requestBody: jsonBody('StockList'),
          responses: {
            '200': json('StockUpdateAnswer', 'Products changed and products already so.'),
            '400': {
              description:
                'A list the stock rules refuse (with its problems; nothing written), or malformed.',
              content: { 'application/json': { schema: { oneOf: [ref('StockRefusal'), ref('Error')] } } },
            },
            ...refusal,
          },
        },
      },
      '/openapi.json': {
        get: {
          summary: 'This document',
          security: [],
          responses: { '200': { description: 'The OpenAPI document.' } },
        },
      },
    },
  };
  return built;
}
