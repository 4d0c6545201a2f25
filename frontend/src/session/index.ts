export { SessionProvider, useSession } from './SessionProvider';
export type { AuthResult, Role, Session, User } from './types';
