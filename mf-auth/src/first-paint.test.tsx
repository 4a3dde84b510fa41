import { render } from './first-paint';

describe("Login's first paint", () => {
  const files = render();

  it('is written in each language, with the fields and links of the live page', () => {
    expect(Object.keys(files).sort()).toEqual(['Login.en.html', 'Login.fr.html', 'Login.nl.html']);
    const fr = files['Login.fr.html'] ?? '';
    expect(fr).toContain('<h1');
    expect(fr).toContain('>Connexion</h1>');
    expect(fr).toMatch(/<input[^>]*name="email"/);
    expect(fr).toMatch(/<input[^>]*name="password"/);
    expect(fr).toContain('href="/forgot"');
    expect(files['Login.nl.html']).toContain('>Aanmelden</h1>');
    expect(files['Login.en.html']).toContain('>Log in</h1>');
  });

  it('cannot submit before the app takes over: its button is a plain one, marked for the replay', () => {
    for (const html of Object.values(files)) {
      expect(html).not.toContain('type="submit"');
      expect(html).toMatch(/<button type="button" data-first-paint-submit=""[^>]*>/);
    }
  });

  it('carries no inline style or script, which the page security policy would refuse', () => {
    for (const html of Object.values(files)) {
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).not.toMatch(/<script/);
    }
  });
});
