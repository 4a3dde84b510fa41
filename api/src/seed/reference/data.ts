import type { LocalizedText } from '@lexdesk/shared/domain';
import type { ReferenceCategory, ReferenceQuestion } from './types';

/*
 * The reference catalogue of Belgian legal matters: skill categories (matières), the law cases a
 * litigant picks on the intake form (worded as the litigant would say them) and, for each, the
 * questions a Belgian lawyer asks at intake. Codes are stable across installations: never rename one,
 * add a new code instead. Answer values are stored on the cases, so they are stable too.
 *
 * Conventions, so every questionnaire reads the same way:
 * - the main radio question and the free description are required (the lawyer cannot triage without);
 * - documents are never required (litigants rarely have them at hand when they first write);
 * - dates are required unless they only apply in some situations;
 * - checkbox questions are optional (none of the boxes may apply).
 */

type Answer = NonNullable<ReferenceQuestion['answers']>[number];

function text(fr: string, en: string, nl: string): LocalizedText {
  return { fr, en, nl };
}

function answer(value: string, fr: string, en: string, nl: string): Answer {
  return { value, label: text(fr, en, nl) };
}

function radio(title: LocalizedText, answers: Answer[], required = true): ReferenceQuestion {
  return { type: 'radio', required, title, answers };
}

function checkbox(title: LocalizedText, answers: Answer[], required = false): ReferenceQuestion {
  return { type: 'checkbox', required, title, answers };
}

function date(title: LocalizedText, required = true): ReferenceQuestion {
  return { type: 'date', required, title };
}

/** A free-text answer (`other`). */
function freeText(title: LocalizedText, required = true): ReferenceQuestion {
  return { type: 'other', required, title };
}

function file(title: LocalizedText): ReferenceQuestion {
  return { type: 'file', required: false, title };
}

function files(title: LocalizedText): ReferenceQuestion {
  return { type: 'files', required: false, title };
}

const YES = answer('yes', 'Oui', 'Yes', 'Ja');
const NO = answer('no', 'Non', 'No', 'Nee');
const UNKNOWN = answer('unknown', 'Je ne sais pas', "I don't know", 'Ik weet het niet');

const DESCRIBE_SITUATION = freeText(
  text('Décrivez brièvement votre situation', 'Briefly describe your situation', 'Beschrijf kort uw situatie'),
);

const LEGAL_EXPENSES_INSURANCE = radio(
  text(
    "Disposez-vous d'une assurance protection juridique ?",
    'Do you have legal expenses insurance?',
    'Hebt u een rechtsbijstandsverzekering?',
  ),
  [YES, NO, UNKNOWN],
  false,
);

const EMPLOYMENT_CONTRACT = radio(
  text('Quel type de contrat avez-vous ?', 'What type of contract do you have?', 'Welk soort overeenkomst hebt u?'),
  [
    answer('cdi', 'Contrat à durée indéterminée', 'Permanent contract', 'Arbeidsovereenkomst voor onbepaalde duur'),
    answer('cdd', 'Contrat à durée déterminée', 'Fixed-term contract', 'Arbeidsovereenkomst voor bepaalde duur'),
    answer('interim', 'Contrat intérimaire', 'Temporary agency contract', 'Uitzendovereenkomst'),
  ],
);

const ATTACH_EMPLOYMENT_CONTRACT = file(
  text('Joignez votre contrat de travail', 'Attach your employment contract', 'Voeg uw arbeidsovereenkomst toe'),
);

const EMPLOYMENT_START_DATE = date(
  text(
    'À quelle date êtes-vous entré au service de cet employeur ?',
    'On what date did you start working for this employer?',
    'Op welke datum bent u bij deze werkgever in dienst getreden?',
  ),
);

const FACTS_DATE = date(
  text(
    'À quelle date les faits ont-ils eu lieu ?',
    'On what date did it happen?',
    'Op welke datum vonden de feiten plaats?',
  ),
);

const POLICE_COMPLAINT = radio(
  text(
    'Avez-vous porté plainte à la police ?',
    'Have you reported it to the police?',
    'Hebt u klacht ingediend bij de politie?',
  ),
  [YES, NO],
);

const LEASE_REGION = radio(
  text(
    'Dans quelle région se trouve le logement ?',
    'In which region is the property located?',
    'In welk gewest ligt de woning?',
  ),
  [
    answer('brussels', 'Région de Bruxelles-Capitale', 'Brussels-Capital Region', 'Brussels Hoofdstedelijk Gewest'),
    answer('wallonia', 'Région wallonne', 'Walloon Region', 'Waals Gewest'),
    answer('flanders', 'Région flamande', 'Flemish Region', 'Vlaams Gewest'),
  ],
);

const PROFESSIONAL_NEED = answer(
  'work',
  "J'ai besoin de mon permis pour travailler",
  'I need my licence for work',
  'Ik heb mijn rijbewijs nodig voor mijn werk',
);

export const REFERENCE_CATEGORIES: readonly ReferenceCategory[] = [
  {
    code: 'family',
    description: text('Droit de la famille', 'Family law', 'Familierecht'),
    lawCases: [
      {
        code: 'family.divorce',
        content: text('Je souhaite divorcer', 'I want to get divorced', 'Ik wil scheiden'),
        questions: [
          radio(
            text(
              'Quel type de divorce envisagez-vous ?',
              'What type of divorce are you considering?',
              'Aan welk soort echtscheiding denkt u?',
            ),
            [
              answer(
                'consent',
                'Divorce par consentement mutuel',
                'Divorce by mutual consent',
                'Echtscheiding door onderlinge toestemming',
              ),
              answer(
                'disunion',
                'Divorce pour désunion irrémédiable',
                'Divorce on the grounds of irretrievable breakdown',
                'Echtscheiding op grond van onherstelbare ontwrichting',
              ),
              answer('undecided', 'Je ne sais pas encore', "I don't know yet", 'Ik weet het nog niet'),
            ],
          ),
          date(
            text(
              'À quelle date vous êtes-vous mariés ?',
              'On what date did you marry?',
              'Op welke datum bent u gehuwd?',
            ),
          ),
          date(
            text(
              'Depuis quand vivez-vous séparément (le cas échéant) ?',
              'Since when have you been living apart (if applicable)?',
              'Sinds wanneer woont u gescheiden (indien van toepassing)?',
            ),
            false,
          ),
          radio(
            text(
              'Avez-vous des enfants communs mineurs ?',
              'Do you have minor children together?',
              'Hebt u samen minderjarige kinderen?',
            ),
            [YES, NO],
          ),
          checkbox(
            text(
              'Quels points devront être réglés ?',
              'Which matters will need to be settled?',
              'Welke punten moeten geregeld worden?',
            ),
            [
              answer(
                'residence',
                "L'hébergement des enfants",
                "The children's residence",
                'De verblijfsregeling van de kinderen',
              ),
              answer(
                'maintenance',
                'Les contributions alimentaires',
                'Maintenance payments',
                'Het onderhoudsgeld en de onderhoudsbijdragen',
              ),
              answer('home', 'Le logement familial', 'The family home', 'De gezinswoning'),
              answer(
                'property',
                'Le partage des biens et des dettes',
                'The division of assets and debts',
                'De verdeling van de goederen en de schulden',
              ),
            ],
          ),
          file(
            text(
              'Joignez votre contrat de mariage, le cas échéant',
              'Attach your marriage contract, if any',
              'Voeg uw huwelijkscontract toe, indien u er een hebt',
            ),
          ),
          files(
            text(
              'Joignez les documents utiles (acte de mariage, fiches de paie, avertissement-extrait de rôle)',
              'Attach any useful documents (marriage certificate, payslips, tax assessment notice)',
              'Voeg de nuttige documenten toe (huwelijksakte, loonfiches, aanslagbiljet)',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'family.maintenance',
        content: text(
          'Je souhaite modifier la pension alimentaire',
          'I want to change the maintenance payments',
          'Ik wil het onderhoudsgeld laten aanpassen',
        ),
        questions: [
          radio(
            text(
              'Pour qui la pension alimentaire est-elle due ?',
              'Who are the maintenance payments for?',
              'Voor wie is het onderhoudsgeld bestemd?',
            ),
            [
              answer(
                'children',
                'Pour les enfants (contribution alimentaire)',
                'For the children (child maintenance)',
                'Voor de kinderen (onderhoudsbijdrage)',
              ),
              answer(
                'spouse',
                "Pour l'ex-conjoint",
                'For the former spouse',
                'Voor de ex-echtgeno(o)t(e) (uitkering na echtscheiding)',
              ),
              answer('both', 'Les deux', 'Both', 'Beide'),
            ],
          ),
          radio(text('Vous êtes :', 'You are:', 'U bent:'), [
            answer('payer', 'Celui qui paie la pension', 'The one who pays', 'Degene die betaalt'),
            answer('recipient', 'Celui qui la reçoit', 'The one who receives it', 'Degene die ontvangt'),
          ]),
          date(
            text(
              'À quelle date le montant actuel a-t-il été fixé (jugement ou convention) ?',
              'On what date was the current amount set (judgment or agreement)?',
              'Op welke datum werd het huidige bedrag vastgelegd (vonnis of overeenkomst)?',
            ),
          ),
          checkbox(
            text("Qu'est-ce qui a changé depuis ?", 'What has changed since then?', 'Wat is er sindsdien veranderd?'),
            [
              answer(
                'income_loss',
                "Perte d'emploi ou baisse de revenus",
                'Job loss or lower income',
                'Jobverlies of lager inkomen',
              ),
              answer(
                'income_rise',
                "Hausse des revenus de l'autre parent",
                'Higher income of the other parent',
                'Hoger inkomen van de andere ouder',
              ),
              answer(
                'residence',
                "Changement de l'hébergement des enfants",
                "Change in the children's residence arrangement",
                'Wijziging van de verblijfsregeling van de kinderen',
              ),
              answer(
                'extraordinary_costs',
                'Nouveaux frais extraordinaires (études, soins)',
                'New extraordinary expenses (school, medical care)',
                'Nieuwe buitengewone kosten (studies, zorg)',
              ),
              answer(
                'household',
                'Nouvelle composition de ménage',
                'New household composition',
                'Nieuwe gezinssamenstelling',
              ),
            ],
          ),
          files(
            text(
              'Joignez le jugement ou la convention fixant le montant actuel et vos dernières fiches de paie',
              'Attach the judgment or agreement setting the current amount and your latest payslips',
              'Voeg het vonnis of de overeenkomst met het huidige bedrag en uw laatste loonfiches toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'family.child_residence',
        content: text(
          'Hébergement des enfants après la séparation',
          "Children's residence after the separation",
          'Verblijfsregeling van de kinderen na de scheiding',
        ),
        questions: [
          radio(
            text('Quelle est la situation actuelle ?', 'What is the current situation?', 'Wat is de huidige situatie?'),
            [
              answer(
                'agreement',
                'Nous avons un accord, mais pas de jugement',
                'We have an agreement, but no judgment',
                'We hebben een akkoord, maar geen vonnis',
              ),
              answer(
                'judgment',
                "Un jugement du tribunal de la famille fixe déjà l'hébergement",
                'A family court judgment already sets the arrangement',
                'Een vonnis van de familierechtbank legt de verblijfsregeling al vast',
              ),
              answer('conflict', "Nous ne sommes pas d'accord", 'We do not agree', 'We zijn het niet eens'),
            ],
          ),
          radio(
            text(
              'Quel hébergement souhaitez-vous ?',
              'Which arrangement would you like?',
              'Welke verblijfsregeling wenst u?',
            ),
            [
              answer(
                'equal',
                'Hébergement égalitaire (une semaine sur deux)',
                'Equal shared residence (alternate weeks)',
                'Gelijkmatig verdeelde huisvesting (week om week)',
              ),
              answer('main', 'Hébergement principal chez moi', 'Main residence with me', 'Hoofdverblijf bij mij'),
              answer(
                'secondary',
                'Hébergement secondaire (week-ends et vacances)',
                'Secondary residence (weekends and holidays)',
                'Secundair verblijf (weekends en vakanties)',
              ),
            ],
          ),
          date(
            text(
              'Depuis quand êtes-vous séparés ?',
              'Since when have you been separated?',
              'Sinds wanneer bent u uit elkaar?',
            ),
          ),
          checkbox(text('Quel âge ont vos enfants ?', 'How old are your children?', 'Hoe oud zijn uw kinderen?'), [
            answer('under_3', 'Moins de 3 ans', 'Under 3', 'Jonger dan 3 jaar'),
            answer('age_3_11', 'De 3 à 11 ans', '3 to 11', '3 tot 11 jaar'),
            answer('age_12_17', 'De 12 à 17 ans', '12 to 17', '12 tot 17 jaar'),
            answer('adult', 'Majeurs', 'Adults', 'Meerderjarig'),
          ]),
          radio(
            text(
              'Une médiation familiale a-t-elle déjà été tentée ?',
              'Has family mediation already been tried?',
              'Werd er al een poging tot familiale bemiddeling ondernomen?',
            ),
            [YES, NO],
            false,
          ),
          file(
            text(
              "Joignez le jugement ou l'accord existant, le cas échéant",
              'Attach the existing judgment or agreement, if any',
              'Voeg het bestaande vonnis of akkoord toe, indien van toepassing',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'family.cohabitation_end',
        content: text(
          'Nous nous séparons après avoir vécu ensemble sans être mariés',
          'We are separating after living together unmarried',
          'We gaan uit elkaar na ongehuwd te hebben samengewoond',
        ),
        questions: [
          radio(text('Quel était votre statut ?', 'What was your status?', 'Wat was uw statuut?'), [
            answer(
              'legal',
              'Cohabitation légale (déclaration à la commune)',
              'Legal cohabitation (declared at the municipality)',
              'Wettelijke samenwoning (verklaring bij de gemeente)',
            ),
            answer('de_facto', 'Cohabitation de fait', 'Unregistered cohabitation', 'Feitelijke samenwoning'),
          ]),
          date(
            text(
              'Depuis quand vivez-vous séparément ?',
              'Since when have you been living apart?',
              'Sinds wanneer woont u gescheiden?',
            ),
          ),
          radio(
            text(
              'Êtes-vous propriétaires ensemble du logement ?',
              'Do you jointly own your home?',
              'Bent u samen eigenaar van de woning?',
            ),
            [YES, NO, answer('tenants', 'Nous sommes locataires', 'We rent it', 'We huren de woning')],
          ),
          checkbox(
            text(
              'Sur quels points êtes-vous en désaccord ?',
              'What do you disagree about?',
              'Over welke punten bent u het oneens?',
            ),
            [
              answer('home', 'Le logement', 'The home', 'De woning'),
              answer('children', 'Les enfants', 'The children', 'De kinderen'),
              answer(
                'debts',
                'Les dettes et crédits communs',
                'Joint debts and loans',
                'Gemeenschappelijke schulden en kredieten',
              ),
              answer(
                'belongings',
                'Les meubles et les biens',
                'Furniture and belongings',
                'De meubelen en de goederen',
              ),
            ],
          ),
          files(
            text(
              "Joignez la déclaration de cohabitation légale, l'acte d'achat ou le bail",
              'Attach the legal cohabitation declaration, the deed of purchase or the lease',
              'Voeg de verklaring van wettelijke samenwoning, de aankoopakte of de huurovereenkomst toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'employment',
    description: text('Droit du travail', 'Employment law', 'Arbeidsrecht'),
    lawCases: [
      {
        code: 'employment.dismissal',
        content: text("J'ai été licencié", 'I have been dismissed', 'Ik ben ontslagen'),
        questions: [
          date(
            text(
              'À quelle date le licenciement vous a-t-il été notifié ?',
              'On what date were you notified of the dismissal?',
              'Op welke datum werd u het ontslag meegedeeld?',
            ),
          ),
          radio(text('Comment avez-vous été licencié ?', 'How were you dismissed?', 'Hoe werd u ontslagen?'), [
            answer(
              'notice',
              'Avec un préavis à prester',
              'With notice to be worked',
              'Met een te presteren opzeggingstermijn',
            ),
            answer(
              'indemnity',
              'Avec une indemnité de préavis (départ immédiat)',
              'With payment in lieu of notice (immediate departure)',
              'Met een opzeggingsvergoeding (onmiddellijk vertrek)',
            ),
            answer('serious_cause', 'Pour motif grave', 'For serious cause', 'Om dringende reden'),
          ]),
          EMPLOYMENT_CONTRACT,
          EMPLOYMENT_START_DATE,
          checkbox(
            text(
              "Qu'avez-vous reçu de votre employeur ?",
              'What have you received from your employer?',
              'Wat hebt u van uw werkgever ontvangen?',
            ),
            [
              answer('letter', 'La lettre de licenciement', 'The dismissal letter', 'De ontslagbrief'),
              answer('c4', 'Le formulaire C4', 'The C4 form', 'Het C4-formulier'),
              answer(
                'reasons',
                'Les motifs concrets du licenciement',
                'The specific reasons for the dismissal',
                'De concrete redenen van het ontslag',
              ),
              answer(
                'final_pay',
                "Le décompte de sortie (pécule de vacances, prime de fin d'année)",
                'The final pay statement (holiday pay, year-end bonus)',
                'De eindafrekening (vakantiegeld, eindejaarspremie)',
              ),
              answer('outplacement', "Une offre d'outplacement", 'An outplacement offer', 'Een outplacementaanbod'),
            ],
          ),
          ATTACH_EMPLOYMENT_CONTRACT,
          files(
            text(
              'Joignez le C4, la lettre de licenciement et vos dernières fiches de paie',
              'Attach the C4, the dismissal letter and your latest payslips',
              'Voeg het C4-formulier, de ontslagbrief en uw laatste loonfiches toe',
            ),
          ),
          freeText(
            text(
              'Décrivez brièvement votre situation et ce que vous contestez',
              'Briefly describe your situation and what you dispute',
              'Beschrijf kort uw situatie en wat u betwist',
            ),
          ),
        ],
      },
      {
        code: 'employment.unpaid_wages',
        content: text(
          'Mon employeur ne me paie pas mon salaire',
          'My employer is not paying my wages',
          'Mijn werkgever betaalt mijn loon niet uit',
        ),
        questions: [
          radio(
            text(
              'Êtes-vous toujours au service de cet employeur ?',
              'Do you still work for this employer?',
              'Bent u nog in dienst bij deze werkgever?',
            ),
            [YES, NO],
          ),
          date(
            text(
              "Depuis quand votre salaire n'est-il plus payé (ou payé en retard) ?",
              'Since when has your salary been unpaid (or paid late)?',
              'Sinds wanneer wordt uw loon niet (of te laat) betaald?',
            ),
          ),
          checkbox(
            text('Quels montants sont impayés ?', 'Which amounts are unpaid?', 'Welke bedragen zijn onbetaald?'),
            [
              answer('salary', 'Le salaire mensuel', 'Monthly salary', 'Het maandloon'),
              answer('overtime', 'Les heures supplémentaires', 'Overtime', 'De overuren'),
              answer('holiday_pay', 'Le pécule de vacances', 'Holiday pay', 'Het vakantiegeld'),
              answer(
                'year_end_bonus',
                "La prime de fin d'année (13e mois)",
                'Year-end bonus (13th month)',
                'De eindejaarspremie (dertiende maand)',
              ),
              answer('expenses', 'Les frais professionnels', 'Work expenses', 'De beroepskosten'),
            ],
          ),
          radio(
            text(
              'Avez-vous déjà envoyé une mise en demeure à votre employeur ?',
              'Have you already sent your employer a formal notice?',
              'Hebt u uw werkgever al in gebreke gesteld?',
            ),
            [YES, NO],
            false,
          ),
          files(
            text(
              'Joignez vos fiches de paie et vos extraits de compte',
              'Attach your payslips and bank statements',
              'Voeg uw loonfiches en rekeninguittreksels toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'employment.harassment',
        content: text(
          'Je suis victime de harcèlement au travail',
          'I am being harassed at work',
          'Ik ben het slachtoffer van pesterijen op het werk',
        ),
        questions: [
          checkbox(
            text("De quels faits s'agit-il ?", 'What kind of behaviour is involved?', 'Om welke feiten gaat het?'),
            [
              answer('moral', 'Harcèlement moral', 'Bullying', 'Pesterijen'),
              answer('sexual', 'Harcèlement sexuel', 'Sexual harassment', 'Ongewenst seksueel gedrag'),
              answer('violence', 'Violence au travail', 'Violence at work', 'Geweld op het werk'),
              answer('discrimination', 'Discrimination', 'Discrimination', 'Discriminatie'),
            ],
          ),
          radio(text("Qui est l'auteur des faits ?", 'Who is responsible?', 'Wie is de dader?'), [
            answer('manager', 'Un supérieur hiérarchique', 'A manager', 'Een leidinggevende'),
            answer('colleague', 'Un collègue', 'A colleague', 'Een collega'),
            answer('third_party', 'Un client ou un tiers', 'A customer or third party', 'Een klant of een derde'),
          ]),
          date(
            text(
              'Depuis quand les faits se produisent-ils ?',
              'Since when has this been happening?',
              'Sinds wanneer doen de feiten zich voor?',
            ),
          ),
          radio(
            text(
              'Avez-vous fait appel au conseiller en prévention aspects psychosociaux ?',
              'Have you contacted the prevention adviser for psychosocial risks?',
              'Hebt u een beroep gedaan op de preventieadviseur psychosociale aspecten?',
            ),
            [
              answer('no', 'Non', 'No', 'Nee'),
              answer(
                'informal',
                "Oui, demande d'intervention psychosociale informelle",
                'Yes, a request for informal psychosocial intervention',
                'Ja, verzoek tot informele psychosociale interventie',
              ),
              answer(
                'formal',
                "Oui, demande d'intervention psychosociale formelle",
                'Yes, a request for formal psychosocial intervention',
                'Ja, verzoek tot formele psychosociale interventie',
              ),
            ],
          ),
          radio(
            text(
              'Êtes-vous actuellement en incapacité de travail ?',
              'Are you currently on sick leave?',
              'Bent u momenteel arbeidsongeschikt?',
            ),
            [YES, NO],
            false,
          ),
          files(
            text(
              'Joignez tout élément de preuve (e-mails, messages, certificats médicaux, témoignages)',
              'Attach any evidence (e-mails, messages, medical certificates, witness statements)',
              'Voeg alle bewijsstukken toe (e-mails, berichten, medische attesten, getuigenverklaringen)',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'employment.work_accident',
        content: text("J'ai eu un accident du travail", 'I had an accident at work', 'Ik had een arbeidsongeval'),
        questions: [
          date(
            text(
              "À quelle date l'accident s'est-il produit ?",
              'On what date did the accident happen?',
              'Op welke datum gebeurde het ongeval?',
            ),
          ),
          radio(
            text("Où l'accident s'est-il produit ?", 'Where did the accident happen?', 'Waar gebeurde het ongeval?'),
            [
              answer('workplace', 'Sur le lieu de travail', 'At the workplace', 'Op de werkplek'),
              answer(
                'commute',
                'Sur le chemin du travail',
                'On the way to or from work',
                'Op weg van of naar het werk',
              ),
            ],
          ),
          radio(
            text(
              "L'assureur-loi de votre employeur a-t-il reconnu l'accident ?",
              "Has your employer's work accident insurer accepted the accident?",
              'Heeft de arbeidsongevallenverzekeraar van uw werkgever het ongeval erkend?',
            ),
            [
              answer('accepted', 'Oui', 'Yes', 'Ja'),
              answer('refused', 'Non, il refuse', 'No, it refuses', 'Nee, hij weigert'),
              answer('pending', 'Pas encore de décision', 'No decision yet', 'Nog geen beslissing'),
            ],
          ),
          checkbox(
            text(
              "Quelles sont les conséquences de l'accident ?",
              'What are the consequences of the accident?',
              'Wat zijn de gevolgen van het ongeval?',
            ),
            [
              answer(
                'temporary_incapacity',
                'Incapacité de travail temporaire',
                'Temporary incapacity for work',
                'Tijdelijke arbeidsongeschiktheid',
              ),
              answer('permanent_injury', 'Séquelles permanentes', 'Permanent after-effects', 'Blijvende letsels'),
              answer('medical_costs', 'Frais médicaux', 'Medical expenses', 'Medische kosten'),
              answer(
                'dismissal',
                "Licenciement après l'accident",
                'Dismissal after the accident',
                'Ontslag na het ongeval',
              ),
            ],
          ),
          files(
            text(
              "Joignez la déclaration d'accident, les certificats médicaux et les courriers de l'assureur",
              "Attach the accident report, the medical certificates and the insurer's letters",
              'Voeg de ongevalsaangifte, de medische attesten en de brieven van de verzekeraar toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'employment.resignation',
        content: text('Je souhaite démissionner', 'I want to resign', 'Ik wil ontslag nemen'),
        questions: [
          EMPLOYMENT_CONTRACT,
          EMPLOYMENT_START_DATE,
          radio(
            text('Avez-vous trouvé un nouvel emploi ?', 'Have you found a new job?', 'Hebt u een nieuwe job gevonden?'),
            [YES, NO],
          ),
          checkbox(
            text(
              'Quelles questions vous préoccupent ?',
              'Which questions concern you?',
              'Welke vragen houden u bezig?',
            ),
            [
              answer(
                'notice',
                'La durée de mon préavis',
                'The length of my notice period',
                'De duur van mijn opzeggingstermijn',
              ),
              answer('non_compete', 'La clause de non-concurrence', 'The non-compete clause', 'Het concurrentiebeding'),
              answer(
                'training_clause',
                "Le remboursement de frais de formation (clause d'écolage)",
                'Repaying training costs (training clause)',
                'De terugbetaling van opleidingskosten (scholingsbeding)',
              ),
              answer(
                'unemployment',
                'Mes droits aux allocations de chômage',
                'My unemployment benefit rights',
                'Mijn recht op een werkloosheidsuitkering',
              ),
            ],
          ),
          ATTACH_EMPLOYMENT_CONTRACT,
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'housing',
    description: text('Bail et logement', 'Housing and leases', 'Huur en huisvesting'),
    lawCases: [
      {
        code: 'housing.deposit',
        content: text(
          'Mon propriétaire ne me rend pas ma garantie locative',
          'My landlord will not return my rental deposit',
          'Mijn verhuurder geeft mijn huurwaarborg niet terug',
        ),
        questions: [
          radio(
            text(
              'Comment la garantie locative a-t-elle été constituée ?',
              'How was the rental deposit provided?',
              'Hoe werd de huurwaarborg gesteld?',
            ),
            [
              answer(
                'blocked_account',
                'Sur un compte bloqué à mon nom',
                'On a blocked bank account in my name',
                'Op een geblokkeerde rekening op mijn naam',
              ),
              answer(
                'bank_guarantee',
                'Par une garantie bancaire ou via le CPAS',
                'Through a bank guarantee or the CPAS/OCMW',
                'Via een bankwaarborg of het OCMW',
              ),
              answer(
                'cash',
                'Payée directement au propriétaire',
                'Paid directly to the landlord',
                'Rechtstreeks aan de verhuurder betaald',
              ),
            ],
          ),
          freeText(
            text(
              'Quel est le montant de la garantie locative ?',
              'What is the amount of the rental deposit?',
              'Hoeveel bedraagt de huurwaarborg?',
            ),
            false,
          ),
          date(
            text(
              'À quelle date avez-vous quitté le logement et remis les clés ?',
              'On what date did you leave the property and hand back the keys?',
              'Op welke datum hebt u de woning verlaten en de sleutels afgegeven?',
            ),
          ),
          radio(
            text(
              'Un état des lieux de sortie a-t-il été réalisé ?',
              'Was a check-out inventory carried out?',
              'Werd er een uittredende plaatsbeschrijving opgemaakt?',
            ),
            [
              answer(
                'signed',
                'Oui, signé par les deux parties',
                'Yes, signed by both parties',
                'Ja, door beide partijen ondertekend',
              ),
              answer('disputed', 'Oui, mais je le conteste', 'Yes, but I dispute it', 'Ja, maar ik betwist ze'),
              NO,
            ],
          ),
          checkbox(
            text(
              'Que vous reproche le propriétaire ?',
              'What does the landlord hold against you?',
              'Wat verwijt de verhuurder u?',
            ),
            [
              answer('damage', 'Des dégâts locatifs', 'Damage to the property', 'Huurschade'),
              answer('cleaning', 'Le nettoyage', 'Cleaning', 'De schoonmaak'),
              answer('unpaid_rent', 'Des loyers impayés', 'Unpaid rent', 'Achterstallige huur'),
              answer('charges', 'Des charges impayées', 'Unpaid service charges', 'Onbetaalde lasten'),
              answer(
                'no_answer',
                'Rien de précis, il ne répond pas',
                'Nothing specific, he does not answer',
                'Niets concreets, hij reageert niet',
              ),
            ],
          ),
          file(text('Joignez votre bail', 'Attach your lease', 'Voeg uw huurovereenkomst toe')),
          files(
            text(
              "Joignez les états des lieux d'entrée et de sortie et des photos du logement",
              'Attach the check-in and check-out inventories and photos of the property',
              "Voeg de intredende en uittredende plaatsbeschrijving en foto's van de woning toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'housing.eviction',
        content: text(
          'Mon propriétaire veut me faire quitter le logement',
          'My landlord wants me to leave the property',
          'Mijn verhuurder wil dat ik de woning verlaat',
        ),
        questions: [
          radio(text("Qu'avez-vous reçu ?", 'What have you received?', 'Wat hebt u ontvangen?'), [
            answer('notice', 'Un congé par lettre', 'A notice to quit by letter', 'Een opzegging per brief'),
            answer(
              'summons',
              'Une requête ou une citation devant le juge de paix',
              'An application or summons before the justice of the peace',
              'Een verzoekschrift of dagvaarding voor de vrederechter',
            ),
            answer('judgment', "Un jugement d'expulsion", 'An eviction judgment', 'Een vonnis tot uithuiszetting'),
            answer('verbal', 'Seulement une demande orale', 'Only a verbal request', 'Alleen een mondelinge vraag'),
          ]),
          date(
            text(
              'À quelle date avez-vous reçu ce document ou cette demande ?',
              'On what date did you receive this document or request?',
              'Op welke datum hebt u dit document of deze vraag ontvangen?',
            ),
          ),
          date(
            text(
              'Quand votre bail a-t-il commencé ?',
              'When did your lease start?',
              'Wanneer is uw huurovereenkomst ingegaan?',
            ),
          ),
          LEASE_REGION,
          checkbox(
            text(
              'Quel motif le propriétaire invoque-t-il ?',
              'What reason does the landlord give?',
              'Welke reden roept de verhuurder in?',
            ),
            [
              answer('own_use', 'Une occupation personnelle', 'Personal occupation', 'Eigen gebruik'),
              answer('works', 'Des travaux importants', 'Major renovation works', 'Grote werken'),
              answer(
                'no_reason',
                'Aucun motif (fin du bail)',
                'No reason (end of the lease)',
                'Geen reden (einde van de huur)',
              ),
              answer('arrears', 'Des loyers impayés', 'Rent arrears', 'Huurachterstal'),
              answer('nuisance', 'Des troubles de voisinage', 'Nuisance to neighbours', 'Burenhinder'),
            ],
          ),
          files(
            text(
              'Joignez votre bail et le courrier ou la citation reçus',
              'Attach your lease and the letter or summons received',
              'Voeg uw huurovereenkomst en de ontvangen brief of dagvaarding toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'housing.damp',
        content: text(
          "Mon logement présente des problèmes d'humidité",
          'My home has damp problems',
          'Mijn woning heeft vochtproblemen',
        ),
        questions: [
          date(
            text(
              'Depuis quand constatez-vous le problème ?',
              'Since when have you noticed the problem?',
              'Sinds wanneer stelt u het probleem vast?',
            ),
          ),
          radio(
            text(
              'Avez-vous informé le propriétaire par écrit ?',
              'Have you informed the landlord in writing?',
              'Hebt u de verhuurder schriftelijk op de hoogte gebracht?',
            ),
            [
              answer(
                'registered',
                'Oui, par lettre recommandée',
                'Yes, by registered letter',
                'Ja, met een aangetekende brief',
              ),
              answer('email', 'Oui, par e-mail ou message', 'Yes, by e-mail or message', 'Ja, via e-mail of bericht'),
              answer(
                'not_written',
                'Non, seulement oralement ou pas encore',
                'No, only verbally or not yet',
                'Nee, enkel mondeling of nog niet',
              ),
            ],
          ),
          checkbox(
            text('Quels problèmes constatez-vous ?', 'Which problems do you notice?', 'Welke problemen stelt u vast?'),
            [
              answer('mould', 'Des moisissures', 'Mould', 'Schimmel'),
              answer('leaks', "Des infiltrations d'eau", 'Water leaks', 'Waterinfiltratie'),
              answer('condensation', 'De la condensation', 'Condensation', 'Condensatie'),
              answer('heating', 'Un chauffage défaillant', 'Faulty heating', 'Defecte verwarming'),
              answer('health', 'Des problèmes de santé', 'Health problems', 'Gezondheidsproblemen'),
            ],
          ),
          radio(
            text(
              'Le service logement de la commune ou de la région a-t-il visité le logement ?',
              'Has the municipal or regional housing inspection visited the property?',
              'Heeft de woninginspectie van de gemeente of het gewest de woning bezocht?',
            ),
            [YES, NO],
            false,
          ),
          files(
            text(
              'Joignez des photos des dégâts et vos échanges avec le propriétaire',
              'Attach photos of the damage and your correspondence with the landlord',
              "Voeg foto's van de schade en uw briefwisseling met de verhuurder toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'housing.unpaid_rent',
        content: text(
          'Mon locataire ne paie plus son loyer',
          'My tenant has stopped paying the rent',
          'Mijn huurder betaalt de huur niet meer',
        ),
        questions: [
          date(
            text(
              "Depuis quand le loyer n'est-il plus payé ?",
              'Since when has the rent been unpaid?',
              'Sinds wanneer wordt de huur niet meer betaald?',
            ),
          ),
          radio(
            text(
              'Le locataire occupe-t-il toujours le logement ?',
              'Is the tenant still living in the property?',
              'Woont de huurder nog in de woning?',
            ),
            [YES, NO, UNKNOWN],
          ),
          freeText(
            text(
              'Quel est le montant total des arriérés ?',
              'What is the total amount of the arrears?',
              'Hoeveel bedraagt de totale achterstal?',
            ),
            false,
          ),
          radio(
            text('Le bail est-il enregistré ?', 'Is the lease registered?', 'Is de huurovereenkomst geregistreerd?'),
            [YES, NO, UNKNOWN],
            false,
          ),
          checkbox(text("Qu'avez-vous déjà entrepris ?", 'What have you already done?', 'Wat hebt u al ondernomen?'), [
            answer('reminder', 'Des rappels', 'Reminders', 'Herinneringen'),
            answer('formal_notice', 'Une mise en demeure', 'A formal notice', 'Een ingebrekestelling'),
            answer(
              'payment_plan',
              'Une proposition de plan de paiement',
              'A payment plan offer',
              'Een voorstel van afbetalingsplan',
            ),
            answer(
              'conciliation',
              'Une demande de conciliation devant le juge de paix',
              'A conciliation request before the justice of the peace',
              'Een verzoek tot minnelijke schikking voor de vrederechter',
            ),
          ]),
          file(
            text(
              'Joignez le bail enregistré',
              'Attach the registered lease',
              'Voeg de geregistreerde huurovereenkomst toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'debt',
    description: text('Dettes et recouvrement', 'Debt and debt collection', 'Schulden en invordering'),
    lawCases: [
      {
        code: 'debt.collection_letters',
        content: text(
          "Je reçois des lettres d'un huissier ou d'une société de recouvrement",
          'I am receiving letters from a bailiff or a debt collection agency',
          'Ik krijg brieven van een gerechtsdeurwaarder of een incassobureau',
        ),
        questions: [
          radio(text("Qui vous réclame de l'argent ?", 'Who is asking you for money?', 'Wie vraagt u geld?'), [
            answer('agency', 'Une société de recouvrement', 'A debt collection agency', 'Een incassobureau'),
            answer('bailiff', 'Un huissier de justice', 'A bailiff', 'Een gerechtsdeurwaarder'),
            answer('lawyer', 'Un avocat', 'A lawyer', 'Een advocaat'),
            answer('creditor', 'Le créancier lui-même', 'The creditor itself', 'De schuldeiser zelf'),
          ]),
          radio(
            text(
              "La dette résulte-t-elle d'un jugement ?",
              'Does the debt result from a judgment?',
              'Vloeit de schuld voort uit een vonnis?',
            ),
            [YES, NO, UNKNOWN],
          ),
          date(
            text(
              'De quand date le premier courrier reçu ?',
              'What is the date of the first letter you received?',
              'Van wanneer dateert de eerste brief die u ontving?',
            ),
          ),
          checkbox(text('Que contestez-vous ?', 'What do you dispute?', 'Wat betwist u?'), [
            answer('amount', 'Le montant principal', 'The principal amount', 'Het hoofdbedrag'),
            answer(
              'fees',
              'Les frais et intérêts ajoutés',
              'The added costs and interest',
              'De aangerekende kosten en interesten',
            ),
            answer(
              'time_barred',
              'La dette me semble prescrite',
              'The debt seems time-barred',
              'De schuld lijkt me verjaard',
            ),
            answer('not_mine', "Ce n'est pas ma dette", 'It is not my debt', 'Het is niet mijn schuld'),
            answer(
              'cannot_pay',
              'Je ne conteste pas, mais je ne peux pas payer',
              'I do not dispute it, but I cannot pay',
              'Ik betwist niets, maar ik kan niet betalen',
            ),
          ]),
          files(text('Joignez les courriers reçus', 'Attach the letters received', 'Voeg de ontvangen brieven toe')),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'debt.unpaid_invoice',
        content: text(
          'Un client ne me paie pas ma facture',
          'A customer is not paying my invoice',
          'Een klant betaalt mijn factuur niet',
        ),
        questions: [
          radio(text('Votre débiteur est :', 'Your debtor is:', 'Uw schuldenaar is:'), [
            answer('consumer', 'Un particulier', 'A private individual', 'Een particulier'),
            answer('business', 'Une entreprise', 'A business', 'Een onderneming'),
          ]),
          date(
            text(
              "Quelle est la date d'échéance de la facture ?",
              'What is the due date of the invoice?',
              'Wat is de vervaldag van de factuur?',
            ),
          ),
          radio(
            text(
              'Le débiteur a-t-il contesté la facture ?',
              'Has the debtor disputed the invoice?',
              'Heeft de schuldenaar de factuur geprotesteerd?',
            ),
            [YES, NO],
          ),
          freeText(
            text(
              'Quel est le montant réclamé (hors intérêts) ?',
              'What amount is claimed (excluding interest)?',
              'Welk bedrag wordt gevorderd (zonder interesten)?',
            ),
            false,
          ),
          checkbox(
            text(
              'Quelles démarches avez-vous déjà faites ?',
              'What steps have you already taken?',
              'Welke stappen hebt u al gezet?',
            ),
            [
              answer('reminder', 'Un rappel', 'A reminder', 'Een herinnering'),
              answer('formal_notice', 'Une mise en demeure', 'A formal notice', 'Een ingebrekestelling'),
              answer(
                'payment_plan',
                'Un plan de paiement proposé',
                'A payment plan offer',
                'Een voorgesteld afbetalingsplan',
              ),
            ],
          ),
          files(
            text(
              'Joignez la facture, le bon de commande ou le contrat et vos rappels',
              'Attach the invoice, the order form or contract and your reminders',
              'Voeg de factuur, de bestelbon of de overeenkomst en uw herinneringen toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'debt.over_indebtedness',
        content: text(
          "Je n'arrive plus à payer mes dettes",
          'I can no longer pay my debts',
          'Ik kan mijn schulden niet meer betalen',
        ),
        questions: [
          radio(
            text(
              'Quelle est votre situation professionnelle ?',
              'What is your employment situation?',
              'Wat is uw beroepssituatie?',
            ),
            [
              answer('employed', 'Salarié', 'Employed', 'Werknemer'),
              answer('self_employed', 'Indépendant', 'Self-employed', 'Zelfstandige'),
              answer(
                'benefits',
                'Sans emploi ou allocataire',
                'Unemployed or on benefits',
                'Werkloos of uitkeringsgerechtigd',
              ),
              answer('retired', 'Pensionné', 'Retired', 'Gepensioneerd'),
            ],
          ),
          date(
            text(
              'Depuis quand rencontrez-vous des difficultés de paiement ?',
              'Since when have you had difficulty paying?',
              'Sinds wanneer hebt u betalingsmoeilijkheden?',
            ),
          ),
          checkbox(
            text(
              'Quels types de dettes avez-vous ?',
              'What kinds of debts do you have?',
              'Welke soorten schulden hebt u?',
            ),
            [
              answer('consumer_credit', 'Des crédits à la consommation', 'Consumer credit', 'Consumentenkredieten'),
              answer('mortgage', 'Un crédit hypothécaire', 'A mortgage loan', 'Een hypothecaire lening'),
              answer('rent', 'Des loyers', 'Rent', 'Huur'),
              answer(
                'utilities',
                "Des factures d'énergie ou de téléphonie",
                'Energy or telecom bills',
                'Energie- of telefoniefacturen',
              ),
              answer('taxes', 'Des impôts', 'Taxes', 'Belastingen'),
              answer('medical', 'Des frais médicaux', 'Medical bills', 'Medische kosten'),
            ],
          ),
          radio(
            text(
              'Êtes-vous déjà suivi par un service de médiation de dettes ?',
              'Are you already being helped by a debt mediation service?',
              'Wordt u al begeleid door een dienst voor schuldbemiddeling?',
            ),
            [YES, NO],
          ),
          radio(
            text(
              'Une saisie a-t-elle été pratiquée sur votre salaire ou vos biens ?',
              'Have your wages or belongings been seized?',
              'Werd er al beslag gelegd op uw loon of uw goederen?',
            ),
            [YES, NO],
            false,
          ),
          files(
            text(
              'Joignez la liste de vos dettes et les derniers courriers de vos créanciers',
              'Attach a list of your debts and the latest letters from your creditors',
              'Voeg een lijst van uw schulden en de laatste brieven van uw schuldeisers toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'debt.seizure',
        content: text(
          'Un huissier veut saisir mes biens',
          'A bailiff wants to seize my belongings',
          'Een gerechtsdeurwaarder wil beslag leggen op mijn goederen',
        ),
        questions: [
          radio(text("Qu'avez-vous reçu ?", 'What have you received?', 'Wat hebt u ontvangen?'), [
            answer('order_to_pay', 'Un commandement de payer', 'An order to pay', 'Een bevel tot betaling'),
            answer('seizure_report', 'Un procès-verbal de saisie', 'A seizure report', 'Een proces-verbaal van beslag'),
            answer(
              'sale_notice',
              'Un avis de vente publique',
              'A notice of public sale',
              'Een bericht van openbare verkoop',
            ),
            answer('wage_garnishment', 'Une saisie sur salaire', 'A wage garnishment', 'Een loonbeslag'),
          ]),
          date(
            text(
              'À quelle date avez-vous reçu ce document ?',
              'On what date did you receive this document?',
              'Op welke datum hebt u dit document ontvangen?',
            ),
          ),
          date(
            text(
              "Une date de vente ou de passage de l'huissier est-elle annoncée ? Si oui, laquelle ?",
              "Has a sale date or a bailiff's visit been announced? If so, when?",
              'Is er een verkoopdatum of een bezoek van de gerechtsdeurwaarder aangekondigd? Zo ja, wanneer?',
            ),
            false,
          ),
          radio(
            text(
              "Connaissez-vous le jugement ou la dette à l'origine de la saisie ?",
              'Do you know the judgment or debt behind the seizure?',
              'Kent u het vonnis of de schuld die aan het beslag ten grondslag ligt?',
            ),
            [YES, NO],
          ),
          checkbox(
            text('Quels biens sont visés ?', 'Which assets are targeted?', 'Op welke goederen wordt beslag gelegd?'),
            [
              answer('furniture', 'Des meubles', 'Furniture', 'Meubelen'),
              answer('vehicle', 'Un véhicule', 'A vehicle', 'Een voertuig'),
              answer('bank_account', 'Un compte bancaire', 'A bank account', 'Een bankrekening'),
              answer('wages', 'Le salaire ou les allocations', 'Wages or benefits', 'Het loon of de uitkeringen'),
              answer('house', 'Une maison', 'A house', 'Een woning'),
            ],
          ),
          file(
            text(
              "Joignez l'acte de l'huissier",
              "Attach the bailiff's writ",
              'Voeg de akte van de gerechtsdeurwaarder toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'traffic',
    description: text('Roulage', 'Road traffic', 'Verkeer'),
    lawCases: [
      {
        code: 'traffic.speeding',
        content: text(
          "J'ai reçu une amende pour excès de vitesse",
          'I received a speeding fine',
          'Ik kreeg een boete voor een snelheidsovertreding',
        ),
        penal: true,
        questions: [
          date(
            text(
              "À quelle date l'infraction a-t-elle été constatée ?",
              'On what date was the offence recorded?',
              'Op welke datum werd de overtreding vastgesteld?',
            ),
          ),
          radio(text("Qu'avez-vous reçu ?", 'What have you received?', 'Wat hebt u ontvangen?'), [
            answer(
              'immediate_collection',
              'Une perception immédiate',
              'An on-the-spot fine',
              'Een onmiddellijke inning',
            ),
            answer(
              'settlement',
              'Une proposition de transaction du parquet',
              'A settlement offer from the public prosecutor',
              'Een voorstel tot minnelijke schikking van het parket',
            ),
            answer(
              'summons',
              'Une citation devant le tribunal de police',
              'A summons before the police court',
              'Een dagvaarding voor de politierechtbank',
            ),
          ]),
          radio(
            text(
              'Quel excès de vitesse a été constaté ?',
              'By how much were you over the limit?',
              'Hoeveel te snel reed u volgens de vaststelling?',
            ),
            [
              answer('under_20', 'Moins de 20 km/h', 'Less than 20 km/h', 'Minder dan 20 km/u'),
              answer('from_20_to_40', 'De 20 à 40 km/h', '20 to 40 km/h', '20 tot 40 km/u'),
              answer('over_40', 'Plus de 40 km/h', 'More than 40 km/h', 'Meer dan 40 km/u'),
            ],
          ),
          radio(
            text(
              'Étiez-vous le conducteur du véhicule ?',
              'Were you driving the vehicle?',
              'Was u de bestuurder van het voertuig?',
            ),
            [YES, NO, UNKNOWN],
            false,
          ),
          checkbox(text("Cochez ce qui s'applique", 'Tick whatever applies', 'Vink aan wat van toepassing is'), [
            PROFESSIONAL_NEED,
            answer(
              'repeat',
              "J'ai déjà été condamné pour une infraction de roulage ces trois dernières années",
              'I have had a traffic conviction in the last three years',
              'Ik werd de voorbije drie jaar al veroordeeld voor een verkeersovertreding',
            ),
            answer(
              'novice',
              "J'ai mon permis depuis moins de deux ans",
              'I have held my licence for less than two years',
              'Ik heb mijn rijbewijs minder dan twee jaar',
            ),
            answer(
              'dispute_measure',
              'Je conteste la mesure de la vitesse',
              'I dispute the speed measurement',
              'Ik betwist de snelheidsmeting',
            ),
          ]),
          files(
            text(
              'Joignez le courrier ou la citation reçus',
              'Attach the letter or summons received',
              'Voeg de ontvangen brief of dagvaarding toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'traffic.accident',
        content: text("J'ai eu un accident de voiture", 'I had a car accident', 'Ik had een auto-ongeval'),
        questions: [
          date(
            text(
              "À quelle date l'accident a-t-il eu lieu ?",
              'On what date did the accident happen?',
              'Op welke datum gebeurde het ongeval?',
            ),
          ),
          radio(
            text(
              'Un constat amiable a-t-il été rempli ?',
              'Was a European accident report filled in?',
              'Werd er een Europees aanrijdingsformulier ingevuld?',
            ),
            [
              YES,
              NO,
              answer(
                'police',
                'Non, mais la police est intervenue',
                'No, but the police attended',
                'Nee, maar de politie kwam ter plaatse',
              ),
            ],
          ),
          radio(
            text(
              'Qui est responsable selon vous ?',
              'Who do you think is at fault?',
              'Wie is volgens u aansprakelijk?',
            ),
            [
              answer('other_driver', "L'autre conducteur", 'The other driver', 'De andere bestuurder'),
              answer('myself', 'Moi-même', 'Myself', 'Ikzelf'),
              answer('unclear', 'Partagé ou incertain', 'Shared or unclear', 'Gedeeld of onduidelijk'),
            ],
          ),
          checkbox(
            text('Quels dommages avez-vous subis ?', 'What damage have you suffered?', 'Welke schade hebt u geleden?'),
            [
              answer('vehicle', 'Des dégâts au véhicule', 'Damage to the vehicle', 'Schade aan het voertuig'),
              answer('injury', 'Des blessures', 'Injuries', 'Lichamelijke letsels'),
              answer('work_loss', 'Une incapacité de travail', 'Incapacity for work', 'Arbeidsongeschiktheid'),
              answer(
                'replacement_car',
                'Des frais de véhicule de remplacement',
                'Replacement vehicle costs',
                'Kosten voor een vervangwagen',
              ),
            ],
          ),
          LEGAL_EXPENSES_INSURANCE,
          files(
            text(
              'Joignez le constat, les photos, le procès-verbal et les certificats médicaux',
              'Attach the accident report, photos, police report and medical certificates',
              "Voeg het aanrijdingsformulier, foto's, het proces-verbaal en de medische attesten toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'traffic.licence_withdrawal',
        content: text(
          "Mon permis de conduire m'a été retiré",
          'My driving licence has been withdrawn',
          'Mijn rijbewijs werd ingetrokken',
        ),
        penal: true,
        questions: [
          date(
            text(
              'À quelle date votre permis a-t-il été retiré ?',
              'On what date was your licence withdrawn?',
              'Op welke datum werd uw rijbewijs ingetrokken?',
            ),
          ),
          radio(text('Pour quelle raison ?', 'For what reason?', 'Om welke reden?'), [
            answer('alcohol', 'Alcool', 'Alcohol', 'Alcohol'),
            answer('drugs', 'Drogues', 'Drugs', 'Drugs'),
            answer('speeding', 'Excès de vitesse important', 'Serious speeding', 'Zware snelheidsovertreding'),
            answer('accident', 'Accident ou délit de fuite', 'Accident or hit-and-run', 'Ongeval of vluchtmisdrijf'),
            answer('other_reason', 'Autre raison', 'Another reason', 'Een andere reden'),
          ]),
          radio(
            text(
              "S'agit-il d'un retrait immédiat ou d'une déchéance prononcée par le juge ?",
              'Is it an immediate withdrawal or a disqualification ordered by a judge?',
              'Gaat het om een onmiddellijke intrekking of om een verval van het recht tot sturen uitgesproken door de rechter?',
            ),
            [
              answer(
                'immediate',
                'Retrait immédiat (police, parquet)',
                'Immediate withdrawal (police, public prosecutor)',
                'Onmiddellijke intrekking (politie, parket)',
              ),
              answer(
                'court',
                'Déchéance prononcée par le tribunal de police',
                'Disqualification ordered by the police court',
                'Verval van het recht tot sturen uitgesproken door de politierechtbank',
              ),
            ],
          ),
          radio(
            text(
              'Avez-vous demandé la restitution de votre permis au parquet ?',
              'Have you asked the public prosecutor to return your licence?',
              'Hebt u het parket om de teruggave van uw rijbewijs gevraagd?',
            ),
            [YES, NO],
            false,
          ),
          checkbox(
            text(
              'Quelles sont vos contraintes ?',
              'What constraints do you face?',
              'Met welke beperkingen krijgt u te maken?',
            ),
            [
              PROFESSIONAL_NEED,
              answer(
                'family',
                'Pour conduire mes enfants ou un proche',
                'To drive my children or a relative',
                'Om mijn kinderen of een naaste te vervoeren',
              ),
              answer(
                'previous',
                "J'ai déjà eu un retrait de permis",
                'My licence has been withdrawn before',
                'Mijn rijbewijs werd al eerder ingetrokken',
              ),
            ],
          ),
          file(
            text(
              'Joignez le document de retrait ou le jugement',
              'Attach the withdrawal document or the judgment',
              'Voeg het document van de intrekking of het vonnis toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'traffic.vulnerable_road_user',
        content: text(
          "J'ai été blessé comme piéton ou cycliste",
          'I was injured as a pedestrian or cyclist',
          'Ik raakte gewond als voetganger of fietser',
        ),
        questions: [
          date(
            text(
              "À quelle date l'accident a-t-il eu lieu ?",
              'On what date did the accident happen?',
              'Op welke datum gebeurde het ongeval?',
            ),
          ),
          radio(text('Vous étiez :', 'You were:', 'U was:'), [
            answer('pedestrian', 'Piéton', 'A pedestrian', 'Voetganger'),
            answer('cyclist', 'Cycliste', 'A cyclist', 'Fietser'),
            answer('passenger', "Passager d'un véhicule", 'A passenger in a vehicle', 'Passagier van een voertuig'),
            answer(
              'scooter',
              'En trottinette ou autre engin de déplacement',
              'On an e-scooter or similar',
              'Op een step of ander voortbewegingstoestel',
            ),
          ]),
          radio(
            text(
              'Le véhicule impliqué est-il identifié ?',
              'Has the vehicle involved been identified?',
              'Is het betrokken voertuig geïdentificeerd?',
            ),
            [YES, answer('hit_and_run', 'Non (délit de fuite)', 'No (hit-and-run)', 'Nee (vluchtmisdrijf)')],
          ),
          checkbox(text('Quelles en sont les conséquences ?', 'What are the consequences?', 'Wat zijn de gevolgen?'), [
            answer('injury', 'Des blessures', 'Injuries', 'Lichamelijke letsels'),
            answer('hospital', 'Une hospitalisation', 'A hospital stay', 'Een ziekenhuisopname'),
            answer('work_loss', 'Une incapacité de travail', 'Incapacity for work', 'Arbeidsongeschiktheid'),
            answer(
              'belongings',
              'Des dégâts au vélo ou aux effets personnels',
              'Damage to the bicycle or personal belongings',
              'Schade aan de fiets of persoonlijke bezittingen',
            ),
          ]),
          files(
            text(
              'Joignez les certificats médicaux, le procès-verbal et les factures',
              'Attach the medical certificates, the police report and the invoices',
              'Voeg de medische attesten, het proces-verbaal en de facturen toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'criminal',
    description: text('Droit pénal', 'Criminal law', 'Strafrecht'),
    lawCases: [
      {
        code: 'criminal.theft',
        content: text(
          "J'ai été victime d'un vol",
          'I have been the victim of a theft',
          'Ik ben het slachtoffer van een diefstal',
        ),
        penal: true,
        questions: [
          FACTS_DATE,
          POLICE_COMPLAINT,
          checkbox(text("Qu'est-ce qui a été volé ?", 'What was stolen?', 'Wat werd er gestolen?'), [
            answer('money', "De l'argent ou des cartes bancaires", 'Money or bank cards', 'Geld of bankkaarten'),
            answer('devices', 'Un téléphone ou un ordinateur', 'A phone or computer', 'Een telefoon of computer'),
            answer('vehicle', 'Un véhicule ou un vélo', 'A vehicle or bicycle', 'Een voertuig of fiets'),
            answer(
              'valuables',
              'Des bijoux ou objets de valeur',
              'Jewellery or valuables',
              'Juwelen of waardevolle voorwerpen',
            ),
            answer('documents', "Des documents d'identité", 'Identity documents', 'Identiteitsdocumenten'),
          ]),
          radio(
            text(
              'Y a-t-il eu violence ou effraction ?',
              'Was there violence or a break-in?',
              'Was er sprake van geweld of braak?',
            ),
            [
              answer(
                'violence',
                'Oui, avec violence ou menaces',
                'Yes, with violence or threats',
                'Ja, met geweld of bedreiging',
              ),
              answer('break_in', 'Oui, avec effraction', 'Yes, with a break-in', 'Ja, met braak'),
              NO,
            ],
          ),
          radio(text("L'auteur est-il connu ?", 'Is the offender known?', 'Is de dader gekend?'), [YES, NO], false),
          files(
            text(
              'Joignez le procès-verbal de plainte, les factures des biens volés et des photos',
              'Attach the police report, the invoices for the stolen items and photos',
              "Voeg het proces-verbaal van de klacht, de facturen van de gestolen goederen en foto's toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'criminal.police_hearing',
        content: text(
          'Je suis convoqué par la police',
          'I have been summoned by the police',
          'Ik ben opgeroepen door de politie',
        ),
        penal: true,
        questions: [
          date(
            text(
              'À quelle date êtes-vous convoqué ?',
              'On what date have you been summoned?',
              'Op welke datum bent u opgeroepen?',
            ),
          ),
          radio(
            text(
              'En quelle qualité êtes-vous entendu ?',
              'In what capacity are you being questioned?',
              'In welke hoedanigheid wordt u verhoord?',
            ),
            [
              answer('suspect', 'Comme suspect', 'As a suspect', 'Als verdachte'),
              answer('witness', 'Comme témoin', 'As a witness', 'Als getuige'),
              answer('victim', 'Comme victime', 'As a victim', 'Als slachtoffer'),
              UNKNOWN,
            ],
          ),
          radio(
            text(
              'La convocation mentionne-t-elle les faits ?',
              'Does the summons mention the facts?',
              'Vermeldt de uitnodiging de feiten?',
            ),
            [YES, NO],
          ),
          checkbox(
            text(
              "De quels faits s'agit-il, si vous le savez ?",
              'What is it about, if you know?',
              'Over welke feiten gaat het, als u dat weet?',
            ),
            [
              answer('assault', 'Coups et blessures', 'Assault', 'Slagen en verwondingen'),
              answer('theft', 'Vol ou recel', 'Theft or handling stolen goods', 'Diefstal of heling'),
              answer('fraud', 'Escroquerie ou fraude', 'Fraud', 'Oplichting of fraude'),
              answer('drugs', 'Stupéfiants', 'Drugs', 'Verdovende middelen'),
              answer('traffic', 'Infraction de roulage', 'Traffic offence', 'Verkeersmisdrijf'),
              answer('online', 'Faits commis en ligne', 'Online offences', 'Online feiten'),
            ],
          ),
          file(
            text('Joignez la convocation reçue', 'Attach the summons received', 'Voeg de ontvangen uitnodiging toe'),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'criminal.court_summons',
        content: text(
          "J'ai reçu une citation à comparaître devant le tribunal correctionnel",
          'I have been summoned to appear before the criminal court',
          'Ik werd gedagvaard om te verschijnen voor de correctionele rechtbank',
        ),
        penal: true,
        questions: [
          date(
            text(
              "À quelle date l'audience est-elle fixée ?",
              'On what date is the hearing set?',
              'Op welke datum is de zitting vastgesteld?',
            ),
          ),
          date(
            text(
              'À quelle date avez-vous reçu la citation ?',
              'On what date did you receive the summons?',
              'Op welke datum hebt u de dagvaarding ontvangen?',
            ),
          ),
          radio(text('Qui vous cite ?', 'Who is summoning you?', 'Wie dagvaardt u?'), [
            answer(
              'prosecutor',
              'Le procureur du Roi (parquet)',
              'The public prosecutor',
              'De procureur des Konings (parket)',
            ),
            answer(
              'civil_party',
              'Une personne privée (citation directe)',
              'A private party (direct summons)',
              'Een particulier (rechtstreekse dagvaarding)',
            ),
            answer(
              'investigation',
              'Après une instruction (ordonnance de renvoi)',
              'After a judicial investigation (committal order)',
              'Na een gerechtelijk onderzoek (beschikking tot verwijzing)',
            ),
          ]),
          radio(
            text('Avez-vous déjà été condamné ?', 'Have you been convicted before?', 'Werd u al eerder veroordeeld?'),
            [YES, NO],
          ),
          checkbox(text('Que souhaitez-vous ?', 'What would you like?', 'Wat wenst u?'), [
            answer('contest', 'Contester les faits', 'Contest the charges', 'De feiten betwisten'),
            answer(
              'lenient_sentence',
              'Obtenir une mesure de faveur (suspension, sursis, peine de travail)',
              'A lenient outcome (suspended sentence, probation, community service)',
              'Een gunstmaatregel verkrijgen (opschorting, uitstel, werkstraf)',
            ),
            answer(
              'postpone',
              "Obtenir un report de l'audience",
              'Have the hearing postponed',
              'Uitstel van de zitting verkrijgen',
            ),
            answer(
              'file_access',
              'Consulter le dossier répressif',
              'Consult the criminal file',
              'Het strafdossier inzien',
            ),
          ]),
          files(
            text(
              'Joignez la citation et tout document utile',
              'Attach the summons and any useful document',
              'Voeg de dagvaarding en alle nuttige documenten toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'criminal.assault',
        content: text(
          "J'ai été victime de coups et blessures",
          'I have been assaulted',
          'Ik ben het slachtoffer van slagen en verwondingen',
        ),
        penal: true,
        questions: [
          FACTS_DATE,
          POLICE_COMPLAINT,
          radio(
            text(
              'Avez-vous fait constater vos blessures par un médecin ?',
              'Have your injuries been examined by a doctor?',
              'Hebt u uw letsels laten vaststellen door een arts?',
            ),
            [YES, NO],
          ),
          checkbox(text('Que souhaitez-vous ?', 'What would you like?', 'Wat wenst u?'), [
            answer(
              'civil_party',
              'Me constituer partie civile',
              'Join the proceedings as a civil party',
              'Mij burgerlijke partij stellen',
            ),
            answer(
              'compensation',
              'Obtenir une indemnisation',
              'Obtain compensation',
              'Een schadevergoeding verkrijgen',
            ),
            answer(
              'protection',
              'Obtenir une protection (interdiction de contact)',
              'Obtain protection (no-contact order)',
              'Bescherming krijgen (contactverbod)',
            ),
            answer(
              'victims_fund',
              "Demander une aide à la Commission pour l'aide financière aux victimes",
              'Apply to the Commission for Financial Aid to Victims',
              'Hulp vragen aan de Commissie voor financiële hulp aan slachtoffers',
            ),
          ]),
          files(
            text(
              'Joignez le certificat médical, le procès-verbal de plainte et des photos',
              'Attach the medical certificate, the police report and photos',
              "Voeg het medisch attest, het proces-verbaal van de klacht en foto's toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'criminal.online_fraud',
        content: text(
          "J'ai été victime d'une arnaque en ligne",
          'I have been scammed online',
          'Ik ben online opgelicht',
        ),
        penal: true,
        questions: [
          date(
            text(
              'À quelle date avez-vous payé ou communiqué vos données ?',
              'On what date did you pay or share your details?',
              'Op welke datum hebt u betaald of uw gegevens doorgegeven?',
            ),
          ),
          radio(
            text(
              "De quel type d'arnaque s'agit-il ?",
              'What kind of scam is it?',
              'Om welk soort oplichting gaat het?',
            ),
            [
              answer(
                'phishing',
                'Hameçonnage (faux SMS, e-mail ou appel de la banque)',
                'Phishing (fake text, e-mail or call from the bank)',
                'Phishing (valse sms, e-mail of oproep van de bank)',
              ),
              answer('fake_sale', 'Fausse vente en ligne', 'Fake online sale', 'Valse online verkoop'),
              answer('investment', 'Faux investissement', 'Fake investment', 'Nepbelegging'),
              answer('romance', 'Arnaque aux sentiments', 'Romance scam', 'Liefdesfraude'),
            ],
          ),
          radio(
            text(
              'Avez-vous prévenu votre banque et Card Stop ?',
              'Have you alerted your bank and Card Stop?',
              'Hebt u uw bank en Card Stop verwittigd?',
            ),
            [YES, NO],
          ),
          radio(
            text(
              'Avez-vous porté plainte à la police ?',
              'Have you reported it to the police?',
              'Hebt u klacht ingediend bij de politie?',
            ),
            [YES, NO],
            false,
          ),
          freeText(
            text('Quel montant avez-vous perdu ?', 'How much money did you lose?', 'Hoeveel geld bent u verloren?'),
            false,
          ),
          files(
            text(
              "Joignez les messages, des captures d'écran et vos extraits de compte",
              'Attach the messages, screenshots and your bank statements',
              'Voeg de berichten, schermafbeeldingen en uw rekeninguittreksels toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'company',
    description: text('Droit des sociétés', 'Company law', 'Vennootschapsrecht'),
    lawCases: [
      {
        code: 'company.incorporation',
        content: text(
          'Je souhaite créer une société',
          'I want to set up a company',
          'Ik wil een vennootschap oprichten',
        ),
        questions: [
          radio(
            text(
              'Quelle forme de société envisagez-vous ?',
              'Which type of company are you considering?',
              'Welke vennootschapsvorm overweegt u?',
            ),
            [
              answer(
                'srl',
                'Société à responsabilité limitée (SRL)',
                'Private limited company (SRL/BV)',
                'Besloten vennootschap (BV)',
              ),
              answer('sa', 'Société anonyme (SA)', 'Public limited company (SA/NV)', 'Naamloze vennootschap (NV)'),
              answer('sc', 'Société coopérative (SC)', 'Cooperative company (SC/CV)', 'Coöperatieve vennootschap (CV)'),
              answer('undecided', 'Je ne sais pas encore', "I don't know yet", 'Ik weet het nog niet'),
            ],
          ),
          radio(
            text(
              'Combien de fondateurs serez-vous ?',
              'How many founders will there be?',
              'Met hoeveel oprichters zult u zijn?',
            ),
            [
              answer('one', 'Je serai seul', 'Just me', 'Ik alleen'),
              answer('several', 'Plusieurs', 'Several', 'Meerdere'),
            ],
          ),
          date(
            text(
              "À quelle date souhaitez-vous démarrer l'activité ?",
              'On what date would you like to start trading?',
              'Op welke datum wilt u de activiteit opstarten?',
            ),
          ),
          checkbox(
            text(
              'Sur quels points souhaitez-vous être conseillé ?',
              'What would you like advice on?',
              'Waarover wenst u advies?',
            ),
            [
              answer('bylaws', 'Les statuts', 'The articles of association', 'De statuten'),
              answer('financial_plan', 'Le plan financier', 'The financial plan', 'Het financieel plan'),
              answer(
                'shareholders_agreement',
                "Une convention d'actionnaires",
                "A shareholders' agreement",
                'Een aandeelhoudersovereenkomst',
              ),
              answer(
                'tax',
                'La fiscalité et la rémunération du dirigeant',
                "Tax and the director's pay",
                'De fiscaliteit en de bezoldiging van de bestuurder',
              ),
              answer(
                'contribution',
                "L'apport d'une activité existante",
                'Contributing an existing business',
                'De inbreng van een bestaande activiteit',
              ),
            ],
          ),
          files(
            text(
              'Joignez votre plan financier ou un projet de statuts, si vous en avez',
              'Attach your financial plan or draft articles, if you have them',
              'Voeg uw financieel plan of een ontwerp van statuten toe, als u die hebt',
            ),
          ),
          freeText(
            text(
              "Décrivez brièvement votre projet et l'activité envisagée",
              'Briefly describe your project and the planned business',
              'Beschrijf kort uw project en de geplande activiteit',
            ),
          ),
        ],
      },
      {
        code: 'company.shareholder_dispute',
        content: text(
          "J'ai un conflit avec mon associé",
          'I have a dispute with my business partner',
          'Ik heb een conflict met mijn vennoot',
        ),
        questions: [
          radio(
            text(
              'Quelle part des actions détenez-vous ?',
              'What share of the company do you hold?',
              'Welk deel van de aandelen bezit u?',
            ),
            [
              answer('minority', 'Moins de 50 %', 'Less than 50%', 'Minder dan 50 %'),
              answer('half', 'Exactement 50 %', 'Exactly 50%', 'Precies 50 %'),
              answer('majority', 'Plus de 50 %', 'More than 50%', 'Meer dan 50 %'),
            ],
          ),
          radio(
            text(
              'Êtes-vous administrateur de la société ?',
              'Are you a director of the company?',
              'Bent u bestuurder van de vennootschap?',
            ),
            [YES, NO],
          ),
          date(
            text(
              'Depuis quand dure le conflit ?',
              'Since when has the dispute been going on?',
              'Sinds wanneer duurt het conflict?',
            ),
          ),
          checkbox(text('Sur quoi porte le conflit ?', 'What is the dispute about?', 'Waarover gaat het conflict?'), [
            answer(
              'management',
              'La gestion de la société',
              'How the company is run',
              'Het bestuur van de vennootschap',
            ),
            answer(
              'dividends',
              'Les dividendes ou la rémunération',
              'Dividends or pay',
              'De dividenden of de bezoldiging',
            ),
            answer(
              'exit',
              "La sortie d'un associé (rachat des parts)",
              "A partner's exit (share buy-out)",
              'De uittreding van een vennoot (overname van de aandelen)',
            ),
            answer(
              'information',
              "L'accès aux comptes et à l'information",
              'Access to the accounts and information',
              'Toegang tot de rekeningen en de informatie',
            ),
            answer('competition', 'Une activité concurrente', 'A competing business', 'Een concurrerende activiteit'),
          ]),
          files(
            text(
              "Joignez les statuts, la convention d'actionnaires et les derniers procès-verbaux d'assemblée",
              "Attach the articles, the shareholders' agreement and the latest minutes of general meetings",
              'Voeg de statuten, de aandeelhoudersovereenkomst en de laatste notulen van de algemene vergadering toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'company.financial_difficulty',
        content: text(
          'Ma société est en difficulté financière',
          'My company is in financial difficulty',
          'Mijn vennootschap zit in financiële moeilijkheden',
        ),
        questions: [
          radio(
            text('Quelle est la situation actuelle ?', 'What is the current situation?', 'Wat is de huidige situatie?'),
            [
              answer(
                'arrears',
                'Des retards de paiement (ONSS, TVA, fournisseurs)',
                'Late payments (social security, VAT, suppliers)',
                'Betalingsachterstand (RSZ, btw, leveranciers)',
              ),
              answer(
                'sued',
                'Des créanciers ont cité la société',
                'Creditors have sued the company',
                'Schuldeisers hebben de vennootschap gedagvaard',
              ),
              answer(
                'chamber',
                'Convocation par la chambre des entreprises en difficulté',
                'Summoned by the chamber for enterprises in difficulty',
                'Oproeping door de kamer voor ondernemingen in moeilijkheden',
              ),
              answer('stopped', "L'activité est à l'arrêt", 'The business has stopped', 'De activiteit ligt stil'),
            ],
          ),
          date(
            text(
              'Depuis quand la société ne parvient-elle plus à payer ses dettes ?',
              'Since when has the company been unable to pay its debts?',
              'Sinds wanneer kan de vennootschap haar schulden niet meer betalen?',
            ),
          ),
          checkbox(
            text(
              'Quelle solution envisagez-vous ?',
              'Which solution are you considering?',
              'Welke oplossing overweegt u?',
            ),
            [
              answer(
                'reorganisation',
                'Une réorganisation judiciaire',
                'Judicial reorganisation',
                'Een gerechtelijke reorganisatie',
              ),
              answer(
                'amicable',
                'Un accord amiable avec les créanciers',
                'An amicable agreement with creditors',
                'Een minnelijk akkoord met de schuldeisers',
              ),
              answer('bankruptcy', 'Un aveu de faillite', 'Filing for bankruptcy', 'Een aangifte van faillissement'),
              answer(
                'liquidation',
                'Une liquidation volontaire',
                'A voluntary liquidation',
                'Een vrijwillige vereffening',
              ),
            ],
          ),
          radio(
            text(
              'Vous êtes-vous porté caution personnellement ?',
              'Have you given a personal guarantee?',
              'Hebt u zich persoonlijk borg gesteld?',
            ),
            [YES, NO, UNKNOWN],
          ),
          files(
            text(
              'Joignez les derniers comptes annuels et un état des dettes',
              'Attach the latest annual accounts and a statement of debts',
              'Voeg de laatste jaarrekening en een overzicht van de schulden toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'company.director_liability',
        content: text(
          'Ma responsabilité est mise en cause comme administrateur',
          'I am being held liable as a company director',
          'Ik word als bestuurder aansprakelijk gesteld',
        ),
        questions: [
          radio(
            text('Qui met en cause votre responsabilité ?', 'Who is holding you liable?', 'Wie stelt u aansprakelijk?'),
            [
              answer(
                'trustee',
                'Le curateur de la faillite',
                'The bankruptcy trustee',
                'De curator van het faillissement',
              ),
              answer('creditor', 'Un créancier', 'A creditor', 'Een schuldeiser'),
              answer(
                'shareholders',
                'La société ou les actionnaires',
                'The company or the shareholders',
                'De vennootschap of de aandeelhouders',
              ),
              answer(
                'authorities',
                "Le fisc ou l'ONSS",
                'The tax authorities or social security',
                'De fiscus of de RSZ',
              ),
            ],
          ),
          date(
            text(
              'À quelle date avez-vous reçu la mise en cause ?',
              'On what date did you receive the claim?',
              'Op welke datum hebt u de aansprakelijkstelling ontvangen?',
            ),
          ),
          radio(
            text('Êtes-vous toujours administrateur ?', 'Are you still a director?', 'Bent u nog steeds bestuurder?'),
            [YES, NO],
          ),
          date(
            text(
              'Date de publication de votre démission au Moniteur belge, le cas échéant',
              'Date your resignation was published in the Belgian Official Gazette, if applicable',
              'Datum van publicatie van uw ontslag in het Belgisch Staatsblad, indien van toepassing',
            ),
            false,
          ),
          checkbox(text('Que vous reproche-t-on ?', 'What are you accused of?', 'Wat verwijt men u?'), [
            answer('mismanagement', 'Une faute de gestion', 'Mismanagement', 'Een bestuursfout'),
            answer(
              'wrongful_trading',
              "La poursuite d'une activité déficitaire",
              'Continuing a loss-making business',
              'De voortzetting van een verlieslatende activiteit',
            ),
            answer(
              'unpaid_tax',
              'De la TVA ou du précompte professionnel impayés',
              'Unpaid VAT or payroll withholding tax',
              'Onbetaalde btw of bedrijfsvoorheffing',
            ),
            answer(
              'unpaid_social_security',
              'Des cotisations sociales impayées',
              'Unpaid social security contributions',
              'Onbetaalde socialezekerheidsbijdragen',
            ),
            answer(
              'accounts_not_filed',
              'Des comptes annuels non déposés',
              'Annual accounts not filed',
              'Niet neergelegde jaarrekeningen',
            ),
          ]),
          file(
            text(
              'Joignez le courrier ou la citation reçus',
              'Attach the letter or summons received',
              'Voeg de ontvangen brief of dagvaarding toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'consumer',
    description: text('Droit de la consommation', 'Consumer law', 'Consumentenrecht'),
    lawCases: [
      {
        code: 'consumer.defective_product',
        content: text(
          "Le produit que j'ai acheté est défectueux",
          'The product I bought is defective',
          'Het product dat ik gekocht heb, is defect',
        ),
        questions: [
          date(
            text(
              'À quelle date avez-vous reçu le produit ?',
              'On what date did you receive the product?',
              'Op welke datum hebt u het product ontvangen?',
            ),
          ),
          radio(text("Où l'avez-vous acheté ?", 'Where did you buy it?', 'Waar hebt u het gekocht?'), [
            answer('shop', 'En magasin', 'In a shop', 'In de winkel'),
            answer('online', 'En ligne', 'Online', 'Online'),
            answer('private_seller', "Auprès d'un particulier", 'From a private seller', 'Bij een particulier'),
          ]),
          radio(
            text(
              'Le vendeur accepte-t-il de réparer ou de remplacer le produit ?',
              'Does the seller agree to repair or replace the product?',
              'Gaat de verkoper akkoord om het product te herstellen of te vervangen?',
            ),
            [
              YES,
              answer('refuses', 'Non, il refuse', 'No, the seller refuses', 'Nee, hij weigert'),
              answer('no_answer', 'Il ne répond pas', 'The seller does not answer', 'Hij antwoordt niet'),
            ],
          ),
          checkbox(text('Quel est le problème ?', 'What is the problem?', 'Wat is het probleem?'), [
            answer('broken', 'Il ne fonctionne pas ou plus', "It doesn't work (any more)", 'Het werkt niet (meer)'),
            answer(
              'not_as_described',
              'Il ne correspond pas à la description',
              'It does not match the description',
              'Het stemt niet overeen met de beschrijving',
            ),
            answer('damaged', 'Il est arrivé endommagé', 'It arrived damaged', 'Het werd beschadigd geleverd'),
            answer(
              'repair_failed',
              "La réparation n'a pas résolu le problème",
              'The repair did not fix the problem',
              'De herstelling heeft het probleem niet opgelost',
            ),
          ]),
          files(
            text(
              'Joignez la facture ou le ticket de caisse, des photos et vos échanges avec le vendeur',
              'Attach the invoice or receipt, photos and your correspondence with the seller',
              "Voeg de factuur of het kasticket, foto's en uw briefwisseling met de verkoper toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'consumer.withdrawal',
        content: text(
          'Je veux annuler un achat fait en ligne ou à domicile',
          'I want to cancel a purchase made online or at my door',
          'Ik wil een aankoop online of aan huis annuleren',
        ),
        questions: [
          date(
            text(
              'À quelle date avez-vous conclu le contrat ou reçu la marchandise ?',
              'On what date did you sign the contract or receive the goods?',
              'Op welke datum hebt u de overeenkomst gesloten of de goederen ontvangen?',
            ),
          ),
          radio(
            text(
              'Comment le contrat a-t-il été conclu ?',
              'How was the contract made?',
              'Hoe werd de overeenkomst gesloten?',
            ),
            [
              answer('online', 'En ligne', 'Online', 'Online'),
              answer('phone', 'Par téléphone', 'By phone', 'Telefonisch'),
              answer(
                'doorstep',
                'À domicile (démarchage)',
                'At home (doorstep selling)',
                'Aan huis (huis-aan-huisverkoop)',
              ),
            ],
          ),
          radio(
            text(
              'Avez-vous déjà notifié votre rétractation au vendeur ?',
              'Have you already notified the seller that you are withdrawing?',
              'Hebt u de verkoper al laten weten dat u gebruikmaakt van uw herroepingsrecht?',
            ),
            [YES, NO],
          ),
          checkbox(
            text(
              "De quel type de contrat s'agit-il ?",
              'What kind of contract is it?',
              'Om welk soort overeenkomst gaat het?',
            ),
            [
              answer('goods', 'Un achat de biens', 'A purchase of goods', 'Een aankoop van goederen'),
              answer(
                'subscription',
                'Un abonnement (téléphonie, énergie, salle de sport)',
                'A subscription (telecom, energy, gym)',
                'Een abonnement (telefonie, energie, fitness)',
              ),
              answer('credit', 'Un crédit à la consommation', 'A consumer credit', 'Een consumentenkrediet'),
              answer('services', 'Des services ou des travaux', 'Services or works', 'Diensten of werken'),
            ],
          ),
          file(
            text(
              'Joignez la confirmation de commande ou le contrat',
              'Attach the order confirmation or the contract',
              'Voeg de bestelbevestiging of de overeenkomst toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'consumer.disputed_bill',
        content: text(
          "Je conteste une facture d'énergie, de téléphone ou d'internet",
          'I dispute an energy, phone or internet bill',
          'Ik betwist een factuur voor energie, telefoon of internet',
        ),
        questions: [
          radio(
            text('Quel fournisseur est concerné ?', 'Which provider is involved?', 'Om welke leverancier gaat het?'),
            [
              answer(
                'energy',
                "Un fournisseur d'énergie (gaz, électricité)",
                'An energy supplier (gas, electricity)',
                'Een energieleverancier (gas, elektriciteit)',
              ),
              answer(
                'telecom',
                'Un opérateur télécom (téléphone, internet, télévision)',
                'A telecom operator (phone, internet, TV)',
                'Een telecomoperator (telefoon, internet, tv)',
              ),
              answer('water', "Un distributeur d'eau", 'A water company', 'Een watermaatschappij'),
            ],
          ),
          date(
            text(
              'Quelle est la date de la facture contestée ?',
              'What is the date of the disputed bill?',
              'Wat is de datum van de betwiste factuur?',
            ),
          ),
          radio(
            text(
              'Avez-vous déjà saisi le service de médiation compétent (Ombudsman) ?',
              'Have you already contacted the relevant ombudsman service?',
              'Hebt u de bevoegde ombudsdienst al ingeschakeld?',
            ),
            [YES, NO],
          ),
          checkbox(text('Que contestez-vous ?', 'What do you dispute?', 'Wat betwist u?'), [
            answer('consumption', 'La consommation facturée', 'The billed consumption', 'Het aangerekende verbruik'),
            answer(
              'unrequested',
              "Des services que je n'ai pas demandés",
              'Services I did not order',
              'Diensten die ik niet heb aangevraagd',
            ),
            answer('termination_fee', 'Des frais de résiliation', 'Termination fees', 'Opzeggingskosten'),
            answer(
              'price_increase',
              'Une hausse de prix non annoncée',
              'An unannounced price increase',
              'Een niet-aangekondigde prijsverhoging',
            ),
          ]),
          files(
            text(
              'Joignez la facture contestée et vos échanges avec le fournisseur',
              'Attach the disputed bill and your correspondence with the provider',
              'Voeg de betwiste factuur en uw briefwisseling met de leverancier toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'consumer.contractor',
        content: text(
          "L'entrepreneur n'a pas terminé ou a mal fait les travaux",
          'The contractor did not finish the work or did it badly',
          'De aannemer heeft de werken niet afgewerkt of slecht uitgevoerd',
        ),
        questions: [
          radio(
            text(
              'Existe-t-il un devis ou un contrat signé ?',
              'Is there a signed quote or contract?',
              'Is er een ondertekende offerte of overeenkomst?',
            ),
            [YES, NO],
          ),
          date(
            text(
              'Quand les travaux ont-ils commencé ?',
              'When did the work start?',
              'Wanneer zijn de werken begonnen?',
            ),
          ),
          radio(
            text('Avez-vous payé un acompte ?', 'Have you paid a deposit?', 'Hebt u een voorschot betaald?'),
            [YES, NO],
            false,
          ),
          checkbox(text('Quel est le problème ?', 'What is the problem?', 'Wat is het probleem?'), [
            answer('unfinished', 'Des travaux non terminés', 'Unfinished work', 'Onafgewerkte werken'),
            answer('defects', 'Des malfaçons', 'Defective workmanship', 'Gebreken in de uitvoering'),
            answer('delay', 'Un retard important', 'A major delay', 'Een grote vertraging'),
            answer(
              'overbilling',
              'Une facture supérieure au devis',
              'An invoice higher than the quote',
              'Een factuur hoger dan de offerte',
            ),
            answer(
              'unreachable',
              "L'entrepreneur est injoignable",
              'The contractor cannot be reached',
              'De aannemer is onbereikbaar',
            ),
          ]),
          files(
            text(
              'Joignez le devis, les factures et des photos des travaux',
              'Attach the quote, the invoices and photos of the work',
              "Voeg de offerte, de facturen en foto's van de werken toe",
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
  {
    code: 'immigration',
    description: text('Droit des étrangers', 'Immigration law', 'Vreemdelingenrecht'),
    lawCases: [
      {
        code: 'immigration.family_reunification',
        content: text(
          'Je souhaite faire venir ma famille en Belgique',
          'I want to bring my family to Belgium',
          'Ik wil mijn gezin naar België laten overkomen',
        ),
        questions: [
          radio(
            text(
              'Quel est votre statut en Belgique ?',
              'What is your status in Belgium?',
              'Wat is uw statuut in België?',
            ),
            [
              answer('belgian', 'Belge', 'Belgian citizen', 'Belg'),
              answer('eu_citizen', "Citoyen de l'Union européenne", 'EU citizen', 'Burger van de Europese Unie'),
              answer(
                'protection',
                'Réfugié reconnu ou protection subsidiaire',
                'Recognised refugee or subsidiary protection',
                'Erkend vluchteling of subsidiaire bescherming',
              ),
              answer('residence_permit', 'Autre titre de séjour', 'Other residence permit', 'Andere verblijfstitel'),
            ],
          ),
          date(
            text(
              'Depuis quand résidez-vous en Belgique ?',
              'Since when have you been living in Belgium?',
              'Sinds wanneer verblijft u in België?',
            ),
          ),
          checkbox(
            text('Qui souhaitez-vous faire venir ?', 'Whom do you want to bring over?', 'Wie wilt u laten overkomen?'),
            [
              answer('spouse', 'Mon conjoint ou partenaire', 'My spouse or partner', 'Mijn echtgeno(o)t(e) of partner'),
              answer('children', 'Mes enfants mineurs', 'My minor children', 'Mijn minderjarige kinderen'),
              answer('parents', 'Mes parents', 'My parents', 'Mijn ouders'),
              answer(
                'other_relative',
                'Un autre membre de la famille',
                'Another family member',
                'Een ander familielid',
              ),
            ],
          ),
          radio(
            text(
              "Disposez-vous de revenus stables et d'un logement suffisant ?",
              'Do you have a stable income and adequate housing?',
              'Beschikt u over stabiele inkomsten en een behoorlijke huisvesting?',
            ),
            [YES, answer('partly', 'En partie', 'Partly', 'Gedeeltelijk'), NO],
          ),
          files(
            text(
              'Joignez votre titre de séjour, les actes de mariage ou de naissance et vos preuves de revenus',
              'Attach your residence permit, the marriage or birth certificates and proof of income',
              'Voeg uw verblijfstitel, de huwelijks- of geboorteaktes en uw bewijzen van inkomsten toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'immigration.order_to_leave',
        content: text(
          "J'ai reçu un ordre de quitter le territoire",
          'I received an order to leave the territory',
          'Ik kreeg een bevel om het grondgebied te verlaten',
        ),
        questions: [
          date(
            text(
              "À quelle date l'ordre vous a-t-il été notifié ?",
              'On what date was the order served on you?',
              'Op welke datum werd het bevel u betekend?',
            ),
          ),
          radio(
            text(
              'Êtes-vous actuellement détenu dans un centre fermé ?',
              'Are you currently held in a detention centre?',
              'Wordt u momenteel vastgehouden in een gesloten centrum?',
            ),
            [YES, NO],
          ),
          radio(
            text(
              'Avez-vous une procédure en cours ?',
              'Do you have an application pending?',
              'Hebt u een lopende procedure?',
            ),
            [
              answer(
                'asylum',
                'Une demande de protection internationale',
                'An application for international protection',
                'Een verzoek om internationale bescherming',
              ),
              answer(
                'regularisation',
                'Une demande de régularisation (9bis ou 9ter)',
                'A regularisation application (9bis or 9ter)',
                'Een regularisatieaanvraag (9bis of 9ter)',
              ),
              answer(
                'family',
                'Une demande de regroupement familial',
                'A family reunification application',
                'Een aanvraag tot gezinshereniging',
              ),
              answer('none', 'Aucune', 'None', 'Geen'),
            ],
          ),
          checkbox(
            text(
              'Quels liens avez-vous avec la Belgique ?',
              'What ties do you have with Belgium?',
              'Welke banden hebt u met België?',
            ),
            [
              answer(
                'partner',
                'Un conjoint ou partenaire en Belgique',
                'A spouse or partner in Belgium',
                'Een echtgeno(o)t(e) of partner in België',
              ),
              answer('children', 'Des enfants en Belgique', 'Children in Belgium', 'Kinderen in België'),
              answer('work', 'Un travail ou des études', 'Work or studies', 'Werk of studies'),
              answer(
                'medical',
                'Un traitement médical en cours',
                'Ongoing medical treatment',
                'Een lopende medische behandeling',
              ),
            ],
          ),
          file(
            text(
              "Joignez l'ordre de quitter le territoire",
              'Attach the order to leave the territory',
              'Voeg het bevel om het grondgebied te verlaten toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'immigration.asylum_refused',
        content: text(
          "Ma demande d'asile a été refusée",
          'My asylum application was refused',
          'Mijn asielaanvraag werd geweigerd',
        ),
        questions: [
          date(
            text(
              'À quelle date la décision vous a-t-elle été notifiée ?',
              'On what date were you notified of the decision?',
              'Op welke datum werd de beslissing u betekend?',
            ),
          ),
          radio(
            text(
              'Quelle instance a pris la décision ?',
              'Which authority took the decision?',
              'Welke instantie nam de beslissing?',
            ),
            [
              answer(
                'cgra',
                'Le Commissariat général aux réfugiés et aux apatrides (CGRA)',
                'The Commissioner General for Refugees and Stateless Persons (CGRS)',
                'Het Commissariaat-generaal voor de Vluchtelingen en de Staatlozen (CGVS)',
              ),
              answer(
                'cce',
                'Le Conseil du contentieux des étrangers (CCE)',
                'The Council for Alien Law Litigation (CALL)',
                'De Raad voor Vreemdelingenbetwistingen (RvV)',
              ),
              answer(
                'immigration_office',
                "L'Office des étrangers",
                'The Immigration Office',
                'De Dienst Vreemdelingenzaken',
              ),
            ],
          ),
          radio(
            text(
              'Un avocat vous a-t-il assisté pendant la procédure ?',
              'Did a lawyer assist you during the procedure?',
              'Werd u tijdens de procedure bijgestaan door een advocaat?',
            ),
            [YES, NO],
          ),
          checkbox(
            text(
              'Disposez-vous de nouveaux éléments ?',
              'Do you have any new elements?',
              'Beschikt u over nieuwe elementen?',
            ),
            [
              answer('documents', 'De nouveaux documents', 'New documents', 'Nieuwe documenten'),
              answer(
                'country_situation',
                "Un changement de situation dans le pays d'origine",
                'A change of situation in the country of origin',
                'Een gewijzigde situatie in het land van herkomst',
              ),
              answer('health', 'Des problèmes de santé', 'Health problems', 'Gezondheidsproblemen'),
              answer(
                'family',
                'Une naissance ou un mariage en Belgique',
                'A birth or marriage in Belgium',
                'Een geboorte of huwelijk in België',
              ),
            ],
          ),
          files(
            text(
              'Joignez la décision reçue et les documents de la procédure',
              'Attach the decision received and the documents of the procedure',
              'Voeg de ontvangen beslissing en de documenten van de procedure toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
      {
        code: 'immigration.nationality',
        content: text('Je souhaite devenir Belge', 'I want to become a Belgian citizen', 'Ik wil Belg worden'),
        questions: [
          date(
            text(
              'Depuis quand séjournez-vous légalement en Belgique ?',
              'Since when have you been legally resident in Belgium?',
              'Sinds wanneer verblijft u wettig in België?',
            ),
          ),
          radio(
            text(
              'Quel titre de séjour avez-vous ?',
              'Which residence permit do you hold?',
              'Welke verblijfstitel hebt u?',
            ),
            [
              answer(
                'unlimited',
                'Séjour illimité (carte B, C, D ou F+)',
                'Unlimited residence (B, C, D or F+ card)',
                'Onbeperkt verblijf (B-, C-, D- of F+-kaart)',
              ),
              answer('limited', 'Séjour limité (carte A)', 'Limited residence (A card)', 'Beperkt verblijf (A-kaart)'),
              answer(
                'eu',
                'Citoyen européen (carte EU ou EU+)',
                'EU citizen (EU or EU+ card)',
                'EU-burger (EU- of EU+-kaart)',
              ),
            ],
          ),
          checkbox(text('Que pouvez-vous prouver ?', 'What can you prove?', 'Wat kunt u bewijzen?'), [
            answer(
              'language',
              "La connaissance d'une langue nationale (niveau A2)",
              'Knowledge of a national language (A2 level)',
              'Kennis van een landstaal (niveau A2)',
            ),
            answer(
              'work',
              '468 jours de travail au cours des cinq dernières années',
              '468 working days in the last five years',
              '468 arbeidsdagen in de laatste vijf jaar',
            ),
            answer('integration', "Un parcours d'intégration", 'An integration course', 'Een inburgeringstraject'),
            answer(
              'marriage',
              'Un mariage avec un Belge',
              'Marriage to a Belgian citizen',
              'Een huwelijk met een Belg',
            ),
          ]),
          radio(
            text(
              'Avez-vous déjà été condamné pénalement ?',
              'Do you have a criminal conviction?',
              'Werd u al strafrechtelijk veroordeeld?',
            ),
            [YES, NO],
            false,
          ),
          files(
            text(
              'Joignez votre titre de séjour et vos attestations de langue et de travail',
              'Attach your residence permit and your language and work certificates',
              'Voeg uw verblijfstitel en uw attesten van taalkennis en werk toe',
            ),
          ),
          DESCRIBE_SITUATION,
        ],
      },
    ],
  },
];
