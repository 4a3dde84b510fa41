import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

export const IMMIGRATION: ReferenceCategory = {
  code: 'immigration',
  description: { fr: 'Droit des étrangers', en: 'Immigration law', nl: 'Vreemdelingenrecht' },
  lawCases: [
    {
      code: 'immigration.family_reunification',
      content: {
        fr: 'Je souhaite faire venir ma famille en Belgique',
        en: 'I want to bring my family to Belgium',
        nl: 'Ik wil mijn gezin naar België laten overkomen',
      },
      questions: [
        radio(
          {
            fr: 'Quel est votre statut en Belgique ?',
            en: 'What is your status in Belgium?',
            nl: 'Wat is uw statuut in België?',
          },
          [
            answer('belgian', { fr: 'Belge', en: 'Belgian citizen', nl: 'Belg' }),
            answer('eu_citizen', {
              fr: "Citoyen de l'Union européenne",
              en: 'EU citizen',
              nl: 'Burger van de Europese Unie',
            }),
            answer('protection', {
              fr: 'Réfugié reconnu ou protection subsidiaire',
              en: 'Recognised refugee or subsidiary protection',
              nl: 'Erkend vluchteling of subsidiaire bescherming',
            }),
            answer('residence_permit', {
              fr: 'Autre titre de séjour',
              en: 'Other residence permit',
              nl: 'Andere verblijfstitel',
            }),
          ],
        ),
        date({
          fr: 'Depuis quand résidez-vous en Belgique ?',
          en: 'Since when have you been living in Belgium?',
          nl: 'Sinds wanneer verblijft u in België?',
        }),
        checkbox(
          {
            fr: 'Qui souhaitez-vous faire venir ?',
            en: 'Whom do you want to bring over?',
            nl: 'Wie wilt u laten overkomen?',
          },
          [
            answer('spouse', {
              fr: 'Mon conjoint ou partenaire',
              en: 'My spouse or partner',
              nl: 'Mijn echtgeno(o)t(e) of partner',
            }),
            answer('children', {
              fr: 'Mes enfants mineurs',
              en: 'My minor children',
              nl: 'Mijn minderjarige kinderen',
            }),
            answer('parents', { fr: 'Mes parents', en: 'My parents', nl: 'Mijn ouders' }),
            answer('other_relative', {
              fr: 'Un autre membre de la famille',
              en: 'Another family member',
              nl: 'Een ander familielid',
            }),
          ],
        ),
        radio(
          {
            fr: "Disposez-vous de revenus stables et d'un logement suffisant ?",
            en: 'Do you have a stable income and adequate housing?',
            nl: 'Beschikt u over stabiele inkomsten en een behoorlijke huisvesting?',
          },
          [YES, answer('partly', { fr: 'En partie', en: 'Partly', nl: 'Gedeeltelijk' }), NO],
        ),
        radio(
          {
            fr: 'Où en est la demande de regroupement familial ?',
            en: 'Where does the family reunification application stand?',
            nl: 'Hoe ver staat de aanvraag tot gezinshereniging?',
          },
          [
            answer('not_filed', { fr: 'Pas encore introduite', en: 'Not yet filed', nl: 'Nog niet ingediend' }),
            answer('pending', {
              fr: 'Introduite, en attente de décision',
              en: 'Filed, awaiting a decision',
              nl: 'Ingediend, in afwachting van een beslissing',
            }),
            answer('refused', { fr: 'Refusée', en: 'Refused', nl: 'Geweigerd' }),
          ],
        ),
        deadlineDate(
          {
            fr: 'Si la demande a été refusée, à quelle date la décision vous a-t-elle été notifiée ?',
            en: 'If the application was refused, on what date were you notified of the decision?',
            nl: 'Als de aanvraag werd geweigerd, op welke datum werd de beslissing u ter kennis gebracht?',
          },
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez votre titre de séjour, les actes de mariage ou de naissance et vos preuves de revenus',
          en: 'Attach your residence permit, the marriage or birth certificates and proof of income',
          nl: 'Voeg uw verblijfstitel, de huwelijks- of geboorteaktes en uw bewijzen van inkomsten toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'immigration.order_to_leave',
      content: {
        fr: "J'ai reçu un ordre de quitter le territoire",
        en: 'I received an order to leave the territory',
        nl: 'Ik kreeg een bevel om het grondgebied te verlaten',
      },
      questions: [
        deadlineDate({
          fr: "À quelle date l'ordre vous a-t-il été notifié ?",
          en: 'On what date were you notified of the order?',
          nl: 'Op welke datum werd het bevel u ter kennis gebracht?',
        }),
        radio(
          {
            fr: 'Quelle décision avez-vous reçue ?',
            en: 'Which decision did you receive?',
            nl: 'Welke beslissing hebt u ontvangen?',
          },
          [
            answer('order', {
              fr: 'Un ordre de quitter le territoire',
              en: 'An order to leave the territory',
              nl: 'Een bevel om het grondgebied te verlaten',
            }),
            answer('order_entry_ban', {
              fr: "Un ordre de quitter le territoire avec une interdiction d'entrée",
              en: 'An order to leave the territory with an entry ban',
              nl: 'Een bevel om het grondgebied te verlaten met een inreisverbod',
            }),
            answer('refusal_and_order', {
              fr: 'Un refus de séjour avec un ordre de quitter le territoire',
              en: 'A refusal of residence with an order to leave the territory',
              nl: 'Een weigering van verblijf met een bevel om het grondgebied te verlaten',
            }),
            UNKNOWN,
          ],
        ),
        radio(
          {
            fr: 'Êtes-vous actuellement détenu dans un centre fermé ?',
            en: 'Are you currently held in a detention centre?',
            nl: 'Wordt u momenteel vastgehouden in een gesloten centrum?',
          },
          [YES, NO],
        ),
        deadlineDate(
          {
            fr: 'Une date de rapatriement (éloignement) vous a-t-elle été annoncée ? Si oui, laquelle ?',
            en: 'Have you been told of a removal date? If so, which?',
            nl: 'Werd u een datum van verwijdering (repatriëring) meegedeeld? Zo ja, welke?',
          },
          false,
        ),
        radio(
          {
            fr: 'Avez-vous une procédure en cours ?',
            en: 'Do you have an application pending?',
            nl: 'Hebt u een lopende procedure?',
          },
          [
            answer('asylum', {
              fr: 'Une demande de protection internationale',
              en: 'An application for international protection',
              nl: 'Een verzoek om internationale bescherming',
            }),
            answer('regularisation', {
              fr: 'Une demande de régularisation (9bis ou 9ter)',
              en: 'A regularisation application (9bis or 9ter)',
              nl: 'Een regularisatieaanvraag (9bis of 9ter)',
            }),
            answer('family', {
              fr: 'Une demande de regroupement familial',
              en: 'A family reunification application',
              nl: 'Een aanvraag tot gezinshereniging',
            }),
            answer('none', { fr: 'Aucune', en: 'None', nl: 'Geen' }),
          ],
        ),
        checkbox(
          {
            fr: 'Quels liens avez-vous avec la Belgique ?',
            en: 'What ties do you have with Belgium?',
            nl: 'Welke banden hebt u met België?',
          },
          [
            answer('partner', {
              fr: 'Un conjoint ou partenaire en Belgique',
              en: 'A spouse or partner in Belgium',
              nl: 'Een echtgeno(o)t(e) of partner in België',
            }),
            answer('children', { fr: 'Des enfants en Belgique', en: 'Children in Belgium', nl: 'Kinderen in België' }),
            answer('work', { fr: 'Un travail ou des études', en: 'Work or studies', nl: 'Werk of studies' }),
            answer('medical', {
              fr: 'Un traitement médical en cours',
              en: 'Ongoing medical treatment',
              nl: 'Een lopende medische behandeling',
            }),
          ],
        ),
        LEGAL_COSTS,
        file({
          fr: "Joignez l'ordre de quitter le territoire",
          en: 'Attach the order to leave the territory',
          nl: 'Voeg het bevel om het grondgebied te verlaten toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'immigration.asylum_refused',
      content: {
        fr: "Ma demande d'asile (protection internationale) a été refusée",
        en: 'My asylum application (international protection) was refused',
        nl: 'Mijn asielaanvraag (verzoek om internationale bescherming) werd geweigerd',
      },
      questions: [
        deadlineDate({
          fr: 'À quelle date la décision vous a-t-elle été notifiée ?',
          en: 'On what date were you notified of the decision?',
          nl: 'Op welke datum werd de beslissing u ter kennis gebracht?',
        }),
        radio(
          {
            fr: 'Quelle instance a pris la décision ?',
            en: 'Which authority took the decision?',
            nl: 'Welke instantie nam de beslissing?',
          },
          [
            answer('cgra', {
              fr: 'Le Commissariat général aux réfugiés et aux apatrides (CGRA)',
              en: 'The Commissioner General for Refugees and Stateless Persons (CGRS)',
              nl: 'Het Commissariaat-generaal voor de Vluchtelingen en de Staatlozen (CGVS)',
            }),
            answer('cce', {
              fr: 'Le Conseil du contentieux des étrangers (CCE)',
              en: 'The Council for Alien Law Litigation (CALL)',
              nl: 'De Raad voor Vreemdelingenbetwistingen (RvV)',
            }),
            answer('immigration_office', {
              fr: "L'Office des étrangers",
              en: 'The Immigration Office',
              nl: 'De Dienst Vreemdelingenzaken',
            }),
          ],
        ),
        radio(
          {
            fr: 'Un avocat vous a-t-il assisté pendant la procédure ?',
            en: 'Did a lawyer assist you during the procedure?',
            nl: 'Werd u tijdens de procedure bijgestaan door een advocaat?',
          },
          [YES, NO],
        ),
        radio(
          {
            fr: 'Avez-vous aussi reçu un ordre de quitter le territoire ?',
            en: 'Have you also received an order to leave the territory?',
            nl: 'Hebt u ook een bevel om het grondgebied te verlaten ontvangen?',
          },
          [YES, NO, UNKNOWN],
        ),
        checkbox(
          {
            fr: 'Disposez-vous de nouveaux éléments ?',
            en: 'Do you have any new elements?',
            nl: 'Beschikt u over nieuwe elementen?',
          },
          [
            answer('documents', { fr: 'De nouveaux documents', en: 'New documents', nl: 'Nieuwe documenten' }),
            answer('country_situation', {
              fr: "Un changement de situation dans le pays d'origine",
              en: 'A change of situation in the country of origin',
              nl: 'Een gewijzigde situatie in het land van herkomst',
            }),
            answer('health', { fr: 'Des problèmes de santé', en: 'Health problems', nl: 'Gezondheidsproblemen' }),
            answer('family', {
              fr: 'Une naissance ou un mariage en Belgique',
              en: 'A birth or marriage in Belgium',
              nl: 'Een geboorte of huwelijk in België',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez la décision reçue et les documents de la procédure',
          en: 'Attach the decision received and the documents of the procedure',
          nl: 'Voeg de ontvangen beslissing en de documenten van de procedure toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'immigration.nationality',
      content: { fr: 'Je souhaite devenir Belge', en: 'I want to become a Belgian citizen', nl: 'Ik wil Belg worden' },
      questions: [
        date({
          fr: 'Depuis quand séjournez-vous légalement en Belgique ?',
          en: 'Since when have you been legally resident in Belgium?',
          nl: 'Sinds wanneer verblijft u wettig in België?',
        }),
        radio(
          {
            fr: 'Quel titre de séjour avez-vous ?',
            en: 'Which residence permit do you hold?',
            nl: 'Welke verblijfstitel hebt u?',
          },
          [
            // Since 11 October 2021 the C card is the K card (establishment) and the D card the L card (long-term
            // resident); older cards stay valid until they expire.
            answer('unlimited', {
              fr: 'Séjour illimité ou établissement (carte B, K, L ou F+, ou ancienne carte C ou D)',
              en: 'Unlimited residence or settlement (B, K, L or F+ card, or an older C or D card)',
              nl: 'Onbeperkt verblijf of vestiging (B-, K-, L- of F+-kaart, of een oudere C- of D-kaart)',
            }),
            answer('limited', {
              fr: 'Séjour limité (carte A)',
              en: 'Limited residence (A card)',
              nl: 'Beperkt verblijf (A-kaart)',
            }),
            answer('eu', {
              fr: 'Citoyen européen (carte EU ou EU+)',
              en: 'EU citizen (EU or EU+ card)',
              nl: 'EU-burger (EU- of EU+-kaart)',
            }),
          ],
        ),
        checkbox({ fr: 'Que pouvez-vous prouver ?', en: 'What can you prove?', nl: 'Wat kunt u bewijzen?' }, [
          answer('language', {
            fr: "La connaissance d'une langue nationale (niveau A2)",
            en: 'Knowledge of a national language (A2 level)',
            nl: 'Kennis van een landstaal (niveau A2)',
          }),
          answer('work', {
            fr: '468 jours de travail au cours des cinq dernières années',
            en: '468 working days in the last five years',
            nl: '468 arbeidsdagen in de laatste vijf jaar',
          }),
          answer('integration', {
            fr: "Un parcours d'intégration",
            en: 'An integration course',
            nl: 'Een inburgeringstraject',
          }),
          answer('marriage', {
            fr: 'Un mariage avec un Belge',
            en: 'Marriage to a Belgian citizen',
            nl: 'Een huwelijk met een Belg',
          }),
        ]),
        radio(
          {
            fr: 'Avez-vous déjà été condamné pénalement ?',
            en: 'Do you have a criminal conviction?',
            nl: 'Werd u al strafrechtelijk veroordeeld?',
          },
          [YES, NO],
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez votre titre de séjour et vos attestations de langue et de travail',
          en: 'Attach your residence permit and your language and work certificates',
          nl: 'Voeg uw verblijfstitel en uw attesten van taalkennis en werk toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
