import type { Catalogue } from '@lexdesk/shared/core';

/**
 * Texts more than one feature shows: a case's status, the missing concrete case, the litigant's contact
 * fields. One id per meaning, so that the lists, the case screen and the intake form never word the same
 * thing differently. "Aucun cas concret lié" is the specification's own text ("Clôturée" corrects its spelling).
 */
export const messages: Catalogue = {
  fr: {
    'cases.status.new': 'Nouvelle',
    'cases.status.opened': 'En cours',
    'cases.status.closed': 'Clôturée',
    'cases.status.refused': 'Refusée',
    'cases.noLawCase': 'Aucun cas concret lié',
    'cases.contact.firstname': 'Prénom',
    'cases.contact.lastname': 'Nom',
    'cases.contact.email': 'Email',
    'cases.contact.phone': 'Téléphone',
  },
  en: {
    'cases.status.new': 'New',
    'cases.status.opened': 'In progress',
    'cases.status.closed': 'Closed',
    'cases.status.refused': 'Refused',
    'cases.noLawCase': 'No specific case linked',
    'cases.contact.firstname': 'First name',
    'cases.contact.lastname': 'Last name',
    'cases.contact.email': 'Email',
    'cases.contact.phone': 'Phone',
  },
  nl: {
    'cases.status.new': 'Nieuw',
    'cases.status.opened': 'In behandeling',
    'cases.status.closed': 'Afgesloten',
    'cases.status.refused': 'Geweigerd',
    'cases.noLawCase': 'Geen concreet geval gekoppeld',
    'cases.contact.firstname': 'Voornaam',
    'cases.contact.lastname': 'Achternaam',
    'cases.contact.email': 'E-mail',
    'cases.contact.phone': 'Telefoon',
  },
};
