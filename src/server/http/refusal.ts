import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorKey } from '../../contract/errors.ts';

/**
 * A call the API refuses, thrown from a service or a handler: the onError of the API
 * (src/server/app.ts) answers it as apiError(status, key, params) does.
 */
export class Refused extends Error {
  override name = 'Refused';
  readonly key: ErrorKey;
  readonly params: Record<string, string | number> | undefined;
  readonly status: ContentfulStatusCode;

  constructor(key: ErrorKey, status: ContentfulStatusCode, params?: Record<string, string | number>) {
    super(key);
    this.key = key;
    this.params = params;
    this.status = status;
  }
}
