import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, freeText, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

export const COMPANY: ReferenceCategory = {
  code: 'company',
  description: { fr: 'Droit des sociétés', en: 'Company law', nl: 'Vennootschapsrecht' },
  lawCases: [
    {
      code: 'company.incorporation',
      content: {
        fr: 'Je souhaite créer une société',
        en: 'I want to set up a company',
        nl: 'Ik wil een vennootschap oprichten',
      },
      questions: [
        radio(
          {
            fr: 'Quelle forme de société envisagez-vous ?',
            en: 'Which type of company are you considering?',
            nl: 'Welke vennootschapsvorm overweegt u?',
          },
          [
            answer('srl', {
              fr: 'Société à responsabilité limitée (SRL)',
              en: 'Private limited company (SRL/BV)',
              nl: 'Besloten vennootschap (BV)',
            }),
            answer('sa', {
              fr: 'Société anonyme (SA)',
              en: 'Public limited company (SA/NV)',
              nl: 'Naamloze vennootschap (NV)',
            }),
            answer('sc', {
              fr: 'Société coopérative (SC)',
              en: 'Cooperative company (SC/CV)',
              nl: 'Coöperatieve vennootschap (CV)',
            }),
            answer('undecided', { fr: 'Je ne sais pas encore', en: "I don't know yet", nl: 'Ik weet het nog niet' }),
          ],
        ),
        radio(
          {
            fr: 'Combien de fondateurs serez-vous ?',
            en: 'How many founders will there be?',
            nl: 'Met hoeveel oprichters zult u zijn?',
          },
          [
            answer('one', { fr: 'Je serai seul', en: 'Just me', nl: 'Ik alleen' }),
            answer('several', { fr: 'Plusieurs', en: 'Several', nl: 'Meerdere' }),
          ],
        ),
        date({
          fr: "À quelle date souhaitez-vous démarrer l'activité ?",
          en: 'On what date would you like to start trading?',
          nl: 'Op welke datum wilt u de activiteit opstarten?',
        }),
        checkbox(
          {
            fr: 'Sur quels points souhaitez-vous être conseillé ?',
            en: 'What would you like advice on?',
            nl: 'Waarover wenst u advies?',
          },
          [
            answer('bylaws', { fr: 'Les statuts', en: 'The articles of association', nl: 'De statuten' }),
            answer('financial_plan', { fr: 'Le plan financier', en: 'The financial plan', nl: 'Het financieel plan' }),
            answer('shareholders_agreement', {
              fr: "Une convention d'actionnaires",
              en: "A shareholders' agreement",
              nl: 'Een aandeelhoudersovereenkomst',
            }),
            answer('tax', {
              fr: 'La fiscalité et la rémunération du dirigeant',
              en: "Tax and the director's pay",
              nl: 'De fiscaliteit en de bezoldiging van de bestuurder',
            }),
            answer('contribution', {
              fr: "L'apport d'une activité existante",
              en: 'Contributing an existing business',
              nl: 'De inbreng van een bestaande activiteit',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez votre plan financier ou un projet de statuts, si vous en avez',
          en: 'Attach your financial plan or draft articles, if you have them',
          nl: 'Voeg uw financieel plan of een ontwerp van statuten toe, als u die hebt',
        }),
        freeText({
          fr: "Décrivez brièvement votre projet et l'activité envisagée",
          en: 'Briefly describe your project and the planned business',
          nl: 'Beschrijf kort uw project en de geplande activiteit',
        }),
      ],
    },
    {
      code: 'company.shareholder_dispute',
      content: {
        fr: "J'ai un conflit avec mon associé",
        en: 'I have a dispute with my business partner',
        nl: 'Ik heb een conflict met mijn vennoot',
      },
      questions: [
        radio(
          {
            fr: 'Quelle part des actions détenez-vous ?',
            en: 'What share of the company do you hold?',
            nl: 'Welk deel van de aandelen bezit u?',
          },
          [
            answer('minority', { fr: 'Moins de 50 %', en: 'Less than 50%', nl: 'Minder dan 50 %' }),
            answer('half', { fr: 'Exactement 50 %', en: 'Exactly 50%', nl: 'Precies 50 %' }),
            answer('majority', { fr: 'Plus de 50 %', en: 'More than 50%', nl: 'Meer dan 50 %' }),
          ],
        ),
        radio(
          {
            fr: 'Êtes-vous administrateur de la société ?',
            en: 'Are you a director of the company?',
            nl: 'Bent u bestuurder van de vennootschap?',
          },
          [YES, NO],
        ),
        date({
          fr: 'Depuis quand dure le conflit ?',
          en: 'Since when has the dispute been going on?',
          nl: 'Sinds wanneer duurt het conflict?',
        }),
        checkbox(
          { fr: 'Sur quoi porte le conflit ?', en: 'What is the dispute about?', nl: 'Waarover gaat het conflict?' },
          [
            answer('management', {
              fr: 'La gestion de la société',
              en: 'How the company is run',
              nl: 'Het bestuur van de vennootschap',
            }),
            answer('dividends', {
              fr: 'Les dividendes ou la rémunération',
              en: 'Dividends or pay',
              nl: 'De dividenden of de bezoldiging',
            }),
            answer('exit', {
              fr: "La sortie d'un actionnaire (rachat de ses actions, exclusion ou démission)",
              en: "A shareholder's exit (buy-out of their shares, exclusion or withdrawal)",
              nl: 'Het vertrek van een aandeelhouder (overname van zijn aandelen, uitsluiting of uittreding)',
            }),
            answer('information', {
              fr: "L'accès aux comptes et à l'information",
              en: 'Access to the accounts and information',
              nl: 'Toegang tot de rekeningen en de informatie',
            }),
            answer('competition', {
              fr: 'Une activité concurrente',
              en: 'A competing business',
              nl: 'Een concurrerende activiteit',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: "Joignez les statuts, la convention d'actionnaires et les derniers procès-verbaux d'assemblée",
          en: "Attach the articles, the shareholders' agreement and the latest minutes of general meetings",
          nl: 'Voeg de statuten, de aandeelhoudersovereenkomst en de laatste notulen van de algemene vergadering toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'company.financial_difficulty',
      content: {
        fr: 'Ma société est en difficulté financière',
        en: 'My company is in financial difficulty',
        nl: 'Mijn vennootschap zit in financiële moeilijkheden',
      },
      questions: [
        radio(
          {
            fr: 'Quelle est la situation actuelle ?',
            en: 'What is the current situation?',
            nl: 'Wat is de huidige situatie?',
          },
          [
            answer('arrears', {
              fr: 'Des retards de paiement (ONSS, TVA, fournisseurs)',
              en: 'Late payments (social security, VAT, suppliers)',
              nl: 'Betalingsachterstand (RSZ, btw, leveranciers)',
            }),
            answer('sued', {
              fr: 'Des créanciers ont cité la société',
              en: 'Creditors have sued the company',
              nl: 'Schuldeisers hebben de vennootschap gedagvaard',
            }),
            answer('chamber', {
              fr: 'Convocation par la chambre des entreprises en difficulté',
              en: 'Summoned by the chamber for enterprises in difficulty',
              nl: 'Oproeping door de kamer voor ondernemingen in moeilijkheden',
            }),
            answer('stopped', {
              fr: "L'activité est à l'arrêt",
              en: 'The business has stopped',
              nl: 'De activiteit ligt stil',
            }),
          ],
        ),
        date({
          fr: 'Depuis quand la société ne parvient-elle plus à payer ses dettes ?',
          en: 'Since when has the company been unable to pay its debts?',
          nl: 'Sinds wanneer kan de vennootschap haar schulden niet meer betalen?',
        }),
        checkbox(
          {
            fr: 'Quelle solution envisagez-vous ?',
            en: 'Which solution are you considering?',
            nl: 'Welke oplossing overweegt u?',
          },
          [
            answer('reorganisation', {
              fr: 'Une réorganisation judiciaire',
              en: 'Judicial reorganisation',
              nl: 'Een gerechtelijke reorganisatie',
            }),
            answer('amicable', {
              fr: 'Un accord amiable avec les créanciers',
              en: 'An amicable agreement with creditors',
              nl: 'Een minnelijk akkoord met de schuldeisers',
            }),
            answer('bankruptcy', {
              fr: 'Un aveu de faillite',
              en: 'Filing for bankruptcy',
              nl: 'Een aangifte van faillissement',
            }),
            answer('liquidation', {
              fr: 'Une liquidation volontaire',
              en: 'A voluntary liquidation',
              nl: 'Een vrijwillige vereffening',
            }),
          ],
        ),
        radio(
          {
            fr: 'Vous êtes-vous porté caution personnellement ?',
            en: 'Have you given a personal guarantee?',
            nl: 'Hebt u zich persoonlijk borg gesteld?',
          },
          [YES, NO, UNKNOWN],
        ),
        deadlineDate(
          {
            fr: "Si une audience ou une convocation est fixée (chambre des entreprises en difficulté, tribunal de l'entreprise), à quelle date ?",
            en: 'If a hearing or an appointment has been set (chamber for enterprises in difficulty, enterprise court), on what date?',
            nl: 'Als er een zitting of oproeping is vastgesteld (kamer voor ondernemingen in moeilijkheden, ondernemingsrechtbank), op welke datum?',
          },
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez les derniers comptes annuels et un état des dettes',
          en: 'Attach the latest annual accounts and a statement of debts',
          nl: 'Voeg de laatste jaarrekening en een overzicht van de schulden toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'company.director_liability',
      content: {
        fr: 'Ma responsabilité est mise en cause comme administrateur',
        en: 'I am being held liable as a company director',
        nl: 'Ik word als bestuurder aansprakelijk gesteld',
      },
      questions: [
        radio(
          {
            fr: 'Qui met en cause votre responsabilité ?',
            en: 'Who is holding you liable?',
            nl: 'Wie stelt u aansprakelijk?',
          },
          [
            answer('trustee', {
              fr: 'Le curateur de la faillite',
              en: 'The bankruptcy trustee',
              nl: 'De curator van het faillissement',
            }),
            answer('creditor', { fr: 'Un créancier', en: 'A creditor', nl: 'Een schuldeiser' }),
            answer('shareholders', {
              fr: 'La société ou les actionnaires',
              en: 'The company or the shareholders',
              nl: 'De vennootschap of de aandeelhouders',
            }),
            answer('authorities', {
              fr: "Le fisc ou l'ONSS",
              en: 'The tax authorities or social security',
              nl: 'De fiscus of de RSZ',
            }),
          ],
        ),
        deadlineDate({
          fr: 'À quelle date avez-vous reçu la mise en cause ?',
          en: 'On what date did you receive the claim?',
          nl: 'Op welke datum hebt u de aansprakelijkstelling ontvangen?',
        }),
        radio(
          {
            fr: 'Êtes-vous toujours administrateur ?',
            en: 'Are you still a director?',
            nl: 'Bent u nog steeds bestuurder?',
          },
          [YES, NO],
        ),
        date(
          {
            fr: 'Date de publication de votre démission au Moniteur belge, le cas échéant',
            en: 'Date your resignation was published in the Belgian Official Gazette, if applicable',
            nl: 'Datum van publicatie van uw ontslag in het Belgisch Staatsblad, indien van toepassing',
          },
          false,
        ),
        checkbox({ fr: 'Que vous reproche-t-on ?', en: 'What are you accused of?', nl: 'Wat verwijt men u?' }, [
          answer('mismanagement', { fr: 'Une faute de gestion', en: 'Mismanagement', nl: 'Een bestuursfout' }),
          answer('wrongful_trading', {
            fr: "La poursuite d'une activité déficitaire",
            en: 'Continuing a loss-making business',
            nl: 'De voortzetting van een verlieslatende activiteit',
          }),
          answer('unpaid_tax', {
            fr: 'De la TVA ou du précompte professionnel impayés',
            en: 'Unpaid VAT or payroll withholding tax',
            nl: 'Onbetaalde btw of bedrijfsvoorheffing',
          }),
          answer('unpaid_social_security', {
            fr: 'Des cotisations sociales impayées',
            en: 'Unpaid social security contributions',
            nl: 'Onbetaalde socialezekerheidsbijdragen',
          }),
          answer('accounts_not_filed', {
            fr: 'Des comptes annuels non déposés',
            en: 'Annual accounts not filed',
            nl: 'Niet neergelegde jaarrekeningen',
          }),
        ]),
        LEGAL_COSTS,
        file({
          fr: 'Joignez le courrier ou la citation reçus',
          en: 'Attach the letter or summons received',
          nl: 'Voeg de ontvangen brief of dagvaarding toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
