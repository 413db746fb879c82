// The sign-in state as screens see it. Authentication (Cognito) arrives with the sign-in pages;
// until then everyone is signed out, and screens already ask this hook rather than assuming so.
export interface SessionUser {
  userId: string;
  name: string;
  role: 'customer' | 'provider' | 'operator';
}

export interface Session {
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { user: null };

export function useSession(): Session {
  return SIGNED_OUT;
}
