import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, freeText, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

const EMPLOYMENT_CONTRACT = radio(
  {
    fr: 'Quel type de contrat avez-vous ?',
    en: 'What type of contract do you have?',
    nl: 'Welk soort overeenkomst hebt u?',
  },
  [
    answer('cdi', {
      fr: 'Contrat à durée indéterminée',
      en: 'Permanent contract',
      nl: 'Arbeidsovereenkomst voor onbepaalde duur',
    }),
    answer('cdd', {
      fr: 'Contrat à durée déterminée',
      en: 'Fixed-term contract',
      nl: 'Arbeidsovereenkomst voor bepaalde duur',
    }),
    answer('interim', { fr: 'Contrat intérimaire', en: 'Temporary agency contract', nl: 'Uitzendovereenkomst' }),
  ],
);

const ATTACH_EMPLOYMENT_CONTRACT = file({
  fr: 'Joignez votre contrat de travail',
  en: 'Attach your employment contract',
  nl: 'Voeg uw arbeidsovereenkomst toe',
});

const EMPLOYMENT_START_DATE = date({
  fr: 'À quelle date êtes-vous entré au service de cet employeur ?',
  en: 'On what date did you start working for this employer?',
  nl: 'Op welke datum bent u bij deze werkgever in dienst getreden?',
});

// Notice periods depend on the status and, for service before 2014 (the single status of the law of
// 26 December 2013), on the old rules; the joint committee decides the sector's own rules.
const WORKER_STATUS = radio({ fr: 'Quel est votre statut ?', en: 'What is your status?', nl: 'Wat is uw statuut?' }, [
  answer('blue_collar', { fr: 'Ouvrier', en: 'Blue-collar worker', nl: 'Arbeider' }),
  answer('white_collar', { fr: 'Employé', en: 'White-collar employee', nl: 'Bediende' }),
  answer('public_contract', {
    fr: 'Contractuel dans le secteur public',
    en: 'Contract staff in the public sector',
    nl: 'Contractueel personeelslid in de openbare sector',
  }),
]);

const PAY_AND_JOINT_COMMITTEE = freeText(
  {
    fr: 'Quels sont votre salaire mensuel brut et votre commission paritaire (indiqués sur votre fiche de paie) ?',
    en: 'What are your gross monthly pay and your joint committee (shown on your payslip)?',
    nl: 'Wat zijn uw bruto maandloon en uw paritair comité (vermeld op uw loonfiche)?',
  },
  false,
);

const DISMISSAL_PROTECTION = checkbox(
  {
    fr: "Bénéficiez-vous d'une protection contre le licenciement ?",
    en: 'Are you protected against dismissal?',
    nl: 'Geniet u ontslagbescherming?',
  },
  [
    answer('staff_representative', {
      fr: "Délégué du personnel ou candidat aux élections sociales (conseil d'entreprise, CPPT), ou délégué syndical",
      en: 'Staff representative or candidate in the social elections (works council, health and safety committee), or union delegate',
      nl: 'Personeelsafgevaardigde of kandidaat bij de sociale verkiezingen (ondernemingsraad, CPBW), of vakbondsafgevaardigde',
    }),
    answer('pregnancy', {
      fr: 'Grossesse ou congé de maternité',
      en: 'Pregnancy or maternity leave',
      nl: 'Zwangerschap of moederschapsrust',
    }),
    answer('leave', {
      fr: 'Congé parental, crédit-temps ou autre congé thématique',
      en: 'Parental leave, time credit or another thematic leave',
      nl: 'Ouderschapsverlof, tijdskrediet of ander thematisch verlof',
    }),
    answer('prevention_adviser', { fr: 'Conseiller en prévention', en: 'Prevention adviser', nl: 'Preventieadviseur' }),
    answer('complaint', {
      fr: 'Une plainte pour harcèlement ou discrimination est en cours',
      en: 'A harassment or discrimination complaint is pending',
      nl: 'Er loopt een klacht wegens pesterijen of discriminatie',
    }),
  ],
);

export const EMPLOYMENT: ReferenceCategory = {
  code: 'employment',
  description: { fr: 'Droit du travail', en: 'Employment law', nl: 'Arbeidsrecht' },
  lawCases: [
    {
      code: 'employment.dismissal',
      content: { fr: "J'ai été licencié", en: 'I have been dismissed', nl: 'Ik ben ontslagen' },
      questions: [
        deadlineDate({
          fr: 'À quelle date le licenciement vous a-t-il été notifié ?',
          en: 'On what date were you notified of the dismissal?',
          nl: 'Op welke datum werd u het ontslag ter kennis gebracht?',
        }),
        radio({ fr: 'Comment avez-vous été licencié ?', en: 'How were you dismissed?', nl: 'Hoe werd u ontslagen?' }, [
          answer('notice', {
            fr: 'Avec un préavis à prester',
            en: 'With notice to be worked',
            nl: 'Met een te presteren opzeggingstermijn',
          }),
          answer('indemnity', {
            fr: 'Avec une indemnité de préavis (départ immédiat)',
            en: 'With payment in lieu of notice (immediate departure)',
            nl: 'Met een opzeggingsvergoeding (onmiddellijk vertrek)',
          }),
          answer('serious_cause', { fr: 'Pour motif grave', en: 'For serious cause', nl: 'Om dringende reden' }),
        ]),
        WORKER_STATUS,
        EMPLOYMENT_CONTRACT,
        EMPLOYMENT_START_DATE,
        PAY_AND_JOINT_COMMITTEE,
        DISMISSAL_PROTECTION,
        checkbox(
          {
            fr: "Qu'avez-vous reçu de votre employeur ?",
            en: 'What have you received from your employer?',
            nl: 'Wat hebt u van uw werkgever ontvangen?',
          },
          [
            answer('letter', { fr: 'La lettre de licenciement', en: 'The dismissal letter', nl: 'De ontslagbrief' }),
            answer('c4', { fr: 'Le formulaire C4', en: 'The C4 form', nl: 'Het C4-formulier' }),
            answer('reasons', {
              fr: 'Les motifs concrets du licenciement',
              en: 'The specific reasons for the dismissal',
              nl: 'De concrete redenen van het ontslag',
            }),
            answer('final_pay', {
              fr: "Le décompte de sortie (pécule de vacances, prime de fin d'année)",
              en: 'The final pay statement (holiday pay, year-end bonus)',
              nl: 'De eindafrekening (vakantiegeld, eindejaarspremie)',
            }),
            answer('outplacement', {
              fr: "Une offre d'outplacement",
              en: 'An outplacement offer',
              nl: 'Een outplacementaanbod',
            }),
          ],
        ),
        deadlineDate(
          {
            fr: 'Si vous avez demandé à votre employeur les motifs concrets de votre licenciement (CCT n° 109), à quelle date avez-vous envoyé cette demande ?',
            en: 'If you asked your employer for the specific reasons for your dismissal (collective agreement no. 109), on what date did you send the request?',
            nl: 'Als u uw werkgever om de concrete redenen van uw ontslag hebt gevraagd (cao nr. 109), op welke datum hebt u dat verzoek verstuurd?',
          },
          false,
        ),
        deadlineDate(
          {
            fr: 'En cas de licenciement pour motif grave : à quelle date les faits reprochés ont-ils eu lieu ?',
            en: 'If dismissed for serious cause: on what date did the alleged facts take place?',
            nl: 'Bij ontslag om dringende reden: op welke datum vonden de verweten feiten plaats?',
          },
          false,
        ),
        deadlineDate(
          {
            fr: 'En cas de licenciement pour motif grave : à quelle date avez-vous reçu la lettre qui énonce le motif grave ?',
            en: 'If dismissed for serious cause: on what date did you receive the letter stating the serious cause?',
            nl: 'Bij ontslag om dringende reden: op welke datum hebt u de brief ontvangen die de dringende reden vermeldt?',
          },
          false,
        ),
        LEGAL_COSTS,
        ATTACH_EMPLOYMENT_CONTRACT,
        files({
          fr: 'Joignez le C4, la lettre de licenciement et vos dernières fiches de paie',
          en: 'Attach the C4, the dismissal letter and your latest payslips',
          nl: 'Voeg het C4-formulier, de ontslagbrief en uw laatste loonfiches toe',
        }),
        freeText({
          fr: 'Décrivez brièvement votre situation et ce que vous contestez',
          en: 'Briefly describe your situation and what you dispute',
          nl: 'Beschrijf kort uw situatie en wat u betwist',
        }),
      ],
    },
    {
      code: 'employment.unpaid_wages',
      content: {
        fr: 'Mon employeur ne me paie pas mon salaire',
        en: 'My employer is not paying my wages',
        nl: 'Mijn werkgever betaalt mijn loon niet uit',
      },
      questions: [
        radio(
          {
            fr: 'Êtes-vous toujours au service de cet employeur ?',
            en: 'Do you still work for this employer?',
            nl: 'Bent u nog in dienst bij deze werkgever?',
          },
          [YES, NO],
        ),
        date({
          fr: "Depuis quand votre salaire n'est-il plus payé (ou payé en retard) ?",
          en: 'Since when has your salary been unpaid (or paid late)?',
          nl: 'Sinds wanneer wordt uw loon niet (of te laat) betaald?',
        }),
        checkbox(
          {
            fr: 'Quels montants sont impayés ?',
            en: 'Which amounts are unpaid?',
            nl: 'Welke bedragen zijn onbetaald?',
          },
          [
            answer('salary', { fr: 'Le salaire mensuel', en: 'Monthly salary', nl: 'Het maandloon' }),
            answer('overtime', { fr: 'Les heures supplémentaires', en: 'Overtime', nl: 'De overuren' }),
            answer('holiday_pay', { fr: 'Le pécule de vacances', en: 'Holiday pay', nl: 'Het vakantiegeld' }),
            answer('year_end_bonus', {
              fr: "La prime de fin d'année (13e mois)",
              en: 'Year-end bonus (13th month)',
              nl: 'De eindejaarspremie (dertiende maand)',
            }),
            answer('expenses', { fr: 'Les frais professionnels', en: 'Work expenses', nl: 'De beroepskosten' }),
          ],
        ),
        radio(
          {
            fr: 'Avez-vous déjà envoyé une mise en demeure à votre employeur ?',
            en: 'Have you already sent your employer a formal notice?',
            nl: 'Hebt u uw werkgever al in gebreke gesteld?',
          },
          [YES, NO],
          false,
        ),
        radio(
          {
            fr: 'Votre employeur est-il en faillite ou en réorganisation judiciaire ?',
            en: 'Is your employer bankrupt or in judicial reorganisation?',
            nl: 'Is uw werkgever failliet of in gerechtelijke reorganisatie?',
          },
          [YES, NO, UNKNOWN],
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez vos fiches de paie et vos extraits de compte',
          en: 'Attach your payslips and bank statements',
          nl: 'Voeg uw loonfiches en rekeninguittreksels toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'employment.harassment',
      content: {
        fr: 'Je suis victime de harcèlement au travail',
        en: 'I am being harassed at work',
        nl: 'Ik ben het slachtoffer van pesterijen op het werk',
      },
      questions: [
        checkbox(
          {
            fr: "De quels faits s'agit-il ?",
            en: 'What kind of behaviour is involved?',
            nl: 'Om welke feiten gaat het?',
          },
          [
            answer('moral', { fr: 'Harcèlement moral', en: 'Bullying', nl: 'Pesterijen' }),
            answer('sexual', { fr: 'Harcèlement sexuel', en: 'Sexual harassment', nl: 'Ongewenst seksueel gedrag' }),
            answer('violence', { fr: 'Violence au travail', en: 'Violence at work', nl: 'Geweld op het werk' }),
            answer('discrimination', { fr: 'Discrimination', en: 'Discrimination', nl: 'Discriminatie' }),
          ],
        ),
        radio({ fr: "Qui est l'auteur des faits ?", en: 'Who is responsible?', nl: 'Wie is de dader?' }, [
          answer('manager', { fr: 'Un supérieur hiérarchique', en: 'A manager', nl: 'Een leidinggevende' }),
          answer('colleague', { fr: 'Un collègue', en: 'A colleague', nl: 'Een collega' }),
          answer('third_party', {
            fr: 'Un client ou un tiers',
            en: 'A customer or third party',
            nl: 'Een klant of een derde',
          }),
        ]),
        date({
          fr: 'Depuis quand les faits se produisent-ils ?',
          en: 'Since when has this been happening?',
          nl: 'Sinds wanneer doen de feiten zich voor?',
        }),
        radio(
          {
            fr: 'Avez-vous fait appel au conseiller en prévention aspects psychosociaux ?',
            en: 'Have you contacted the prevention adviser for psychosocial risks?',
            nl: 'Hebt u een beroep gedaan op de preventieadviseur psychosociale aspecten?',
          },
          [
            answer('no', { fr: 'Non', en: 'No', nl: 'Nee' }),
            answer('informal', {
              fr: "Oui, demande d'intervention psychosociale informelle",
              en: 'Yes, a request for informal psychosocial intervention',
              nl: 'Ja, verzoek tot informele psychosociale interventie',
            }),
            answer('formal', {
              fr: "Oui, demande d'intervention psychosociale formelle",
              en: 'Yes, a request for formal psychosocial intervention',
              nl: 'Ja, verzoek tot formele psychosociale interventie',
            }),
          ],
        ),
        radio(
          {
            fr: 'Êtes-vous actuellement en incapacité de travail ?',
            en: 'Are you currently on sick leave?',
            nl: 'Bent u momenteel arbeidsongeschikt?',
          },
          [YES, NO],
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez tout élément de preuve (e-mails, messages, certificats médicaux, témoignages)',
          en: 'Attach any evidence (e-mails, messages, medical certificates, witness statements)',
          nl: 'Voeg alle bewijsstukken toe (e-mails, berichten, medische attesten, getuigenverklaringen)',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'employment.work_accident',
      content: {
        fr: "J'ai eu un accident du travail",
        en: 'I had an accident at work',
        nl: 'Ik heb een arbeidsongeval gehad',
      },
      questions: [
        date({
          fr: "À quelle date l'accident s'est-il produit ?",
          en: 'On what date did the accident happen?',
          nl: 'Op welke datum gebeurde het ongeval?',
        }),
        radio(
          {
            fr: "Où l'accident s'est-il produit ?",
            en: 'Where did the accident happen?',
            nl: 'Waar gebeurde het ongeval?',
          },
          [
            answer('workplace', { fr: 'Sur le lieu de travail', en: 'At the workplace', nl: 'Op de werkplek' }),
            answer('commute', {
              fr: 'Sur le chemin du travail',
              en: 'On the way to or from work',
              nl: 'Op weg van of naar het werk',
            }),
          ],
        ),
        radio(
          {
            fr: 'Dans quel secteur travaillez-vous ?',
            en: 'Which sector do you work in?',
            nl: 'In welke sector werkt u?',
          },
          [
            answer('private', { fr: 'Secteur privé', en: 'Private sector', nl: 'Privésector' }),
            answer('public', {
              fr: 'Secteur public (administration, enseignement, commune, etc.)',
              en: 'Public sector (administration, education, municipality, etc.)',
              nl: 'Openbare sector (overheid, onderwijs, gemeente enz.)',
            }),
          ],
        ),
        radio(
          {
            fr: "L'assureur-loi de votre employeur (dans le secteur public, votre employeur) a-t-il reconnu l'accident ?",
            en: "Has your employer's work accident insurer (in the public sector, your employer) accepted the accident?",
            nl: 'Heeft de arbeidsongevallenverzekeraar van uw werkgever (in de openbare sector: uw werkgever) het ongeval erkend?',
          },
          [
            answer('accepted', { fr: 'Oui', en: 'Yes', nl: 'Ja' }),
            answer('refused', { fr: 'Non, il refuse', en: 'No, it refuses', nl: 'Nee, hij weigert' }),
            answer('pending', { fr: 'Pas encore de décision', en: 'No decision yet', nl: 'Nog geen beslissing' }),
          ],
        ),
        deadlineDate(
          {
            fr: "Si l'accident a été refusé, à quelle date avez-vous reçu la décision de refus ?",
            en: 'If the accident was refused, on what date did you receive the refusal decision?',
            nl: 'Als het ongeval werd geweigerd, op welke datum hebt u de weigeringsbeslissing ontvangen?',
          },
          false,
        ),
        checkbox(
          {
            fr: "Quelles sont les conséquences de l'accident ?",
            en: 'What are the consequences of the accident?',
            nl: 'Wat zijn de gevolgen van het ongeval?',
          },
          [
            answer('temporary_incapacity', {
              fr: 'Incapacité de travail temporaire',
              en: 'Temporary incapacity for work',
              nl: 'Tijdelijke arbeidsongeschiktheid',
            }),
            answer('permanent_injury', {
              fr: 'Séquelles permanentes',
              en: 'Permanent after-effects',
              nl: 'Blijvende letsels',
            }),
            answer('medical_costs', { fr: 'Frais médicaux', en: 'Medical expenses', nl: 'Medische kosten' }),
            answer('dismissal', {
              fr: "Licenciement après l'accident",
              en: 'Dismissal after the accident',
              nl: 'Ontslag na het ongeval',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: "Joignez la déclaration d'accident, les certificats médicaux et les courriers de l'assureur",
          en: "Attach the accident report, the medical certificates and the insurer's letters",
          nl: 'Voeg de ongevalsaangifte, de medische attesten en de brieven van de verzekeraar toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'employment.resignation',
      content: { fr: 'Je souhaite démissionner', en: 'I want to resign', nl: 'Ik wil ontslag nemen' },
      questions: [
        EMPLOYMENT_CONTRACT,
        EMPLOYMENT_START_DATE,
        radio(
          {
            fr: 'Avez-vous trouvé un nouvel emploi ?',
            en: 'Have you found a new job?',
            nl: 'Hebt u een nieuwe job gevonden?',
          },
          [YES, NO],
        ),
        checkbox(
          {
            fr: 'Quelles questions vous préoccupent ?',
            en: 'Which questions concern you?',
            nl: 'Welke vragen houden u bezig?',
          },
          [
            answer('notice', {
              fr: 'La durée de mon préavis',
              en: 'The length of my notice period',
              nl: 'De duur van mijn opzeggingstermijn',
            }),
            answer('non_compete', {
              fr: 'La clause de non-concurrence',
              en: 'The non-compete clause',
              nl: 'Het concurrentiebeding',
            }),
            answer('training_clause', {
              fr: "Le remboursement de frais de formation (clause d'écolage)",
              en: 'Repaying training costs (training clause)',
              nl: 'De terugbetaling van opleidingskosten (scholingsbeding)',
            }),
            answer('unemployment', {
              fr: 'Mes droits aux allocations de chômage',
              en: 'My unemployment benefit rights',
              nl: 'Mijn recht op een werkloosheidsuitkering',
            }),
          ],
        ),
        LEGAL_COSTS,
        ATTACH_EMPLOYMENT_CONTRACT,
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
