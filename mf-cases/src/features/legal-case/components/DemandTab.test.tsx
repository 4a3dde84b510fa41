import type { Locale } from '@lexdesk/shared';
import { render, screen, within } from '@testing-library/react';
import { contractPdf, letterDocx, makeLegalCase, photoJpg } from '../test/fixtures';
import { IntlWrapper } from '../test/render';
import { DemandTab } from './DemandTab';

function renderDemand(locale: Locale = 'fr', legalCase = makeLegalCase()) {
  return render(
    <IntlWrapper locale={locale}>
      <DemandTab legalCase={legalCase} />
    </IntlWrapper>,
  );
}

/** The <dd> of a <dt> in the description list, found by the question's text. */
function answerTo(question: string): HTMLElement {
  // <dt> has the role term, whose accessible name does not come from its text: find it by text.
  const term = screen.getByText(question, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`no answer for ${question}`);
  return definition;
}

describe('Demand tab', () => {
  it('is titled "Demande" at level 2', () => {
    renderDemand();
    expect(screen.getByRole('heading', { level: 2, name: 'Demande' })).toBeInTheDocument();
  });

  it('renders every question type in French', () => {
    renderDemand('fr');
    // checkbox: the chosen labels; an unknown value is shown raw.
    expect(
      within(answerTo('Quels documents avez-vous ?'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Le bail', "L'état des lieux", 'legacy-value']);
    // radio: the chosen label.
    expect(answerTo('Avez-vous quitté le logement ?')).toHaveTextContent(/^Oui$/);
    // date: DD/MM/YYYY.
    expect(answerTo('Date de sortie du logement')).toHaveTextContent(/^28\/02\/2025$/);
    // other: the text, line breaks kept.
    const text = answerTo('Décrivez votre situation').firstElementChild as HTMLElement;
    expect(text.textContent).toBe('Le propriétaire ne répond plus.\nJ’ai envoyé deux rappels.');
    // an empty answer.
    expect(answerTo('Autre remarque')).toHaveTextContent('Pas de réponse');
  });

  it('turns file answers into download links named after the case documents', () => {
    renderDemand('fr');
    const contract = within(answerTo('Votre contrat de bail')).getByRole('link', {
      name: `Télécharger ${contractPdf.name}`,
    });
    // The case's document is known: its download address and name, as in the litigant documents tab.
    expect(contract).toHaveAttribute('href', contractPdf.url);
    expect(contract).toHaveAttribute('download', contractPdf.name);
    expect(contract).toHaveTextContent(contractPdf.name);

    const links = within(answerTo('Vos échanges et photos')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `Télécharger ${letterDocx.name}`,
      `Télécharger ${photoJpg.name}`,
      // A file the documents list does not know is named by its token.
      'Télécharger doc-unknown',
    ]);
    expect(links[2]).toHaveAttribute('href', '/files/doc-unknown');
  });

  it('switches questions and labels to English with the interface', () => {
    renderDemand('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Request' })).toBeInTheDocument();
    expect(
      within(answerTo('Which documents do you have?'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The lease', 'The inventory', 'legacy-value']);
    expect(answerTo('Have you left the home?')).toHaveTextContent(/^Yes$/);
    expect(answerTo('Date you moved out')).toHaveTextContent(/^28\/02\/2025$/);
    expect(answerTo('Describe your situation')).toHaveTextContent('Le propriétaire ne répond plus.');
    expect(
      within(answerTo('Your lease')).getByRole('link', { name: `Download ${contractPdf.name}` }),
    ).toBeInTheDocument();
    expect(within(answerTo('Your letters and photos')).getAllByRole('link')).toHaveLength(3);
    expect(answerTo('Other remark')).toHaveTextContent('No answer');
    expect(screen.queryByText('Quels documents avez-vous ?')).not.toBeInTheDocument();
  });

  it('falls back to French for a text missing in the interface language', () => {
    const legalCase = makeLegalCase({
      questions_and_answers: [
        {
          question_type: 'radio',
          question: {
            title: { fr: 'Êtes-vous marié ?', en: '', nl: '' },
            answers: [{ value: 'yes', label: { fr: 'Oui', en: '', nl: '' } }],
          },
          answer: 'yes',
        },
      ],
    });
    renderDemand('nl', legalCase);
    expect(answerTo('Êtes-vous marié ?')).toHaveTextContent(/^Oui$/);
  });

  it("shows the litigant's contact details with mail and phone links", () => {
    renderDemand('fr');
    expect(screen.getByRole('heading', { level: 3, name: 'Coordonnées du justiciable' })).toBeInTheDocument();
    expect(answerTo('Prénom')).toHaveTextContent('Jeanne');
    expect(answerTo('Nom')).toHaveTextContent('Peeters');
    expect(within(answerTo('Email')).getByRole('link', { name: 'jeanne.peeters@example.be' })).toHaveAttribute(
      'href',
      'mailto:jeanne.peeters@example.be',
    );
    expect(within(answerTo('Téléphone')).getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+32470123456',
    );
  });

  it('says when the questionnaire holds no answer', () => {
    renderDemand('fr', makeLegalCase({ questions_and_answers: [] }));
    expect(screen.getByText("Le justiciable n'a répondu à aucune question.")).toBeInTheDocument();
  });
});
