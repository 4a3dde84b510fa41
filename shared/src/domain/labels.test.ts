import { labelCodeOf } from './labels';

describe('labelCodeOf', () => {
  it.each([
    ['Juridiction', 'juridiction'],
    ["Référence d'article", 'reference_darticle'],
    ['Numéro de rôle', 'numero_de_role'],
    ['Montant (€)', 'montant_'],
    ['ECLI', 'ecli'],
    ['Artikel 1382 oud BW', 'artikel_1382_oud_bw'],
    ['  two  spaces ', '__two__spaces_'],
    ['Çà et là', 'ca_et_la'],
  ])('%s → %s', (name, code) => {
    expect(labelCodeOf(name)).toBe(code);
  });
});
