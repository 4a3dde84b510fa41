import { emptyDocument, htmlToSlate, isEmptyDocument, slateToHtml } from './html';
import type { RichDocument } from './types';

const roundTrip = (html: string) => slateToHtml(htmlToSlate(html));

describe('htmlToSlate and slateToHtml', () => {
  it('round-trips every construct the editor stores', () => {
    const html =
      '<h2>Politique</h2><p>Un <strong>texte</strong> en <em>italique</em> et <strong><em>les deux</em></strong>.</p>' +
      '<h3>Détails</h3><ul><li>un</li><li>deux</li></ul><ol><li>premier</li></ol>' +
      '<p>Voir <a href="https://www.lexdesk.be/tarifs?x=1&amp;y=2">nos tarifs</a> ou ' +
      '<a href="mailto:info@example.be">écrire</a>.</p><p>ligne<br>suivante</p>';
    expect(roundTrip(html)).toBe(html);
  });

  it('builds the Slate shape: texts around links, marks on texts', () => {
    expect(htmlToSlate('<p><a href="https://a.be">A</a><a href="https://b.be"><b>B</b></a></p>')).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'https://a.be', children: [{ text: 'A' }] },
          { text: '' },
          { type: 'link', url: 'https://b.be', children: [{ text: 'B', bold: true }] },
          { text: '' },
        ],
      },
    ]);
  });

  it('escapes text and addresses when writing', () => {
    const doc: RichDocument = [
      {
        type: 'paragraph',
        children: [
          { text: '<script>alert("x")</script> & co ' },
          { type: 'link', url: 'https://a.be/?q="><img>', children: [{ text: 'lien' }] },
          { text: '' },
        ],
      },
    ];
    expect(slateToHtml(doc)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co ' +
        '<a href="https://a.be/?q=&quot;&gt;&lt;img&gt;">lien</a></p>',
    );
  });

  it('never writes an unsafe link, even from a tampered model', () => {
    const doc: RichDocument = [
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'clic' }] },
          { text: '' },
        ],
      },
    ];
    expect(slateToHtml(doc)).toBe('<p>clic</p>');
  });

  it('writes an empty document as an empty string and reads one as an empty paragraph', () => {
    expect(slateToHtml(emptyDocument())).toBe('');
    expect(isEmptyDocument(htmlToSlate('<p> </p><ul><li></li></ul>'))).toBe(true);
    expect(htmlToSlate('')).toEqual(emptyDocument());
    expect(isEmptyDocument(htmlToSlate('<p>x</p>'))).toBe(false);
  });

  it('reads plain text (a value stored before the editor) as paragraphs', () => {
    expect(roundTrip('Texte simple & brut')).toBe('<p>Texte simple &amp; brut</p>');
  });
});

describe('pasting', () => {
  it('drops tables as tables, keeping the caption and one paragraph per row', () => {
    const html =
      '<p>Avant</p><table><caption>Tarifs</caption><thead><tr><th>Acte</th><th>Prix</th></tr></thead>' +
      '<tbody><tr><td>Consultation</td><td><b>90 €</b></td></tr><tr><td></td><td></td></tr></tbody></table><p>Après</p>';
    expect(roundTrip(html)).toBe(
      '<p>Avant</p><p>Tarifs</p><p>Acte – Prix</p><p>Consultation – <strong>90 €</strong></p><p>Après</p>',
    );
  });

  it('turns h1 and h2 into the first heading level, h3 to h6 into the second', () => {
    expect(roundTrip('<h1>Titre</h1><h2>Deux</h2><h4>Quatre</h4><h6>Six</h6>')).toBe(
      '<h2>Titre</h2><h2>Deux</h2><h3>Quatre</h3><h3>Six</h3>',
    );
  });

  it('turns every title into a paragraph when the editor has no headings', () => {
    expect(slateToHtml(htmlToSlate('<h1>Titre</h1><h3>Sous</h3><p>Texte</p>', { headings: false }))).toBe(
      '<p>Titre</p><p>Sous</p><p>Texte</p>',
    );
  });

  it('keeps safe links and turns unsafe or relative ones into text', () => {
    expect(
      roundTrip(
        '<p><a href="javascript:alert(1)">piège</a> <a href=" JAVASCRIPT:x">b</a> <a href="/rel">rel</a> ' +
          '<a href="data:text/html,x">d</a> <a href="https://ok.be">ok</a></p>',
      ),
    ).toBe('<p>piège b rel d <a href="https://ok.be">ok</a></p>');
  });

  it('drops scripts, styles, images, forms and comments with their content', () => {
    const html =
      '<style>p{color:red}</style><p>Texte<script>alert(1)</script><img src="x" onerror="alert(1)">' +
      '<!-- commentaire --><button>Clic</button><input value="v"><iframe src="https://x.be"></iframe> suite</p>' +
      '<svg><text>dessin</text></svg>';
    expect(roundTrip(html)).toBe('<p>Texte suite</p>');
  });

  it('drops attributes, classes and styles, keeping bold and italic from styles', () => {
    expect(
      roundTrip(
        '<p class="x" style="color:red" onclick="alert(1)"><span style="font-weight: 700">gras</span> ' +
          '<span style="font-style:italic">penché</span> <u>souligné</u> <font color="red">rouge</font></p>',
      ),
    ).toBe('<p><strong>gras</strong> <em>penché</em> souligné rouge</p>');
  });

  it('reads a Google Docs copy (a bold wrapper that is not bold)', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h1 dir="ltr">' +
      '<span style="font-weight:700">Honoraires</span></h1><p dir="ltr"><span style="font-weight:400">Le taux ' +
      '</span><span style="font-weight:700">horaire</span></p><ul><li dir="ltr"><p dir="ltr"><span>un</span></p>' +
      '</li></ul></b><br class="Apple-interchange-newline">';
    expect(roundTrip(html)).toBe(
      '<h2><strong>Honoraires</strong></h2><p>Le taux <strong>horaire</strong></p><ul><li>un</li></ul>',
    );
  });

  it('reads a Word copy: Office tags and list markers go', () => {
    const html =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>.MsoNormal{}</style></head><body>' +
      '<p class="MsoNormal">Premier<o:p></o:p></p>' +
      '<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>Point</p>' +
      '</body></html>';
    expect(roundTrip(html)).toBe('<p>Premier</p><p>Point</p>');
  });

  it('flattens nested lists into one level and keeps items made of paragraphs', () => {
    const html = '<ul><li><p>un</p><p>suite</p><ul><li>un.a</li><ol><li>un.b</li></ol></ul></li><li>deux</li></ul>';
    expect(roundTrip(html)).toBe('<ul><li>un<br>suite</li><li>un.a</li><li>un.b</li><li>deux</li></ul>');
  });

  it('collapses white space as a browser shows it', () => {
    expect(roundTrip('<p>\n  Un   texte\n  sur <b> deux </b>  lignes  \n</p>\n\n<div>  Bloc  <br>  suite </div>')).toBe(
      '<p>Un texte sur <strong>deux </strong>lignes</p><p>Bloc<br>suite</p>',
    );
  });

  it('splits loose text around blocks into paragraphs', () => {
    expect(roundTrip('Avant<div>Milieu</div>Après<ul><li>x</li></ul>Fin')).toBe(
      '<p>Avant</p><p>Milieu</p><p>Après</p><ul><li>x</li></ul><p>Fin</p>',
    );
  });
});
