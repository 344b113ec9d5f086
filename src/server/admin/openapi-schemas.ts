/**
 * The /api/admin answers as JSON Schema, for the OpenAPI document (openapi.ts): zod schemas in one
 * registry, each named as in src/contract (admin.ts, admin-orders.ts, admin-stock.ts). A type check
 * below keeps each equal to its contract type, so the document cannot drift from what the server
 * answers; tests/api validates the answers against the document as well.
 */
import { z } from 'zod';
import type { AuditLogPage, StaffAnswer, StaffListAnswer, TotpSetupAnswer } from '../../contract/admin.ts';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderPage,
  DeliveredAnswer,
  OrderActionAnswer,
  ShipmentAnswer,
} from '../../contract/admin-orders.ts';
import type { StockProblem, StockUpdateAnswer } from '../../contract/admin-stock.ts';
import { ERROR_KEYS } from '../../contract/errors.ts';
import { STAFF_ROLES } from '../../domain/admin/staff-rules.ts';
import { PAYMENT_METHODS } from '../../domain/checkout/payment-methods.ts';
import { ORDER_STAGES } from '../../domain/orders/order-stage.ts';

/** The named schemas of the document's components. */
export const adminSchemas = z.registry<{ id: string; description?: string }>();

const time = z.iso.datetime();
const nullableTime = time.nullable();

const errorBody = z
  .strictObject({
    error: z.strictObject({
      messages: z.strictObject({ type: z.string() }),
      key: z.enum(ERROR_KEYS),
    }),
  })
  .register(adminSchemas, {
    id: 'Error',
    description: "A refusal: the Turkish message (SPEC §7's shape) and the error's key.",
  });

const stockProblem = z
  .strictObject({
    item: z.int().min(1),
    code: z.string().nullable(),
    field: z.string().nullable(),
    key: z.string(),
    message: z.string(),
  })
  .register(adminSchemas, { id: 'StockProblem' });

const stockRefusal = z
  .strictObject({ error: errorBody.shape.error, problems: z.array(stockProblem) })
  .register(adminSchemas, {
    id: 'StockRefusal',
    description: 'A refused stock list: every problem by item.',
  });

const stockUpdateAnswer = z
  .strictObject({ updated: z.int().min(0), unchanged: z.int().min(0) })
  .register(adminSchemas, { id: 'StockUpdateAnswer' });

const staffView = z
  .strictObject({
    id: z.int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    passwordMustChange: z.boolean(),
    totpEnabled: z.boolean(),
  })
  .register(adminSchemas, { id: 'Staff' });
const auditEntry = z
  .strictObject({
    id: z.int(),
    at: time,
    via: z.enum(['command', 'back-office', 'api-key']),
    staff: z.strictObject({ id: z.int(), name: z.string() }).nullable(),
    apiKey: z.strictObject({ id: z.int(), name: z.string() }).nullable(),
    action: z.string().describe("What was done, as '<subject>.<verb>': 'order.ship', 'staff.add'."),
    target: z.string().nullable().describe("What it was done to: 'order:SP261128100001', 'staff:3'."),
    before: z.unknown(),
    after: z.unknown(),
    outcome: z.enum(['done', 'refused']),
  })
  .register(adminSchemas, { id: 'AuditEntry' });
const auditPage = z
  .strictObject({ entries: z.array(auditEntry), next: z.string().nullable() })
  .register(adminSchemas, { id: 'AuditLogPage' });
const totpSetup = z
  .strictObject({
    secret: z.string().describe('Base32, for typing into an authenticator app; shown this once.'),
    address: z.string().describe('The otpauth:// address a QR code carries.'),
  })
  .register(adminSchemas, { id: 'TotpSetupAnswer' });
const staffAnswer = z.strictObject({ staff: staffView }).register(adminSchemas, { id: 'StaffAnswer' });
const staffList = z
  .strictObject({ staff: z.array(staffView.extend({ createdAt: time })) })
  .register(adminSchemas, { id: 'StaffList' });

const orderLine = z
  .strictObject({
    line: z
      .int()
      .min(1)
      .nullable()
      .describe("The product line's position (1 = first); null for the shipping charge."),
    productId: z.int(),
    code: z.string(),
    name: z.string(),
    quantity: z.number(),
    unit: z.string(),
    multiplier: z.number(),
    unitPrice: z.number().describe('Without KDV, in the order currency.'),
    taxRate: z.number(),
    lineNet: z.number(),
    lineTax: z.number(),
    lineTotal: z.number(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shippedAt: nullableTime,
  })
  .register(adminSchemas, { id: 'OrderLine' });

const part = z.string().optional();
const orderAddress = z
  .strictObject({
    text: z.string().describe("The address as frozen on the order: 'Label:value' parts joined by '|'."),
    addressTitle: part,
    name: part,
    invoiceType: z.enum(['bireysel', 'kurumsal']).optional(),
    address: part,
    town: part,
    city: part,
    country: part,
    number: part.describe('The phone number.'),
    idNumber: part.describe('T.C. Kimlik No of an individual invoice.'),
    companyName: part,
    taxOffice: part,
    taxNumber: part.describe('Vergi No of a corporate invoice.'),
  })
  .register(adminSchemas, { id: 'OrderAddress' });

const stage = z.enum(ORDER_STAGES).register(adminSchemas, { id: 'OrderStage' });

const order = z
  .strictObject({
    orderNo: z.string(),
    date: time,
    stage,
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    odemeTipi: z.int().describe('SPEC §3: 2 card, 3 Kapıda Ödeme, 4 Havale-EFT.'),
    paymentStatus: z.string(),
    currency: z.string(),
    exchangeRate: z.number(),
    subTotal: z.number(),
    tax: z.number(),
    shippingTotal: z.number(),
    cashOnDeliveryFee: z.number(),
    commission: z.number(),
    total: z.number(),
    tryTotal: z.number().describe('The total in Turkish lira.'),
    customer: z.strictObject({ id: z.int(), email: z.string(), name: z.string() }),
    description: z.string(),
    invoiceAddress: orderAddress,
    deliveryAddress: orderAddress,
    lines: z.array(orderLine),
    cancelledAt: nullableTime,
    cancelReason: z.string().nullable(),
    deliveredAt: nullableTime,
  })
  .register(adminSchemas, { id: 'Order' });

const orderNote = z
  .strictObject({ id: z.int(), author: z.string(), text: z.string(), createdAt: time })
  .register(adminSchemas, { id: 'OrderNote' });

const paymentAttempt = z
  .strictObject({
    id: z.int(),
    status: z.string(),
    amount: z.number(),
    currency: z.string(),
    installment: z.int(),
    card: z.string().describe('The first six and last four digits: 454360******4242.'),
    failureKey: z.string().nullable(),
    createdAt: time,
    approvedAt: nullableTime,
    reversal: z.string().nullable(),
    reversedAt: nullableTime,
  })
  .register(adminSchemas, { id: 'PaymentAttempt' });

const orderDetail = order
  .extend({
    paymentAttempts: z.array(paymentAttempt),
    notes: z.array(orderNote),
    agreementsApprovedAt: nullableTime,
  })
  .register(adminSchemas, { id: 'OrderDetail' });

const orderPage = z
  .strictObject({
    orders: z.array(order),
    next: z.string().nullable().describe('The `cursor` of the next page; null on the last.'),
  })
  .register(adminSchemas, { id: 'OrderPage' });

const actionAnswer = z
  .strictObject({ orderNo: z.string(), stage, paymentStatus: z.string() })
  .register(adminSchemas, { id: 'OrderActionAnswer' });

const deliveredAnswer = actionAnswer
  .extend({ deliveredAt: time })
  .register(adminSchemas, { id: 'DeliveredAnswer' });

const shipmentAnswer = actionAnswer
  .extend({
    carrier: z.string(),
    trackingNumber: z.string(),
    trackingUrl: z.string(),
    lines: z.array(z.strictObject({ line: z.int(), code: z.string(), name: z.string() })),
    repeated: z.boolean().describe('The same shipment was recorded before: nothing changed.'),
  })
  .register(adminSchemas, { id: 'ShipmentAnswer' });

/** The answers' schemas, by their names in the document. */
export const answerSchemas = {
  errorBody,
  stockRefusal,
  stockUpdateAnswer,
  staffAnswer,
  staffList,
  auditPage,
  totpSetup,
  order,
  orderDetail,
  orderPage,
  actionAnswer,
  deliveredAnswer,
  shipmentAnswer,
} as const;

// Each schema's type is its contract type, field for field (readonly aside).
type Mutable<T> = T extends readonly (infer E)[]
  ? Mutable<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Matches<S extends z.ZodType, C> = Same<z.output<S>, Mutable<C>>;
export const schemasMatchContract: [
  Matches<typeof staffAnswer, StaffAnswer>,
  Matches<typeof staffList, StaffListAnswer>,
  Matches<typeof totpSetup, TotpSetupAnswer>,
  Matches<typeof auditPage, AuditLogPage>,
  Matches<typeof order, AdminOrder>,
  Matches<typeof orderDetail, AdminOrderDetail>,
  Matches<typeof orderPage, AdminOrderPage>,
  Matches<typeof actionAnswer, OrderActionAnswer>,
  Matches<typeof deliveredAnswer, DeliveredAnswer>,
  Matches<typeof shipmentAnswer, ShipmentAnswer>,
  Matches<typeof stockUpdateAnswer, StockUpdateAnswer>,
  Matches<typeof stockProblem, StockProblem>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];
