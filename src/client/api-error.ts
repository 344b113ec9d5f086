/** A failed API call: its HTTP status and the parsed answer (the spec's error shape, usually). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  constructor(statusCode: number, data: unknown) {
    super(`API answered ${statusCode}`);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.data = data;
  }
}
