import { useEffect } from 'react';
import { loginUrl } from '../../stores/login-redirect.ts';
import { $session, type SessionState } from '../../stores/session.ts';
import { useHydrated } from './use-hydrated.ts';
import { useSharedStore } from './use-shared-store.ts';

/**
 * The session of a page that is for signed-in customers only (SPEC §6): once the API has said the
 * shopper is a guest, the page is replaced by the sign-in page, which brings them back here.
 */
export function useSignedIn(): SessionState {
  const session = useSharedStore($session, { customer: null, loaded: false });
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && session.loaded && !session.customer) window.location.replace(loginUrl());
  }, [hydrated, session.loaded, session.customer]);
  return session;
}
