/**
 * What the shop's two APIs (app.ts, admin/admin-api.ts) share in a process: the rate limiter, the
 * password gate (its bound on scrypt hashes at once is the process's, so one gate for both), the
 * shop's address and the trusted proxies, and how an API answers an error it did not expect.
 */
import type { ErrorHandler } from 'hono';
import { type GateSize, PasswordGate, type PasswordHasher, PasswordsBusy } from '../auth/password-gate.ts';
import { rateLimitsFromEnv, trustedProxiesFromEnv } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type SiteAddress, siteAddress } from '../site-address.ts';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import { type RateLimitOverrides, resolvePolicies } from './rate-limit-policies.ts';
import { Refused } from './refusal.ts';

/** How the shared parts are made: each from configuration when not given. */
export interface ApiServiceOptions {
  /** Proxies in front that append to X-Forwarded-For (default: TRUSTED_PROXIES, else 0). */
  trustedProxies?: number;
  /** Changed rate limits (default: RATE_LIMITS). */
  rateLimits?: RateLimitOverrides;
  /** The rate limiter's clock (tests move it). */
  now?: () => number;
  /** How passwords are hashed (default scrypt) and how many hashes run and wait at once. */
  passwordHasher?: PasswordHasher;
  passwordGate?: GateSize;
  /** The shop's public address; SITE_URL (else the quick start's) when not given. */
  site?: SiteAddress;
  /** The parts already made, for a second API of the same process (apis.ts). */
  services?: ApiServices;
}

/** The parts both APIs of a process share. */
export interface ApiServices {
  readonly rateLimiter: RateLimiter;
  readonly passwords: PasswordGate;
  readonly site: SiteAddress;
  readonly trustedProxies: number;
}

/** The options' shared parts, or new ones made from the options and configuration. */
export function apiServices(db: Database, options: ApiServiceOptions = {}): ApiServices {
  if (options.services) return options.services;
  return {
    rateLimiter: new RateLimiter(db, resolvePolicies(options.rateLimits ?? rateLimitsFromEnv()), options.now),
    passwords: new PasswordGate(options.passwordHasher, options.passwordGate),
    site: options.site ?? siteAddress(),
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnv(),
  };
}

/**
 * An API's answer to a thrown error: a service's refusal (an order that cannot be placed, say)
 * answers its own error, a full password gate 503 with Retry-After, anything else 500, logged
 * under `label`.
 */
export function answerThrown(label: string): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof Refused) return apiError(c, err.status, err.key, err.params);
    if (err instanceof PasswordsBusy) {
      c.header('Retry-After', '5');
      return apiError(c, 503, 'api.busy');
    }
    console.error(`[${label}] ${c.req.method} ${c.req.path}:`, err);
    return apiError(c, 500, 'common.technicalError');
  };
}
