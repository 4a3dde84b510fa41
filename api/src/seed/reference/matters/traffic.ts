import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

const POLICE_COURT_HEARING = deadlineDate(
  {
    fr: "Si vous êtes cité devant le tribunal de police, à quelle date l'audience est-elle fixée ?",
    en: 'If you have been summoned before the police court, on what date is the hearing?',
    nl: 'Als u gedagvaard bent voor de politierechtbank, op welke datum is de zitting vastgesteld?',
  },
  false,
);

const PROFESSIONAL_NEED = answer('work', {
  fr: "J'ai besoin de mon permis pour travailler",
  en: 'I need my licence for work',
  nl: 'Ik heb mijn rijbewijs nodig voor mijn werk',
});

export const TRAFFIC: ReferenceCategory = {
  code: 'traffic',
  description: { fr: 'Roulage', en: 'Road traffic', nl: 'Verkeer' },
  lawCases: [
    {
      code: 'traffic.speeding',
      content: {
        fr: "J'ai reçu une amende pour excès de vitesse",
        en: 'I received a speeding fine',
        nl: 'Ik kreeg een boete voor een snelheidsovertreding',
      },
      penal: true,
      questions: [
        date({
          fr: "À quelle date l'infraction a-t-elle été constatée ?",
          en: 'On what date was the offence recorded?',
          nl: 'Op welke datum werd de overtreding vastgesteld?',
        }),
        radio(
          {
            fr: "Qu'avez-vous reçu en dernier ?",
            en: 'What did you receive last?',
            nl: 'Wat hebt u het laatst ontvangen?',
          },
          [
            answer('driver_identification', {
              fr: "Une demande d'identification du conducteur",
              en: 'A request to identify the driver',
              nl: 'Een vraag om de bestuurder te identificeren',
            }),
            answer('immediate_collection', {
              fr: 'Une perception immédiate',
              en: 'An on-the-spot fine',
              nl: 'Een onmiddellijke inning',
            }),
            answer('settlement', {
              fr: 'Une proposition de transaction du parquet',
              en: 'A settlement offer from the public prosecutor',
              nl: 'Een voorstel tot minnelijke schikking van het parket',
            }),
            answer('payment_order', {
              fr: 'Un ordre de paiement du parquet (envoi recommandé)',
              en: 'A payment order from the public prosecutor (registered letter)',
              nl: 'Een bevel tot betaling van het parket (aangetekende zending)',
            }),
            answer('summons', {
              fr: 'Une citation devant le tribunal de police',
              en: 'A summons before the police court',
              nl: 'Een dagvaarding voor de politierechtbank',
            }),
          ],
        ),
        deadlineDate({
          fr: 'À quelle date avez-vous reçu ce document ?',
          en: 'On what date did you receive this document?',
          nl: 'Op welke datum hebt u dit document ontvangen?',
        }),
        POLICE_COURT_HEARING,
        radio(
          {
            fr: 'Quel excès de vitesse a été constaté ?',
            en: 'By how much were you over the limit?',
            nl: 'Hoeveel te snel reed u volgens de vaststelling?',
          },
          [
            answer('under_20', { fr: 'Moins de 20 km/h', en: 'Less than 20 km/h', nl: 'Minder dan 20 km/u' }),
            answer('from_20_to_40', { fr: 'De 20 à 40 km/h', en: '20 to 40 km/h', nl: '20 tot 40 km/u' }),
            answer('over_40', { fr: 'Plus de 40 km/h', en: 'More than 40 km/h', nl: 'Meer dan 40 km/u' }),
          ],
        ),
        radio(
          {
            fr: 'Étiez-vous le conducteur du véhicule ?',
            en: 'Were you driving the vehicle?',
            nl: 'Was u de bestuurder van het voertuig?',
          },
          [YES, NO, UNKNOWN],
          false,
        ),
        checkbox(
          { fr: "Cochez ce qui s'applique", en: 'Tick whatever applies', nl: 'Vink aan wat van toepassing is' },
          [
            PROFESSIONAL_NEED,
            answer('repeat', {
              fr: "J'ai déjà été condamné pour une infraction de roulage ces trois dernières années",
              en: 'I have had a traffic conviction in the last three years',
              nl: 'Ik werd de voorbije drie jaar al veroordeeld voor een verkeersovertreding',
            }),
            answer('novice', {
              fr: "J'ai mon permis depuis moins de deux ans",
              en: 'I have held my licence for less than two years',
              nl: 'Ik heb mijn rijbewijs minder dan twee jaar',
            }),
            answer('dispute_measure', {
              fr: 'Je conteste la mesure de la vitesse',
              en: 'I dispute the speed measurement',
              nl: 'Ik betwist de snelheidsmeting',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez le courrier ou la citation reçus',
          en: 'Attach the letter or summons received',
          nl: 'Voeg de ontvangen brief of dagvaarding toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'traffic.accident',
      content: { fr: "J'ai eu un accident de voiture", en: 'I had a car accident', nl: 'Ik had een auto-ongeval' },
      questions: [
        date({
          fr: "À quelle date l'accident a-t-il eu lieu ?",
          en: 'On what date did the accident happen?',
          nl: 'Op welke datum gebeurde het ongeval?',
        }),
        radio(
          {
            fr: 'Un constat amiable a-t-il été rempli ?',
            en: 'Was a European accident report filled in?',
            nl: 'Werd er een Europees aanrijdingsformulier ingevuld?',
          },
          [
            YES,
            NO,
            answer('police', {
              fr: 'Non, mais la police est intervenue',
              en: 'No, but the police attended',
              nl: 'Nee, maar de politie kwam ter plaatse',
            }),
          ],
        ),
        radio(
          {
            fr: 'Qui est responsable selon vous ?',
            en: 'Who do you think is at fault?',
            nl: 'Wie is volgens u aansprakelijk?',
          },
          [
            answer('other_driver', { fr: "L'autre conducteur", en: 'The other driver', nl: 'De andere bestuurder' }),
            answer('myself', { fr: 'Moi-même', en: 'Myself', nl: 'Ikzelf' }),
            answer('unclear', { fr: 'Partagé ou incertain', en: 'Shared or unclear', nl: 'Gedeeld of onduidelijk' }),
          ],
        ),
        checkbox(
          {
            fr: 'Quels dommages avez-vous subis ?',
            en: 'What damage have you suffered?',
            nl: 'Welke schade hebt u geleden?',
          },
          [
            answer('vehicle', {
              fr: 'Des dégâts au véhicule',
              en: 'Damage to the vehicle',
              nl: 'Schade aan het voertuig',
            }),
            answer('injury', { fr: 'Des blessures', en: 'Injuries', nl: 'Lichamelijke letsels' }),
            answer('work_loss', {
              fr: 'Une incapacité de travail',
              en: 'Incapacity for work',
              nl: 'Arbeidsongeschiktheid',
            }),
            answer('replacement_car', {
              fr: 'Des frais de véhicule de remplacement',
              en: 'Replacement vehicle costs',
              nl: 'Kosten voor een vervangwagen',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez le constat, les photos, le procès-verbal et les certificats médicaux',
          en: 'Attach the accident report, photos, police report and medical certificates',
          nl: "Voeg het aanrijdingsformulier, foto's, het proces-verbaal en de medische attesten toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'traffic.licence_withdrawal',
      content: {
        fr: "Mon permis de conduire m'a été retiré",
        en: 'My driving licence has been withdrawn',
        nl: 'Mijn rijbewijs werd ingetrokken',
      },
      penal: true,
      questions: [
        deadlineDate({
          fr: 'À quelle date votre permis a-t-il été retiré ?',
          en: 'On what date was your licence withdrawn?',
          nl: 'Op welke datum werd uw rijbewijs ingetrokken?',
        }),
        radio({ fr: 'Pour quelle raison ?', en: 'For what reason?', nl: 'Om welke reden?' }, [
          answer('alcohol', { fr: 'Alcool', en: 'Alcohol', nl: 'Alcohol' }),
          answer('drugs', { fr: 'Drogues', en: 'Drugs', nl: 'Drugs' }),
          answer('speeding', {
            fr: 'Excès de vitesse important',
            en: 'Serious speeding',
            nl: 'Zware snelheidsovertreding',
          }),
          answer('accident', {
            fr: 'Accident ou délit de fuite',
            en: 'Accident or hit-and-run',
            nl: 'Ongeval of vluchtmisdrijf',
          }),
          answer('other_reason', { fr: 'Autre raison', en: 'Another reason', nl: 'Een andere reden' }),
        ]),
        radio(
          {
            fr: "S'agit-il d'un retrait immédiat ou d'une déchéance prononcée par le juge ?",
            en: 'Is it an immediate withdrawal or a disqualification ordered by a judge?',
            nl: 'Gaat het om een onmiddellijke intrekking of om een verval van het recht tot sturen uitgesproken door de rechter?',
          },
          [
            answer('immediate', {
              fr: 'Retrait immédiat (police, parquet)',
              en: 'Immediate withdrawal (police, public prosecutor)',
              nl: 'Onmiddellijke intrekking (politie, parket)',
            }),
            answer('court', {
              fr: 'Déchéance prononcée par le tribunal de police',
              en: 'Disqualification ordered by the police court',
              nl: 'Verval van het recht tot sturen uitgesproken door de politierechtbank',
            }),
          ],
        ),
        radio(
          {
            fr: 'Avez-vous demandé la restitution de votre permis au parquet ?',
            en: 'Have you asked the public prosecutor to return your licence?',
            nl: 'Hebt u het parket om de teruggave van uw rijbewijs gevraagd?',
          },
          [YES, NO],
          false,
        ),
        POLICE_COURT_HEARING,
        checkbox(
          {
            fr: 'Quelles sont vos contraintes ?',
            en: 'What constraints do you face?',
            nl: 'Met welke beperkingen krijgt u te maken?',
          },
          [
            PROFESSIONAL_NEED,
            answer('family', {
              fr: 'Pour conduire mes enfants ou un proche',
              en: 'To drive my children or a relative',
              nl: 'Om mijn kinderen of een naaste te vervoeren',
            }),
            answer('previous', {
              fr: "J'ai déjà eu un retrait de permis",
              en: 'My licence has been withdrawn before',
              nl: 'Mijn rijbewijs werd al eerder ingetrokken',
            }),
          ],
        ),
        LEGAL_COSTS,
        file({
          fr: 'Joignez le document de retrait ou le jugement',
          en: 'Attach the withdrawal document or the judgment',
          nl: 'Voeg het document van de intrekking of het vonnis toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'traffic.vulnerable_road_user',
      content: {
        fr: "J'ai été blessé comme piéton ou cycliste",
        en: 'I was injured as a pedestrian or cyclist',
        nl: 'Ik raakte gewond als voetganger of fietser',
      },
      questions: [
        date({
          fr: "À quelle date l'accident a-t-il eu lieu ?",
          en: 'On what date did the accident happen?',
          nl: 'Op welke datum gebeurde het ongeval?',
        }),
        radio({ fr: 'Vous étiez :', en: 'You were:', nl: 'U was:' }, [
          answer('pedestrian', { fr: 'Piéton', en: 'A pedestrian', nl: 'Voetganger' }),
          answer('cyclist', { fr: 'Cycliste', en: 'A cyclist', nl: 'Fietser' }),
          answer('passenger', {
            fr: "Passager d'un véhicule",
            en: 'A passenger in a vehicle',
            nl: 'Passagier van een voertuig',
          }),
          answer('scooter', {
            fr: 'En trottinette ou autre engin de déplacement',
            en: 'On an e-scooter or similar',
            nl: 'Op een step of ander voortbewegingstoestel',
          }),
        ]),
        radio(
          {
            fr: 'Le véhicule impliqué est-il identifié ?',
            en: 'Has the vehicle involved been identified?',
            nl: 'Is het betrokken voertuig geïdentificeerd?',
          },
          [
            YES,
            answer('hit_and_run', { fr: 'Non (délit de fuite)', en: 'No (hit-and-run)', nl: 'Nee (vluchtmisdrijf)' }),
          ],
        ),
        checkbox(
          { fr: 'Quelles en sont les conséquences ?', en: 'What are the consequences?', nl: 'Wat zijn de gevolgen?' },
          [
            answer('injury', { fr: 'Des blessures', en: 'Injuries', nl: 'Lichamelijke letsels' }),
            answer('hospital', { fr: 'Une hospitalisation', en: 'A hospital stay', nl: 'Een ziekenhuisopname' }),
            answer('work_loss', {
              fr: 'Une incapacité de travail',
              en: 'Incapacity for work',
              nl: 'Arbeidsongeschiktheid',
            }),
            answer('belongings', {
              fr: 'Des dégâts au vélo ou aux effets personnels',
              en: 'Damage to the bicycle or personal belongings',
              nl: 'Schade aan de fiets of persoonlijke bezittingen',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez les certificats médicaux, le procès-verbal et les factures',
          en: 'Attach the medical certificates, the police report and the invoices',
          nl: 'Voeg de medische attesten, het proces-verbaal en de facturen toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
