import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { ApiError } from '../../../client/api-error.ts';
import { goToLogin } from '../../../stores/login-redirect.ts';

/** Where reading the page's order stands. */
export type OrderLoad<T> =
  | { kind: 'loading' }
  | { kind: 'found'; order: T }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** The order number in the page's query (?siparis=SP…). */
function orderNoOfPage(): string {
  return (new URLSearchParams(window.location.search).get('siparis') ?? '').trim();
}

/**
 * Reads the order the page's ?siparis= names (the success page, the order detail), once `enabled`:
 * a 401 sends to sign in, a 404 or 400 (another customer's or an unknown number) is 'notFound',
 * anything else 'failed'. The setter lets the page apply a change it made (a cancel).
 */
export function useOrderOfPage<T>(
  fetchOrder: (orderNo: string) => Promise<T>,
  enabled = true,
): [OrderLoad<T>, Dispatch<SetStateAction<OrderLoad<T>>>] {
  const [state, setState] = useState<OrderLoad<T>>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const orderNo = orderNoOfPage();
    if (!orderNo) {
      setState({ kind: 'notFound' });
      return;
    }
    let live = true;
    fetchOrder(orderNo).then(
      (order) => {
        if (live) setState({ kind: 'found', order });
      },
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.statusCode === 401) {
          goToLogin();
          return;
        }
        setState(
          err instanceof ApiError && (err.statusCode === 404 || err.statusCode === 400)
            ? { kind: 'notFound' }
            : { kind: 'failed' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, fetchOrder]);
  return [state, setState];
}
