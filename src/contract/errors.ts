/**
 * The API's error answers, as both sides read them. Every refusal answers the spec's shape (SPEC §7)
 * with a key beside it:
 *
 *   { "error": { "messages": { "type": "Sepetinizde ürün bulunmamaktadır." }, "key": "checkout.emptyCart" } }
 *
 * `type` is the spec's Turkish text, exactly as before, for clients that show it as it came. `key`
 * names the error for clients that decide by it or show their own language's text: it never changes
 * while the error means the same, whatever its wording. A key is the dictionary key of its text
 * (src/i18n/texts/), so a page looks its own locale's text up by it; a key this build does not know
 * (a newer server) is shown by its `type`. That every key is a text key is checked where the texts
 * are (src/i18n/index.ts: ErrorKeysAreTexts), as the contract imports no dictionary.
 */
/**
 * Every key an error answer can carry; the server answers no other (apiError takes an ErrorKey). A
 * new refusal adds its key here; a published key keeps its meaning, so a text key renamed in the
 * dictionaries is a change of the API.
 */
export const ERROR_KEYS = [
  // Any call: the input layer, routing, the session, the server's state.
  'api.badRequest',
  'api.bodyTooLarge',
  'api.busy',
  'api.crossSite',
  'api.fieldTooLong',
  'api.fileNotAccepted',
  'api.invalidText',
  'api.methodNotAllowed',
  'api.notFound',
  'api.unsupportedMediaType',
  'auth.signInRequired',
  'common.technicalError',
  // Products and the cart.
  'api.productNotFound',
  'api.quantityRange',
  'api.quantityWhole',
  'api.unitNotFound',
  'api.variantRequired',
  'cart.askPrice',
  'cart.lineMax',
  'stock.notEnough',
  // Registration, sign-in and the account.
  'auth.emailTaken',
  'auth.tooManyAttempts',
  'auth.tooManyRegistrations',
  'auth.wrongCredentials',
  'auth.tooManyResets',
  'auth.resetLinkInvalid',
  'auth.wrongCurrentPassword',
  'accountPage.delete.wrongPassword',
  'validation.password.common',
  'validation.password.length',
  'validation.password.required',
  // Addresses.
  'addressBook.tooMany',
  // The checkout and the order.
  'checkout.addressRequired',
  'checkout.agreementsChanged',
  'checkout.agreementsRequired',
  'checkout.askPrice',
  'checkout.cardNeedsPaymentForm',
  'checkout.emptyCart',
  'checkout.paymentMethodUnavailable',
  'checkout.productUnavailable',
  'checkout.tooManyUnpaid',
  // Card payments.
  'payment.badBin',
  'payment.cancelledAfterError',
  'payment.cartChanged',
  'payment.debtCurrencyUnavailable',
  'payment.declined.card',
  'payment.declined.challengeExpired',
  'payment.declined.limit',
  'payment.declined.wrongCode',
  'payment.inProgress',
  'payment.notFound',
  'payment.orderedOtherwise',
  'payment.planInvalid',
  'payment.providerUnavailable',
  'payment.tooManyRequests',
  'payment.voidFailed',
  // Orders.
  'orders.cancelFailed',
  'orders.cancelNotRecorded',
  'orders.paymentReceived',
  'orders.refundFailed',
  // The owner's side (/api/admin): staff sign-in and rights.
  'admin.signInRequired',
  'admin.passwordChangeRequired',
  'admin.notAllowed',
  'admin.passwordUnchanged',
  'staff.invalid.passwordLength',
  'staff.invalid.passwordCommon',
  'admin.apiKeyInvalid',
  'admin.invalid.filter',
  'admin.totpRequired',
  'admin.totpWrongCode',
  'admin.totpAlreadyOn',
  'admin.totpNotStarted',
  'admin.totpOff',
  'admin.scopeNotAllowed',
  // The staff's and the ERP's order actions.
  'adminOrder.notFound',
  'adminOrder.cancelled',
  'adminOrder.alreadyPaid',
  'adminOrder.notAwaitingTransfer',
  'adminOrder.reversing',
  'adminOrder.notShipped',
  'adminOrder.alreadyDelivered',
  'adminOrder.shipped',
  'adminOrder.noSuchLine',
  'adminOrder.lineShipped',
  'adminOrder.allShipped',
  'adminOrder.invalid.carrier',
  'adminOrder.invalid.trackingNumber',
  'adminOrder.invalid.note',
  'adminOrder.invalid.filter',
  'adminStock.refused',
  // Reviews.
  'reviews.alreadyReviewed',
  'reviews.notBought',
  'reviews.notYetReviewable',
  // A form's fields: the message of the first field that fails its rule (src/domain/*-validation.ts).
  'validation.required',
  'validation.name',
  'validation.name.letters',
  'validation.surname',
  'validation.surname.letters',
  'validation.email',
  'validation.phoneInvalid',
  'validation.phoneRequired',
  'validation.noteMax',
  'validation.searchMax',
  'validation.account.birthdate',
  'validation.account.gender',
  'validation.password.currentRequired',
  'validation.password.mismatch',
  'validation.password.verifyRequired',
  'validation.address.address',
  'validation.address.addressMax',
  'validation.address.addressMin',
  'validation.address.city',
  'validation.address.companyNameMax',
  'validation.address.country',
  'validation.address.taxOfficeMax',
  'validation.address.title',
  'validation.address.tckn',
  'validation.address.town',
  'validation.address.vkn',
  'validation.review.description',
  'validation.review.descriptionMax',
  'validation.review.star',
  'validation.review.title',
  'validation.card.amount',
  'validation.card.ccv',
  'validation.card.expired',
  'validation.card.expiry',
  'validation.card.form',
  'validation.card.holder',
  'validation.card.invalidNumber',
  'validation.card.number',
  'validation.freeAmount.format',
  'validation.freeAmount.max',
] as const;

/** The key of an API error. */
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** An API error answer: the spec's shape, and the error's key beside its messages. */
export interface ErrorBody {
  readonly error: { readonly messages: { readonly type: string }; readonly key: ErrorKey };
}

// Pure: a browser bundle that never asks drops the list.
const known: ReadonlySet<string> = /* @__PURE__ */ new Set(ERROR_KEYS);

/** Whether a string is one of the error keys (a key read back from storage, say). */
export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && known.has(value);
}
