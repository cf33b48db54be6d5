import { type SignedInUser, type UserProfile, usersEndpoints } from '@idl/api-contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api, onAccountDeactivated, SIGNED_IN, sessionMark } from '../../app/api-client';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: UserProfile | undefined;
  isAdmin: boolean;
  /** Signs in (the server sets the session cookie); resolves with the signed-in user (its first role decides where to go). */
  signIn(email: string, password: string): Promise<SignedInUser>;
  /** Ends the session on the server and forgets every cached answer. */
  signOut(): void;
  /** The server has ended this session already (e.g. Sign Out Everywhere): forget it here as signOut does. */
  forgetSession(): void;
  /** The API said the account was deactivated while signed in: the app tells the user why. */
  deactivated: boolean;
  dismissDeactivated(): void;
}

const SessionContext = createContext<Session | null>(null);
export const meQueryKey = ['session', 'me'] as const;

/** The signed-in user's profile while the signed-in mark is `token` (the server renders with it too). */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => api.call(usersEndpoints.me, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/**
 * The signed-in user, restored on reload through `/users/me` (the session cookie goes with it). A
 * 401 anywhere clears the signed-in mark (see api-client), which ends the session here too.
 */
export function SessionProvider({
  children,
  signedInOnServer = false,
}: {
  children: ReactNode;
  /** What the server rendered the page as (its session cookie): the first render in the browser matches it. */
  signedInOnServer?: boolean;
}) {
  const token = useSyncExternalStore(sessionMark.subscribe, sessionMark.get, () =>
    signedInOnServer ? SIGNED_IN : null,
  );
  const queryClient = useQueryClient();
  const [deactivated, setDeactivated] = useState(false);
  useEffect(
    () =>
      onAccountDeactivated(() => {
        setDeactivated(true);
        queryClient.clear();
      }),
    [queryClient],
  );
  const dismissDeactivated = useCallback(() => setDeactivated(false), []);
  const me = useQuery({ ...meQueryOptions(token), enabled: token !== null });

  const signIn = useCallback(async (email: string, password: string) => {
    const answer = await api.call(usersEndpoints.signIn, {
      body: { email, password, fcmToken: '', gmailToken: '', facebookToken: '' },
    });
    // The token stays out of script-readable storage: the cookie the answer set carries the session.
    sessionMark.set();
    return answer.data.users;
  }, []);

  const forgetSession = useCallback(() => {
    sessionMark.clear();
    queryClient.clear();
  }, [queryClient]);

  const signOut = useCallback(() => {
    // The cookie is HttpOnly: only the server can end the session and clear it.
    if (sessionMark.get()) {
      api.call(usersEndpoints.signOut).catch(() => undefined);
    }
    forgetSession();
  }, [forgetSession]);

  const user = token ? me.data : undefined;
  const status: SessionStatus = !token
    ? 'anonymous'
    : me.isPending
      ? 'loading'
      : user
        ? 'authenticated'
        : 'anonymous';
  const value = useMemo<Session>(
    () => ({
      status,
      user,
      isAdmin: user?.roles[0] === 'ADMIN',
      signIn,
      signOut,
      forgetSession,
      deactivated,
      dismissDeactivated,
    }),
    [status, user, signIn, signOut, forgetSession, deactivated, dismissDeactivated],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** Where a user goes after signing in: the spec sends ADMIN to the dashboard, PATIENT home. */
export function homeFor(user: Pick<SignedInUser, 'roles'>): string | undefined {
  const role = user.roles[0];
  if (role === 'ADMIN') return '/admin/dashboard';
  if (role === 'PATIENT') return '/';
  return undefined;
}
