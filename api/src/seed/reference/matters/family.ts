import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

export const FAMILY: ReferenceCategory = {
  code: 'family',
  description: { fr: 'Droit de la famille', en: 'Family law', nl: 'Familierecht' },
  lawCases: [
    {
      code: 'family.divorce',
      content: { fr: 'Je souhaite divorcer', en: 'I want to get divorced', nl: 'Ik wil scheiden' },
      questions: [
        radio(
          {
            fr: 'Quel type de divorce envisagez-vous ?',
            en: 'What type of divorce are you considering?',
            nl: 'Aan welk soort echtscheiding denkt u?',
          },
          [
            answer('consent', {
              fr: 'Divorce par consentement mutuel',
              en: 'Divorce by mutual consent',
              nl: 'Echtscheiding door onderlinge toestemming',
            }),
            answer('disunion', {
              fr: 'Divorce pour désunion irrémédiable',
              en: 'Divorce on the grounds of irretrievable breakdown',
              nl: 'Echtscheiding op grond van onherstelbare ontwrichting',
            }),
            answer('undecided', { fr: 'Je ne sais pas encore', en: "I don't know yet", nl: 'Ik weet het nog niet' }),
          ],
        ),
        date({
          fr: 'À quelle date vous êtes-vous mariés ?',
          en: 'On what date did you marry?',
          nl: 'Op welke datum bent u gehuwd?',
        }),
        date(
          {
            fr: 'Depuis quand vivez-vous séparément (le cas échéant) ?',
            en: 'Since when have you been living apart (if applicable)?',
            nl: 'Sinds wanneer woont u feitelijk gescheiden (indien van toepassing)?',
          },
          false,
        ),
        radio(
          {
            fr: 'Avez-vous des enfants communs mineurs ?',
            en: 'Do you have minor children together?',
            nl: 'Hebt u samen minderjarige kinderen?',
          },
          [YES, NO],
        ),
        checkbox(
          {
            fr: 'Quels points devront être réglés ?',
            en: 'Which matters will need to be settled?',
            nl: 'Welke punten moeten geregeld worden?',
          },
          [
            answer('residence', {
              fr: "L'hébergement des enfants",
              en: "The children's residence",
              nl: 'De huisvesting van de kinderen',
            }),
            answer('maintenance', {
              fr: 'Les contributions alimentaires pour les enfants et la pension alimentaire entre époux',
              en: 'Child maintenance and maintenance between spouses',
              nl: 'De onderhoudsbijdragen voor de kinderen en de uitkering na echtscheiding',
            }),
            answer('home', { fr: 'Le logement familial', en: 'The family home', nl: 'De gezinswoning' }),
            answer('property', {
              fr: 'Le partage des biens et des dettes',
              en: 'The division of assets and debts',
              nl: 'De verdeling van de goederen en de schulden',
            }),
          ],
        ),
        LEGAL_COSTS,
        file({
          fr: 'Joignez votre contrat de mariage, le cas échéant',
          en: 'Attach your marriage contract, if any',
          nl: 'Voeg uw huwelijkscontract toe, indien u er een hebt',
        }),
        files({
          fr: 'Joignez les documents utiles (acte de mariage, fiches de paie, avertissement-extrait de rôle)',
          en: 'Attach any useful documents (marriage certificate, payslips, tax assessment notice)',
          nl: 'Voeg de nuttige documenten toe (huwelijksakte, loonfiches, aanslagbiljet)',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'family.maintenance',
      content: {
        fr: 'Je souhaite modifier la pension alimentaire',
        en: 'I want to change the maintenance payments',
        nl: 'Ik wil het onderhoudsgeld laten aanpassen',
      },
      questions: [
        radio(
          {
            fr: 'Pour qui la pension alimentaire est-elle due ?',
            en: 'Who are the maintenance payments for?',
            nl: 'Voor wie is het onderhoudsgeld bestemd?',
          },
          [
            answer('children', {
              fr: 'Pour les enfants (contribution alimentaire)',
              en: 'For the children (child maintenance)',
              nl: 'Voor de kinderen (onderhoudsbijdrage)',
            }),
            answer('spouse', {
              fr: "Pour l'ex-conjoint (pension alimentaire après divorce)",
              en: 'For the former spouse (maintenance after divorce)',
              nl: 'Voor de gewezen echtgeno(o)t(e) (uitkering na echtscheiding)',
            }),
            answer('both', { fr: 'Les deux', en: 'Both', nl: 'Beide' }),
          ],
        ),
        radio({ fr: 'Vous êtes :', en: 'You are:', nl: 'U bent:' }, [
          answer('payer', { fr: 'La personne qui paie', en: 'The person who pays', nl: 'De persoon die betaalt' }),
          answer('recipient', {
            fr: 'La personne qui reçoit',
            en: 'The person who receives',
            nl: 'De persoon die ontvangt',
          }),
        ]),
        date({
          fr: 'À quelle date le montant actuel a-t-il été fixé (jugement ou convention) ?',
          en: 'On what date was the current amount set (judgment or agreement)?',
          nl: 'Op welke datum werd het huidige bedrag vastgelegd (vonnis of overeenkomst)?',
        }),
        checkbox(
          {
            fr: "Qu'est-ce qui a changé depuis ?",
            en: 'What has changed since then?',
            nl: 'Wat is er sindsdien veranderd?',
          },
          [
            answer('income_loss', {
              fr: "Perte d'emploi ou baisse de revenus",
              en: 'Job loss or lower income',
              nl: 'Jobverlies of lager inkomen',
            }),
            answer('income_rise', {
              fr: "Hausse des revenus de l'autre parent",
              en: 'Higher income of the other parent',
              nl: 'Hoger inkomen van de andere ouder',
            }),
            answer('residence', {
              fr: "Changement de l'hébergement des enfants",
              en: "Change in the children's residence arrangement",
              nl: 'Wijziging van de verblijfsregeling van de kinderen',
            }),
            answer('extraordinary_costs', {
              fr: 'Nouveaux frais extraordinaires (études, soins)',
              en: 'New extraordinary expenses (school, medical care)',
              nl: 'Nieuwe buitengewone kosten (studies, zorg)',
            }),
            answer('household', {
              fr: 'Nouvelle composition de ménage',
              en: 'New household composition',
              nl: 'Nieuwe gezinssamenstelling',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez le jugement ou la convention fixant le montant actuel et vos dernières fiches de paie',
          en: 'Attach the judgment or agreement setting the current amount and your latest payslips',
          nl: 'Voeg het vonnis of de overeenkomst met het huidige bedrag en uw laatste loonfiches toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'family.child_residence',
      content: {
        fr: 'Hébergement des enfants après la séparation',
        en: "Children's residence after the separation",
        nl: 'Verblijfsregeling van de kinderen na de scheiding',
      },
      questions: [
        radio(
          {
            fr: 'Quelle est la situation actuelle ?',
            en: 'What is the current situation?',
            nl: 'Wat is de huidige situatie?',
          },
          [
            answer('agreement', {
              fr: "L'autre parent et moi avons un accord, mais pas de jugement",
              en: 'The other parent and I have an agreement, but no judgment',
              nl: 'De andere ouder en ik hebben een akkoord, maar geen vonnis',
            }),
            answer('judgment', {
              fr: "Un jugement du tribunal de la famille fixe déjà l'hébergement",
              en: 'A family court judgment already sets the arrangement',
              nl: 'Een vonnis van de familierechtbank legt de verblijfsregeling al vast',
            }),
            answer('conflict', {
              fr: "L'autre parent et moi ne sommes pas d'accord",
              en: 'The other parent and I do not agree',
              nl: 'De andere ouder en ik zijn het niet eens',
            }),
          ],
        ),
        radio(
          {
            fr: 'Quel hébergement souhaitez-vous ?',
            en: 'Which arrangement would you like?',
            nl: 'Welke huisvestingsregeling wenst u?',
          },
          [
            answer('equal', {
              fr: 'Hébergement égalitaire (une semaine sur deux)',
              en: 'Equal shared residence (alternate weeks)',
              nl: 'Gelijkmatig verdeelde huisvesting (week om week)',
            }),
            answer('main', {
              fr: 'Hébergement principal chez moi',
              en: 'Main residence with me',
              nl: 'Hoofdzakelijke huisvesting bij mij',
            }),
            answer('secondary', {
              fr: 'Hébergement secondaire chez moi (week-ends et vacances)',
              en: 'Secondary residence with me (weekends and holidays)',
              nl: 'Secundaire huisvesting bij mij (weekends en vakanties)',
            }),
          ],
        ),
        date({
          fr: "Depuis quand êtes-vous séparé de l'autre parent ?",
          en: 'Since when have you been separated from the other parent?',
          nl: 'Sinds wanneer leeft u gescheiden van de andere ouder?',
        }),
        radio(
          {
            fr: "Comment l'autorité parentale est-elle exercée ?",
            en: 'How is parental authority exercised?',
            nl: 'Hoe wordt het ouderlijk gezag uitgeoefend?',
          },
          [
            answer('joint', {
              fr: 'Conjointement par les deux parents',
              en: 'Jointly by both parents',
              nl: 'Gezamenlijk door beide ouders',
            }),
            answer('sole', {
              fr: 'Par un seul parent (décision du tribunal)',
              en: 'By one parent alone (court decision)',
              nl: 'Door één ouder alleen (beslissing van de rechtbank)',
            }),
            UNKNOWN,
          ],
        ),
        radio(
          {
            fr: "L'un des parents envisage-t-il de déménager ?",
            en: 'Is either parent planning to move?',
            nl: 'Is een van de ouders van plan te verhuizen?',
          },
          [
            NO,
            answer('in_belgium', { fr: 'Oui, en Belgique', en: 'Yes, within Belgium', nl: 'Ja, binnen België' }),
            answer('abroad', { fr: "Oui, à l'étranger", en: 'Yes, abroad', nl: 'Ja, naar het buitenland' }),
          ],
          false,
        ),
        checkbox(
          { fr: 'Quel âge ont vos enfants ?', en: 'How old are your children?', nl: 'Hoe oud zijn uw kinderen?' },
          [
            answer('under_3', { fr: 'Moins de 3 ans', en: 'Under 3', nl: 'Jonger dan 3 jaar' }),
            answer('age_3_11', { fr: 'De 3 à 11 ans', en: '3 to 11', nl: '3 tot 11 jaar' }),
            answer('age_12_17', { fr: 'De 12 à 17 ans', en: '12 to 17', nl: '12 tot 17 jaar' }),
            answer('adult', { fr: 'Majeurs', en: 'Adults', nl: 'Meerderjarig' }),
          ],
        ),
        radio(
          {
            fr: 'Une médiation familiale a-t-elle déjà été tentée ?',
            en: 'Has family mediation already been tried?',
            nl: 'Werd er al een poging tot familiale bemiddeling ondernomen?',
          },
          [YES, NO],
          false,
        ),
        deadlineDate(
          {
            fr: 'Si une audience est fixée devant le tribunal de la famille, à quelle date ?',
            en: 'If a hearing before the family court has been set, on what date?',
            nl: 'Als er een zitting voor de familierechtbank is vastgesteld, op welke datum?',
          },
          false,
        ),
        LEGAL_COSTS,
        file({
          fr: "Joignez le jugement ou l'accord existant, le cas échéant",
          en: 'Attach the existing judgment or agreement, if any',
          nl: 'Voeg het bestaande vonnis of akkoord toe, indien van toepassing',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'family.cohabitation_end',
      content: {
        fr: 'Nous nous séparons après avoir vécu ensemble sans être mariés',
        en: 'We are separating after living together unmarried',
        nl: 'Wij gaan uit elkaar na ongehuwd te hebben samengewoond',
      },
      questions: [
        radio({ fr: 'Quel était votre statut ?', en: 'What was your status?', nl: 'Wat was uw statuut?' }, [
          answer('legal', {
            fr: 'Cohabitation légale (déclaration à la commune)',
            en: 'Legal cohabitation (declared at the municipality)',
            nl: 'Wettelijke samenwoning (verklaring bij de gemeente)',
          }),
          answer('de_facto', {
            fr: 'Cohabitation de fait',
            en: 'Unregistered cohabitation',
            nl: 'Feitelijke samenwoning',
          }),
        ]),
        date({
          fr: 'Depuis quand vivez-vous séparément ?',
          en: 'Since when have you been living apart?',
          nl: 'Sinds wanneer woont u gescheiden?',
        }),
        radio(
          {
            fr: 'Êtes-vous propriétaires ensemble du logement ?',
            en: 'Do you jointly own your home?',
            nl: 'Bent u samen eigenaar van de woning?',
          },
          [YES, NO, answer('tenants', { fr: 'Nous sommes locataires', en: 'We rent it', nl: 'Wij huren de woning' })],
        ),
        checkbox(
          {
            fr: 'Sur quels points êtes-vous en désaccord ?',
            en: 'What do you disagree about?',
            nl: 'Over welke punten bent u het oneens?',
          },
          [
            answer('home', { fr: 'Le logement', en: 'The home', nl: 'De woning' }),
            answer('children', { fr: 'Les enfants', en: 'The children', nl: 'De kinderen' }),
            answer('debts', {
              fr: 'Les dettes et crédits communs',
              en: 'Joint debts and loans',
              nl: 'Gemeenschappelijke schulden en kredieten',
            }),
            answer('belongings', {
              fr: 'Les meubles et les biens',
              en: 'Furniture and belongings',
              nl: 'De meubelen en de goederen',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: "Joignez la déclaration de cohabitation légale, l'acte d'achat ou le bail",
          en: 'Attach the legal cohabitation declaration, the deed of purchase or the lease',
          nl: 'Voeg de verklaring van wettelijke samenwoning, de aankoopakte of de huurovereenkomst toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
