import type {
  EmailBody,
  FirmNameBody,
  LoginBody,
  RegisterBody,
  RegisterCheck,
  ResetPasswordBody,
  Session,
} from '../wire';
import type { Client, InvitationCheck, User } from '../types/entities';
import { apiClient } from './client';

export type LoginPayload = LoginBody;
/** Register by invitation: the invited address, the invitation's token and a name. */
export type InvitationRegisterPayload = Required<
  Pick<RegisterBody, 'name' | 'email' | 'password' | 'password_confirmation' | 'token'>
>;
/** Subscribe: a new firm's first account, with the versions of LexDesk's terms and privacy policy it ticked. */
export type SubscribePayload = Required<
  Pick<RegisterBody, 'firstname' | 'lastname' | 'email' | 'password' | 'password_confirmation'>
> &
  Pick<RegisterBody, 'terms_version' | 'privacy_version'>;
export type ResetPasswordPayload = ResetPasswordBody;

// Sanctum: every authentication form first fetches the XSRF cookie.
export async function login(payload: LoginPayload): Promise<User> {
  await apiClient.csrfCookie();
  return apiClient.post<User>('auth/login', payload);
}

export async function logout(): Promise<void> {
  await apiClient.post('auth/logout');
}

export async function register(payload: InvitationRegisterPayload | SubscribePayload): Promise<User> {
  await apiClient.csrfCookie();
  return apiClient.post<User>('auth/register', payload);
}

export async function registerCheck(email: string): Promise<RegisterCheck> {
  await apiClient.csrfCookie();
  return apiClient.post('auth/register-check', { email } satisfies EmailBody);
}

export function checkInvitation(token: string, email: string): Promise<InvitationCheck> {
  return apiClient.get<InvitationCheck>('auth/check-invitation', { token, email });
}

export async function forgotPassword(email: string): Promise<void> {
  await apiClient.csrfCookie();
  await apiClient.post('auth/forgot-password', { email } satisfies EmailBody);
}

export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await apiClient.csrfCookie();
  await apiClient.post('auth/reset-password', payload);
}

export function fetchUser(): Promise<User> {
  return apiClient.get<User>('user');
}

/**
 * The session check at start: the signed-in user, or null for an anonymous visitor. GET /api/session is
 * public and answers 200 either way, so a first visit logs no failed request (GET /api/user would be a 401).
 */
export async function fetchSession(): Promise<User | null> {
  return (await apiClient.get<Session>('session')).user;
}

export function setClientName(name: string): Promise<Client> {
  return apiClient.post<Client>('onboarding/set-client-name', { name } satisfies FirmNameBody);
}
