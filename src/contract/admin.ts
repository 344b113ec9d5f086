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
}

/** The password change's fields (POST /api/admin/auth/password). */
export interface StaffPasswordForm {
  readonly currentPassword: string;
  readonly password: string;
}
