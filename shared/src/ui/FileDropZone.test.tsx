import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '../i18n/messages';
import { fileMatchesAccept, FileDropZone, type FileDropItem } from './FileDropZone';
import { renderWithIntl } from './test/render';

const file = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

function drop(target: Element, files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragOver(target, { dataTransfer });
  const event = createEvent.drop(target, { dataTransfer });
  fireEvent(target, event);
  return event;
}

describe('FileDropZone', () => {
  it('is a real file input named by its label, described by its instructions and hint', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FileDropZone label="Pièces jointes" hint="PDF, 20 Mo au plus" multiple onFiles={jest.fn()} />);
    const input = screen.getByLabelText('Pièces jointes');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Choisir des fichiers ou déposez-les ici PDF, 20 Mo au plus');
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('hands the chosen files to the caller', async () => {
    const user = userEvent.setup();
    const onFiles = jest.fn();
    renderWithIntl(<FileDropZone label="Pièces jointes" multiple onFiles={onFiles} />);
    const files = [file('a.pdf'), file('b.pdf')];
    await user.upload(screen.getByLabelText('Pièces jointes'), files);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('takes dropped files, only the first when it holds one file', () => {
    const onFiles = jest.fn();
    const { container, rerender } = renderWithIntl(<FileDropZone label="Pièce" onFiles={onFiles} />);
    const zone = container.querySelector('.zone') as HTMLElement;
    const files = [file('a.pdf'), file('b.pdf')];
    const event = drop(zone, files);
    expect(event.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenLastCalledWith([files[0]]);
    rerender(<FileDropZone label="Pièce" multiple onFiles={onFiles} />);
    drop(zone, files);
    expect(onFiles).toHaveBeenLastCalledWith(files);
  });

  it('ignores drops while disabled', () => {
    const onFiles = jest.fn();
    const { container } = renderWithIntl(<FileDropZone label="Pièce" disabled onFiles={onFiles} />);
    drop(container.querySelector('.zone') as HTMLElement, [file('a.pdf')]);
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Pièce')).toBeDisabled();
  });

  const items: FileDropItem[] = [
    { id: '1', name: 'jugement.pdf', size: 1.2 * 1024 * 1024, progress: 40 },
    { id: '2', name: 'photo.gif', size: 2048, error: "Ce type de fichier n'est pas accepté" },
    { id: '3', name: 'contrat.docx', size: 250_880, done: true, progress: 100 },
  ];

  it('lists the files with their size, a labelled progress bar while uploading, and the state in text', () => {
    renderWithIntl(<FileDropZone label="Pièces" multiple onFiles={jest.fn()} files={items} />);
    const list = screen.getByRole('list', { name: 'Fichiers choisis' });
    const [uploading, refused, done] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(uploading).toHaveTextContent(/jugement\.pdf\s*1,2\sMo/);
    const progress = within(uploading).getByRole('progressbar', { name: 'Envoi de jugement.pdf' });
    expect(progress).toHaveAttribute('value', '40');
    expect(progress).toHaveAttribute('max', '100');
    expect(within(refused).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(done).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(done).toHaveTextContent('Envoyé');
  });

  it("ties each file's error to it in text, and to its remove button", async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithIntl(<FileDropZone label="Pièces" multiple onFiles={jest.fn()} files={items} onRemove={onRemove} />);
    const refused = screen.getAllByRole('listitem')[1] as HTMLElement;
    expect(refused).toHaveTextContent(/^photo\.gif2\sko/);
    expect(refused).toHaveTextContent("Erreur : Ce type de fichier n'est pas accepté");
    const remove = within(refused).getByRole('button', { name: 'Retirer photo.gif' });
    expect(remove).toHaveAccessibleDescription("Erreur : Ce type de fichier n'est pas accepté");
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledWith('2');
    expect(screen.getByLabelText('Pièces')).toHaveFocus();
  });

  it('marks the input invalid with an error about the whole choice', () => {
    renderWithIntl(<FileDropZone label="Pièces" error="10 fichiers au plus" onFiles={jest.fn()} />);
    const input = screen.getByLabelText('Pièces');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/10 fichiers au plus/);
  });

  it('marks a required field in its label and on the input', () => {
    renderWithIntl(<FileDropZone label="Votre contrat de bail" required onFiles={jest.fn()} />);
    const input = screen.getByLabelText('Votre contrat de bail (obligatoire)');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('hands its input to a ref, so a form can focus it on an error', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithIntl(<FileDropZone ref={ref} label="Pièces" onFiles={jest.fn()} />);
    ref.current?.focus();
    expect(screen.getByLabelText('Pièces')).toHaveFocus();
  });

  it('keeps the native input out of sight and opens it from the zone and from Enter or Space', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FileDropZone label="Pièces" onFiles={jest.fn()} />);
    const input = screen.getByLabelText('Pièces');
    expect(input).toHaveClass('input');
    const opened = jest.spyOn(input, 'click');
    await user.click(screen.getByText('Choisir un fichier'));
    expect(opened).toHaveBeenCalledTimes(1);
    input.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('refuses files outside accept or over the size, in words under the zone, and hands over the others', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = jest.fn();
    const onRefuse = jest.fn();
    const { container } = renderWithIntl(
      <FileDropZone
        label="Pièces"
        multiple
        accept=".pdf,image/*"
        maxFileBytes={1024}
        onFiles={onFiles}
        onRefuse={onRefuse}
      />,
    );
    const input = screen.getByLabelText('Pièces');
    const kept = [file('a.pdf'), new File(['x'], 'photo.png', { type: 'image/png' })];
    await user.upload(input, [file('virus.exe'), file('scan.pdf', 2048), ...kept]);
    expect(onFiles).toHaveBeenLastCalledWith(kept);
    expect(onRefuse).toHaveBeenLastCalledWith([
      { name: 'virus.exe', reason: 'unsupported' },
      { name: 'scan.pdf', reason: 'tooBig' },
    ]);
    expect(input).toHaveAccessibleDescription(
      /virus\.exe\s: fichier non supporté scan\.pdf\s: ce fichier dépasse 1\sko/,
    );
    drop(container.querySelector('.zone') as HTMLElement, [file('b.pdf')]);
    expect(onFiles).toHaveBeenLastCalledWith([file('b.pdf')]);
    expect(onRefuse).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/fichier non supporté/)).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Choisir des fichiers ou déposez-les ici');
  });

  it("says the caller's refusals with the limit it names", () => {
    renderWithIntl(
      <FileDropZone
        label="Pièces"
        multiple
        maxFiles={10}
        refusals={[{ name: 'c.pdf', reason: 'tooMany' }]}
        onFiles={jest.fn()}
      />,
    );
    expect(screen.getByLabelText('Pièces')).toHaveAccessibleDescription(/c\.pdf\s: pas plus de 10 fichiers au total/);
  });

  it.each([
    ['en', 'photo.gif: File not supported', 'Remove a.pdf'],
    ['nl', 'photo.gif: bestand niet ondersteund', 'a.pdf verwijderen'],
  ] as const)('speaks %s', async (locale, refusal, remove) => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <IntlProvider locale={locale} messages={sharedMessages[locale]}>
        <FileDropZone
          label="Files"
          accept=".pdf"
          onFiles={jest.fn()}
          files={[{ id: '1', name: 'a.pdf', size: 10 }]}
          onRemove={jest.fn()}
        />
      </IntlProvider>,
    );
    await user.upload(screen.getByLabelText('Files'), new File(['x'], 'photo.gif', { type: 'image/gif' }));
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
  });
});

describe('fileMatchesAccept', () => {
  it('matches extensions by name, any case, and MIME types exactly or by family', () => {
    const png = { name: 'Photo.PNG', type: 'image/png' };
    expect(fileMatchesAccept(png, undefined)).toBe(true);
    expect(fileMatchesAccept(png, '.pdf, .png')).toBe(true);
    expect(fileMatchesAccept(png, 'image/*')).toBe(true);
    expect(fileMatchesAccept(png, 'image/png')).toBe(true);
    expect(fileMatchesAccept(png, '.pdf,image/jpeg')).toBe(false);
    expect(fileMatchesAccept({ name: 'notes.pdf.exe', type: '' }, '.pdf')).toBe(false);
  });
});
