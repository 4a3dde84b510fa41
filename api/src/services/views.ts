import type { Client, User } from '@lexdesk/shared/contract';
import type { ClientRow, Repositories, UserRow } from '../repositories';
import { localizedColumn, onboardingOf } from '../repositories';
import { subscriptionStateOf } from './limits';
import { pictureUrl } from './pictures';

export async function toClientView(repos: Repositories, client: ClientRow, now: Date): Promise<Client> {
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

export async function toUserView(repos: Repositories, user: UserRow, now: Date): Promise<User> {
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
