import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../ui/test/render';
import { matchesHotkey } from './editor';
import { RichTextEditor } from './index';

// jsdom has no isContentEditable, which Slate checks before handing a key to the editor's handler.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      return this.closest('[contenteditable="true"]') !== null;
    },
  });
});

const value = '<h2>Politique</h2><p>Un <strong>texte</strong> avec <a href="https://lexdesk.be">un lien</a>.</p>';

describe('RichTextEditor', () => {
  it('is a multi-line text box named by its label, showing the value', () => {
    renderWithIntl(<RichTextEditor label="Politique du cabinet" hint="Visible par vos clients" defaultValue={value} />);
    const box = screen.getByRole('textbox', { name: 'Politique du cabinet' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAccessibleDescription('Visible par vos clients');
    expect(within(box).getByRole('heading', { level: 2, name: 'Politique' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'un lien' })).toHaveAttribute('href', 'https://lexdesk.be');
  });

  it('has a labelled toolbar controlling the text box, with one button per action', () => {
    renderWithIntl(<RichTextEditor label="Politique" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme – Politique' });
    expect(toolbar).toHaveAttribute('aria-controls', screen.getByRole('textbox').id);
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Gras', 'Italique', 'Titre', 'Sous-titre', 'Liste à puces', 'Liste numérotée', 'Lien']);
    for (const button of within(toolbar).getAllByRole('button'))
      expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves the heading buttons out when headings are not offered', () => {
    renderWithIntl(<RichTextEditor label="Métadonnée" headings={false} defaultValue="<h1>Titre</h1>" />);
    expect(screen.queryByRole('button', { name: 'Titre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveTextContent('Titre');
  });

  it('is one Tab stop whose buttons the arrows, Home and End move between', async () => {
    const user = userEvent.setup();
    renderWithIntl(<RichTextEditor label="Politique" />);
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italique' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Lien' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Gras' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Lien' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Lien' })).toHaveAttribute('tabindex', '0');
  });

  it('asks for the link address in a dialog and refuses a javascript: address', async () => {
    const user = userEvent.setup();
    renderWithIntl(<RichTextEditor label="Politique" />);
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    const dialog = screen.getByRole('dialog', { name: 'Insérer un lien' });
    const field = within(dialog).getByRole('textbox', { name: 'Adresse du lien' });
    expect(field).toHaveFocus();
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Insérer le lien' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Ce lien n'est pas accepté"));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('inserts a checked link and reports the HTML', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<RichTextEditor label="Politique" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    await user.type(screen.getByRole('textbox', { name: 'Adresse du lien' }), 'www.lexdesk.be{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('textbox')).getByRole('link', { name: 'https://www.lexdesk.be' }),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://www.lexdesk.be">https://www.lexdesk.be</a></p>');
  });

  it('never submits the form the editor sits in when the link dialog is confirmed', async () => {
    const user = userEvent.setup();
    const submitPage = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithIntl(
      <form onSubmit={submitPage}>
        <RichTextEditor label="Politique" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    await user.type(screen.getByRole('textbox', { name: 'Adresse du lien' }), 'www.lexdesk.be');
    await user.click(screen.getByRole('button', { name: 'Insérer le lien' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('textbox')).getByRole('link', { name: 'https://www.lexdesk.be' })).toBeVisible();
    expect(submitPage).not.toHaveBeenCalled();
  });

  it('opens the link dialog with Mod+K in the text box', () => {
    renderWithIntl(<RichTextEditor label="Politique" />);
    // jsdom is no Apple system: Mod is Ctrl.
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'k', code: 'KeyK', altKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(screen.getByRole('dialog', { name: 'Insérer un lien' })).toBeInTheDocument();
  });
});

describe('matchesHotkey', () => {
  const event = (init: Partial<KeyboardEvent>) =>
    ({ key: '', code: '', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init }) as KeyboardEvent;

  it('reads Mod as Ctrl, or Cmd on Apple systems', () => {
    expect(matchesHotkey(event({ key: 'b', ctrlKey: true }), { key: 'b', mod: true }, false)).toBe(true);
    expect(matchesHotkey(event({ key: 'B', metaKey: true }), { key: 'b', mod: true }, true)).toBe(true);
    expect(matchesHotkey(event({ key: 'b', metaKey: true }), { key: 'b', mod: true }, false)).toBe(false);
    expect(matchesHotkey(event({ key: 'b', ctrlKey: true, shiftKey: true }), { key: 'b', mod: true }, false)).toBe(
      false,
    );
  });

  it('reads digits by their key, whatever the layout types', () => {
    const numbered = { key: '7', mod: true, shift: true };
    expect(matchesHotkey(event({ key: 'è', code: 'Digit7', ctrlKey: true, shiftKey: true }), numbered, false)).toBe(
      true,
    );
    expect(matchesHotkey(event({ key: '7', code: 'Digit8', ctrlKey: true, shiftKey: true }), numbered, false)).toBe(
      false,
    );
  });
});
