import { createContext, useContext } from 'react';

/**
 * How the sign-in page leaves once signed in. Inside the app it navigates with the router; opened directly, /login
 * renders before the router's code has loaded (app/boot.tsx), so the page names where to go and the boot hands over.
 */
export interface LoginNavigation {
  /** The `redirect` query parameter, as given (checked by safeRedirect). */
  redirect: string | null;
  /** Goes to an in-app path, replacing /login in the history. */
  leave: (path: string) => void;
}

export const LoginNavigationContext = createContext<LoginNavigation | null>(null);

export function useLoginNavigation(): LoginNavigation {
  const navigation = useContext(LoginNavigationContext);
  if (!navigation) throw new Error('LoginPage needs a LoginNavigationContext provider');
  return navigation;
}
