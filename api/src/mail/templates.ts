import type { Locale } from '../i18n';
import type { MailMessage } from './outbox';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(to: string, subject: string, paragraphs: string[], link: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, `${link.label}\n${link.url}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(locale: Locale, to: string, url: string): MailMessage {
  const copy = {
    fr: {
      subject: 'Réinitialisation de votre mot de passe LexDesk',
      body: [
        'Vous avez demandé la réinitialisation de votre mot de passe LexDesk.',
        "Ce lien est valable 60 minutes et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      ],
      label: 'Choisir un nouveau mot de passe',
    },
    en: {
      subject: 'Reset your LexDesk password',
      body: [
        'You asked to reset your LexDesk password.',
        'This link is valid for 60 minutes and works once. If you did not ask for it, ignore this message.',
      ],
      label: 'Choose a new password',
    },
    nl: {
      subject: 'Uw LexDesk-wachtwoord opnieuw instellen',
      body: [
        'U heeft gevraagd om uw LexDesk-wachtwoord opnieuw in te stellen.',
        'Deze link is 60 minuten geldig en werkt één keer. Heeft u dit niet gevraagd, negeer dan dit bericht.',
      ],
      label: 'Een nieuw wachtwoord kiezen',
    },
  }[locale];
  return render(to, copy.subject, copy.body, { label: copy.label, url });
}

export function invitationMail(locale: Locale, to: string, firmName: string, url: string): MailMessage {
  const copy = {
    fr: {
      subject: `Invitation à rejoindre ${firmName} sur LexDesk`,
      body: [`Vous êtes invité(e) à rejoindre le cabinet ${firmName} sur LexDesk.`, 'Ce lien est valable 7 jours.'],
      label: 'Créer mon compte',
    },
    en: {
      subject: `Invitation to join ${firmName} on LexDesk`,
      body: [`You are invited to join the firm ${firmName} on LexDesk.`, 'This link is valid for 7 days.'],
      label: 'Create my account',
    },
    nl: {
      subject: `Uitnodiging om ${firmName} te vervoegen op LexDesk`,
      body: [`U bent uitgenodigd om het kantoor ${firmName} te vervoegen op LexDesk.`, 'Deze link is 7 dagen geldig.'],
      label: 'Mijn account aanmaken',
    },
  }[locale];
  return render(to, copy.subject, copy.body, { label: copy.label, url });
}

export interface CaseMailDetails {
  /** The litigant's first and last name. */
  litigant: string;
  /** The concrete case, in the mail's language; null when the case has none. */
  lawCase: string | null;
  url: string;
}

/** To the lawyer a new case from the intake form was assigned to. */
export function newCaseMail(locale: Locale, to: string, { litigant, lawCase, url }: CaseMailDetails): MailMessage {
  const copy = {
    fr: {
      subject: `Nouvelle affaire : ${litigant}`,
      body: [
        `${litigant} vient d'envoyer une demande par le formulaire de votre cabinet ; elle vous a été assignée.`,
        `Cas concret : ${lawCase ?? 'Aucun cas concret lié'}`,
      ],
      label: "Voir l'affaire",
    },
    en: {
      subject: `New case: ${litigant}`,
      body: [
        `${litigant} has just sent a request through your firm's form; it has been assigned to you.`,
        `Concrete case: ${lawCase ?? 'No concrete case linked'}`,
      ],
      label: 'View the case',
    },
    nl: {
      subject: `Nieuwe zaak: ${litigant}`,
      body: [
        `${litigant} heeft zonet een aanvraag verzonden via het formulier van uw kantoor; ze werd aan u toegewezen.`,
        `Concreet geval: ${lawCase ?? 'Geen concreet geval gekoppeld'}`,
      ],
      label: 'De zaak bekijken',
    },
  }[locale];
  return render(to, copy.subject, copy.body, { label: copy.label, url });
}

/** To the lawyer a colleague handed a case over to. */
export function caseReassignedMail(
  locale: Locale,
  to: string,
  from: string,
  { litigant, lawCase, url }: CaseMailDetails,
): MailMessage {
  const copy = {
    fr: {
      subject: `Affaire réassignée : ${litigant}`,
      body: [
        `${from} vous a réassigné l'affaire de ${litigant}.`,
        `Cas concret : ${lawCase ?? 'Aucun cas concret lié'}`,
      ],
      label: "Voir l'affaire",
    },
    en: {
      subject: `Case reassigned: ${litigant}`,
      body: [
        `${from} has reassigned the case of ${litigant} to you.`,
        `Concrete case: ${lawCase ?? 'No concrete case linked'}`,
      ],
      label: 'View the case',
    },
    nl: {
      subject: `Zaak opnieuw toegewezen: ${litigant}`,
      body: [
        `${from} heeft de zaak van ${litigant} aan u toegewezen.`,
        `Concreet geval: ${lawCase ?? 'Geen concreet geval gekoppeld'}`,
      ],
      label: 'De zaak bekijken',
    },
  }[locale];
  return render(to, copy.subject, copy.body, { label: copy.label, url });
}

export interface CaseRefusedDetails {
  /** The firm's name; null when it has none yet (the mail then says "the firm"). */
  firm: string | null;
  /** The day the request was sent, DD/MM/YYYY. */
  receivedOn: string;
  /** The concrete case in the mail's language; null when the request named none. */
  lawCase: string | null;
  /** The lawyer's words for the litigant, as given; null when they gave none. */
  reason: string | null;
  /** Whether a reply reaches the firm (the mail carries its Reply-To). */
  replyReachesFirm: boolean;
}

/**
 * To the litigant whose request the firm refused, in the language they wrote it in: politely, without the lawyer's
 * reasons unless the lawyer gave some for them, and with what matters most to someone turned away, that a time
 * limit may be running and where to find another lawyer. No link: the litigant has no account.
 */
export function caseRefusedMail(locale: Locale, to: string, details: CaseRefusedDetails): MailMessage {
  const { firm, receivedOn, lawCase, reason, replyReachesFirm } = details;
  const copy = {
    fr: {
      subject: firm ? `Votre demande au cabinet ${firm}` : 'Votre demande au cabinet',
      body: [
        'Madame, Monsieur,',
        `${firm ? `Le cabinet ${firm}` : 'Le cabinet'} a examiné la demande que vous lui avez adressée le ${receivedOn} par son formulaire en ligne${lawCase ? ` (« ${lawCase} »)` : ''} et n'est malheureusement pas en mesure d'y donner suite.`,
        ...(reason ? [`Motif communiqué par le cabinet : ${reason}`] : []),
        "Si un délai court dans votre affaire (recours, prescription, audience), consultez sans tarder un autre avocat. Le bureau d'aide juridique de l'Ordre des avocats de votre arrondissement peut vous orienter.",
        ...(replyReachesFirm ? ['Vous pouvez répondre à ce message pour joindre le cabinet.'] : []),
        'Nous vous remercions de votre confiance.',
      ],
    },
    en: {
      subject: firm ? `Your request to ${firm}` : 'Your request to the firm',
      body: [
        'Dear Sir or Madam,',
        `${firm ? `The firm ${firm}` : 'The firm'} has reviewed the request you sent it on ${receivedOn} through its online form${lawCase ? ` ("${lawCase}")` : ''} and is unfortunately unable to take it on.`,
        ...(reason ? [`Reason given by the firm: ${reason}`] : []),
        "If a time limit is running in your matter (an appeal, a limitation period, a hearing), consult another lawyer without delay. The Bar's legal aid office in your judicial district (bureau d'aide juridique, bureau voor juridische bijstand) can direct you.",
        ...(replyReachesFirm ? ['You can reply to this message to reach the firm.'] : []),
        'Thank you for your trust.',
      ],
    },
    nl: {
      subject: firm ? `Uw aanvraag bij het kantoor ${firm}` : 'Uw aanvraag bij het kantoor',
      body: [
        'Geachte mevrouw, geachte heer,',
        `${firm ? `Het kantoor ${firm}` : 'Het kantoor'} heeft de aanvraag onderzocht die u op ${receivedOn} via zijn onlineformulier hebt ingediend${lawCase ? ` („${lawCase}”)` : ''} en kan er helaas niet op ingaan.`,
        ...(reason ? [`Reden die het kantoor opgeeft: ${reason}`] : []),
        'Loopt er in uw zaak een termijn (beroep, verjaring, zitting), raadpleeg dan zonder verwijl een andere advocaat. Het bureau voor juridische bijstand van de Orde van advocaten van uw gerechtelijk arrondissement kan u de weg wijzen.',
        ...(replyReachesFirm ? ['U kunt op dit bericht antwoorden om het kantoor te bereiken.'] : []),
        'Wij danken u voor uw vertrouwen.',
      ],
    },
  }[locale];
  return {
    to,
    subject: copy.subject,
    text: copy.body.join('\n\n'),
    // The reason keeps its line breaks in the HTML part too.
    html: copy.body.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('\n'),
  };
}

/** The practice-management software a firm can ask to be connected (the office's Applications screen). */
export type IntegrationSoftware = 'Kleos' | 'Dioxa';

export interface IntegrationRequestDetails {
  software: IntegrationSoftware;
  /** true: the firm switched it on (set the connection up); false: off (stop it). */
  enabled: boolean;
  firmName: string;
  firmUuid: string;
  /** The firm administrator who asked, by name and address (the mail's Reply-To). */
  requester: { name: string; email: string };
}

/**
 * To the operator of the installation: a firm asks to connect LexDesk to its practice-management software (or to
 * stop). LexDesk exchanges nothing with that software by itself; the operator sets the connection up with the
 * software's publisher and answers the firm.
 */
export function integrationRequestMail(locale: Locale, to: string, details: IntegrationRequestDetails): MailMessage {
  const { software, enabled, firmName, firmUuid, requester } = details;
  const copy = {
    fr: {
      subject: enabled
        ? `Demande de connexion à ${software} : ${firmName}`
        : `Demande d'arrêt de la connexion à ${software} : ${firmName}`,
      body: [
        enabled
          ? `Le cabinet ${firmName} utilise ${software} et demande que LexDesk y soit connecté.`
          : `Le cabinet ${firmName} n'utilise plus ${software} avec LexDesk et demande l'arrêt de la connexion.`,
        `Demande faite par ${requester.name} (${requester.email}), administrateur du cabinet. Répondez à ce message pour lui écrire.`,
        `Identifiant du cabinet : ${firmUuid}`,
      ],
    },
    en: {
      subject: enabled
        ? `Request to connect ${software}: ${firmName}`
        : `Request to stop the ${software} connection: ${firmName}`,
      body: [
        enabled
          ? `The firm ${firmName} uses ${software} and asks for LexDesk to be connected to it.`
          : `The firm ${firmName} no longer uses ${software} with LexDesk and asks for the connection to be stopped.`,
        `Asked by ${requester.name} (${requester.email}), the firm's administrator. Reply to this message to write to them.`,
        `Firm identifier: ${firmUuid}`,
      ],
    },
    nl: {
      subject: enabled
        ? `Aanvraag tot koppeling met ${software}: ${firmName}`
        : `Aanvraag om de koppeling met ${software} te stoppen: ${firmName}`,
      body: [
        enabled
          ? `Het kantoor ${firmName} gebruikt ${software} en vraagt om LexDesk ermee te koppelen.`
          : `Het kantoor ${firmName} gebruikt ${software} niet meer met LexDesk en vraagt om de koppeling te stoppen.`,
        `Aangevraagd door ${requester.name} (${requester.email}), beheerder van het kantoor. Beantwoord dit bericht om hem of haar te schrijven.`,
        `Kenmerk van het kantoor: ${firmUuid}`,
      ],
    },
  }[locale];
  return {
    to,
    subject: copy.subject,
    text: copy.body.join('\n\n'),
    html: copy.body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
