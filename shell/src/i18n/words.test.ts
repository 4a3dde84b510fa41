import { shellMessages } from './messages';

describe("the shell's words", () => {
  it('calls the intake form an intake form in English: "casus" is the widget\'s name in French and Dutch only', () => {
    expect(shellMessages.en['menu.intake']).toBe('Intake form');
    expect(Object.entries(shellMessages.en).filter(([, text]) => /casus/i.test(text))).toEqual([]);
  });

  it("names a case's office documents tab for what it holds, the firm's documents", () => {
    expect(shellMessages.fr['routes.LCOfficeDocuments']).toBe('Documents du cabinet');
    expect(shellMessages.en['routes.LCOfficeDocuments']).toBe("Firm's documents");
    expect(shellMessages.nl['routes.LCOfficeDocuments']).toBe('Documenten van het kantoor');
  });
});
