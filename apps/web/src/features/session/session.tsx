import {
  signInResponseSchema,
  userProfileSchema,
  usersPaths,
  type SignedInUser,
  type UserProfile,
} from '@idl/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { api, tokenStore } from '../../app/api-client';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: UserProfile | undefined;
  isAdmin: boolean;
  /** Signs in and keeps the token; resolves with the signed-in user (its first role decides where to go). */
  signIn(email: string, password: string): Promise<SignedInUser>;
  /** Forgets the token and every cached answer. */
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);
export const meQueryKey = ['session', 'me'] as const;

/**
 * The signed-in user, restored on reload from the stored token through `/users/me`. A 401 anywhere
 * clears the token (see api-client), which ends the session here too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => api.request(usersPaths.me, { response: userProfileSchema, signal }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

  const signIn = useCallback(async (email: string, password: string) => {
    const answer = await api.request(usersPaths.signIn, {
      method: 'POST',
      body: { email, password, fcmToken: '', gmailToken: '', facebookToken: '' },
      response: signInResponseSchema,
    });
    tokenStore.set(answer.data.accessToken);
    return answer.data.users;
  }, []);

  const signOut = useCallback(() => {
    tokenStore.clear();
    queryClient.clear();
  }, [queryClient]);

  const user = token ? me.data : undefined;
  const status: SessionStatus = !token
    ? 'anonymous'
    : me.isPending
      ? 'loading'
      : user
        ? 'authenticated'
        : 'anonymous';
  const value = useMemo<Session>(
    () => ({ status, user, isAdmin: user?.roles[0] === 'ADMIN', signIn, signOut }),
    [status, user, signIn, signOut],
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
