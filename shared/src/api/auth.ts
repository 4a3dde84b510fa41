import type { Client, InvitationCheck, User } from '../types/entities';
import { apiClient } from './client';

export interface LoginPayload {
  email: string;
  password: string;
}
export interface InvitationRegisterPayload {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}
export interface SubscribePayload {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** The versions of LexDesk's terms and privacy policy the user ticked (TERMS_VERSION, PRIVACY_VERSION). */
  terms_version?: string;
  privacy_version?: string;
}
export interface ResetPasswordPayload {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}

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

export async function registerCheck(email: string): Promise<{ available: boolean }> {
  await apiClient.csrfCookie();
  return apiClient.post('auth/register-check', { email });
}

export function checkInvitation(token: string, email: string): Promise<InvitationCheck> {
  return apiClient.get<InvitationCheck>('auth/check-invitation', { token, email });
}

export async function forgotPassword(email: string): Promise<void> {
  await apiClient.csrfCookie();
  await apiClient.post('auth/forgot-password', { email });
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
  return (await apiClient.get<{ user: User | null }>('session')).user;
}

export function setClientName(name: string): Promise<Client> {
  return apiClient.post<Client>('onboarding/set-client-name', { name });
}
