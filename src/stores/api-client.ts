/**
 * PENDING REMOVAL (issue 15): the raw client moved to src/client/http.ts and its error to
 * src/client/api-error.ts. This file only passes them on for the files still being moved to the
 * typed clients (RAW_CLIENT_PENDING in scripts/lib/import-layers.ts) and the unit tests that import
 * it; delete it once that list is empty and the tests import src/client.
 */
export { ApiError, serverErrorMessage } from '../client/api-error.ts';
export { type ApiInit, api } from '../client/http.ts';
