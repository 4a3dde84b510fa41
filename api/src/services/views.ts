import type { Locale } from '@lexdesk/shared/domain';
import type { ClientRow, OnboardingFlags, Repositories, UserRow } from '../repositories';
import { localizedColumn, onboardingOf } from '../repositories';
import { subscriptionStateOf } from './limits';
import { pictureUrl } from './pictures';

export interface ClientView {
  uuid: string;
  name: string | null;
  admin_id: number | null;
  lawyer_list: string;
  mail_system: 1 | 2;
  email_box: string | null;
  uses_kleos: 0 | 1;
  uses_dioxa: 0 | 1;
  trial_ends_at: string | null;
  subscription_status: 'trial' | 'active' | 'none';
}

export interface UserView {
  id: number;
  name: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  lawyer_id: number | null;
  lawyer_firstname: string | null;
  lawyer_lastname: string | null;
  admin: 0 | 1;
  /** The user's stored language: login answers it and the browser switches to it. */
  lang: Locale;
  profile_picture_url: string | null;
  client: ClientView | null;
  categories: { id: number; description: string }[];
  onboarding: OnboardingFlags;
}

export async function toClientView(repos: Repositories, client: ClientRow, now: Date): Promise<ClientView> {
  const state = subscriptionStateOf(client, now);
  return {
    uuid: client.uuid,
    name: client.name,
    admin_id: client.admin_id,
    lawyer_list: (await repos.users.idsOfClient(client.id)).join(','),
    mail_system: client.mail_system,
    email_box: client.email_box,
    uses_kleos: client.uses_kleos,
    uses_dioxa: client.uses_dioxa,
    trial_ends_at: client.trial_ends_at,
    // A paid subscription wins over a running trial; a late payment or a cancelled subscription still running
    // keep access (the shell's rule reads this field), so they show as 'active' here.
    subscription_status: state === 'past_due' ? 'active' : state,
  };
}

export async function toUserView(repos: Repositories, user: UserRow, now: Date): Promise<UserView> {
  const client = user.client_id === null ? undefined : await repos.clients.findById(user.client_id);
  const isLawyer = client !== undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    lawyer_id: isLawyer ? user.id : null,
    lawyer_firstname: isLawyer ? user.firstname : null,
    lawyer_lastname: isLawyer ? user.lastname : null,
    admin: user.admin,
    lang: user.lang,
    profile_picture_url: pictureUrl(user),
    client: client ? await toClientView(repos, client, now) : null,
    // In the user's own language: the view is theirs.
    categories: (await repos.skills.categoriesOf(user.id)).map((category) => ({
      id: category.id,
      description: localizedColumn(category, 'description', user.lang),
    })),
    onboarding: onboardingOf(user),
  };
}
