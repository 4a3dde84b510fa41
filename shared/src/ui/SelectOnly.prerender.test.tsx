/**
 * @jest-environment node
 */
// A page prerendered at build time (the first paint) is rendered where there is no document: the dropdown is
// then a native select of the same look, which works before any script runs, and carries its name.
import { renderToString } from 'react-dom/server';
import { SelectOnly } from './SelectOnly';

it('renders a native select, its name and its label where no script runs yet', () => {
  const html = renderToString(
    <SelectOnly
      label="Langue"
      name="lang"
      compact
      options={[
        { value: 'fr', label: 'Français', lang: 'fr' },
        { value: 'nl', label: 'Nederlands', lang: 'nl' },
      ]}
      value="nl"
      onChange={() => undefined}
    />,
  );
  expect(html).toMatch(/<select[^>]*name="lang"/);
  expect(html).toContain('<option value="nl" lang="nl" selected="">Nederlands</option>');
  expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Langue<\/label>/);
  expect(html).not.toContain('role="combobox"');
});
