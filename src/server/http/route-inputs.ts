/**
 * What each API call takes as its body, in one place: the input guard reads this table before any
 * handler runs. A call not listed takes no body (every GET, HEAD and DELETE, and the POSTs the spec
 * sends without fields): any body it is sent is refused with 415. An empty body is allowed
 * everywhere, as the spec's POSTs may carry no fields.
 */
import { TrieRouter } from 'hono/router/trie-router';
import type { AddressForm } from '../../contract/address.ts';
import type { CheckoutForm } from '../../contract/checkout.ts';
import type { EditReviewForm, NewReviewForm } from '../../contract/reviews.ts';

/** A body a call takes: a form (urlencoded or multipart, text fields only) or a JSON document. */
export type BodyKind = 'form' | 'json';

/**
 * The input a call takes: its body kinds, the fields that may hold line breaks and tabs (textareas),
 * and its largest body when it is not MAX_BODY_BYTES (the ERP's stock list).
 */
export interface RouteInput {
  readonly body: readonly BodyKind[];
  readonly multiline: readonly string[];
  readonly maxBytes?: number;
}

/** A form call; its multiline fields are named by the call's form type in src/contract. */
export const form = <Fields = never>(...multiline: (keyof Fields & string)[]): RouteInput => ({
  body: ['form'],
  multiline,
});
/** A JSON call; its multiline fields are named by the call's body type in src/contract. */
export const json = <Fields = never>(...multiline: (keyof Fields & string)[]): RouteInput => ({
  body: ['json'],
  multiline,
});

/** The calls that take a body, by method and path under /api/catalog (Hono's path syntax). */
export const ROUTE_INPUTS: Readonly<Record<string, RouteInput>> = {
  'POST /auth/register': form(),
  'POST /auth/login': form(),
  'POST /auth/password-reset': form(),
  'POST /auth/password-reset/confirm': form(),
  'POST /cart': form<CheckoutForm>('description'),
  'POST /cart/:productId': form(),
  'PATCH /cart/:productId': json(),
  'POST /comment': form<NewReviewForm>('comment_description'),
  'POST /comment/:id': form<EditReviewForm>('comment_description'),
  'PATCH /order/:id': json(),
  'POST /accountinfo/settings': form(),
  'POST /account/delete': form(),
  'POST /account/settings': form(),
  'POST /address': form<AddressForm>('property_address'),
  'POST /address/:id': form<AddressForm>('property_address'),
  'POST /post_address': form(),
  'POST /settings': json(),
  // No body is SPEC §7's accept; { consent: 'all' | 'necessary' } is the notice's 'Kabul Et' or 'Reddet'.
  'POST /cookies': json(),
  'POST /bin-control': form(),
  // The payment frame posts JSON; a plain form post of the same fields is taken too.
  'POST /payment': { body: ['json', 'form'], multiline: ['description'] },
  'POST /payment/3ds': { body: ['json', 'form'], multiline: [] },
};

/** A call that takes no body. */
export const NO_BODY: RouteInput = { body: [], multiline: [] };

/** How an API finds the input a call takes, by its method and its path under the API's base path. */
export type RouteInputs = (method: string, path: string) => RouteInput;

/** The lookup of a table of calls (by "METHOD /path", Hono's path syntax); NO_BODY for any other call. */
export function routeInputsOf(table: Readonly<Record<string, RouteInput>>): RouteInputs {
  let router: TrieRouter<RouteInput> | undefined;
  return (method, path) => {
    if (!router) {
      router = new TrieRouter<RouteInput>();
      for (const [key, input] of Object.entries(table)) {
        const [routeMethod = '', routePath = ''] = key.split(' ');
        router.add(routeMethod, routePath, input);
      }
    }
    const [matches] = router.match(method, path);
    return matches[0]?.[0] ?? NO_BODY;
  };
}

/** The input a call of /api/catalog takes. */
export const routeInput: RouteInputs = routeInputsOf(ROUTE_INPUTS);
