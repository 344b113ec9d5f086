/** The owner's side's answers (/api/admin), as the back office and the ERP read them. */
import type { StaffRole } from '../domain/admin/staff-rules.ts';

/** A staff member as the back office shows them. */
export interface StaffView {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** A one-time password is still to be changed: every other call answers 403 until it is. */
  readonly passwordMustChange: boolean;
  /** The TOTP second factor is on: a sign-in needs a code from the authenticator app too. */
  readonly totpEnabled: boolean;
}

/** POST /api/admin/auth/login and GET /api/admin/auth/me. */
export interface StaffAnswer {
  readonly staff: StaffView;
}

/** GET /api/admin/staff (owners only). */
export interface StaffListAnswer {
  readonly staff: readonly (StaffView & { readonly createdAt: string })[];
}

/** The staff sign-in form's fields (POST /api/admin/auth/login). */
export interface StaffSignInForm {
  readonly email: string;
  readonly password: string;
  /** The authenticator app's six digits, for an account with the second factor on (401 admin.totpRequired without). */
  readonly code?: string;
}

/** POST /api/admin/auth/totp/setup: a new secret, shown once, and its otpauth:// address (for a QR code). */
export interface TotpSetupAnswer {
  readonly secret: string;
  readonly address: string;
}

/** POST /api/admin/auth/totp/enable: a code from the app, which proves it holds the secret. */
export interface TotpEnableForm {
  readonly code: string;
}

/** POST /api/admin/auth/totp/disable: the password and a current code. */
export interface TotpDisableForm {
  readonly currentPassword: string;
  readonly code: string;
}

/** The password change's fields (POST /api/admin/auth/password). */
export interface StaffPasswordForm {
  readonly currentPassword: string;
  readonly password: string;
}

/** One entry of the audit log: who (a staff member, an API key, or a command on the shop's machine), what, when. */
export interface AuditEntryView {
  readonly id: number;
  readonly at: string;
  readonly via: 'command' | 'back-office' | 'api-key';
  readonly staff: { readonly id: number; readonly name: string } | null;
  readonly apiKey: { readonly id: number; readonly name: string } | null;
  readonly action: string;
  readonly target: string | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly outcome: 'done' | 'refused';
}

/** GET /api/admin/audit-log: newest first; `next` is the cursor of the following page. */
export interface AuditLogPage {
  readonly entries: readonly AuditEntryView[];
  readonly next: string | null;
}
