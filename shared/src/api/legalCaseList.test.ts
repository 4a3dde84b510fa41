import { legalCaseListRequest, readLegalCaseListView } from './legalCaseList';

describe('legalCaseListRequest', () => {
  it('leaves the defaults out: MyCases page 1 is limit and offset only', () => {
    const request = legalCaseListRequest('mine', '');
    expect(request.path).toBe('legal-cases');
    expect(request.query).toEqual({ limit: '10', offset: '0' });
    expect(request.url).toBe('/legal-cases?limit=10&offset=0');
  });

  it('writes every filter in one stable order, whatever the order of the URL', () => {
    const fromOneOrder = legalCaseListRequest('all', '?status=opened&q=Dupont&page=3&closed=1');
    const fromAnother = legalCaseListRequest('all', new URLSearchParams('closed=1&page=3&q=Dupont&status=opened'));
    expect(fromOneOrder.url).toBe('/legal-cases?all=1&closed=1&limit=10&offset=20&q=Dupont&status=opened');
    expect(fromAnother.url).toBe(fromOneOrder.url);
    expect(Object.keys(fromOneOrder.query)).toEqual(['all', 'closed', 'limit', 'offset', 'q', 'status']);
  });

  it('trims the search, drops an empty one and encodes what it keeps', () => {
    expect(legalCaseListRequest('mine', 'q=%20%20').query).not.toHaveProperty('q');
    const request = legalCaseListRequest('mine', `q=${encodeURIComponent('  Élise & 50%  ')}`);
    expect(request.query.q).toBe('Élise & 50%');
    expect(request.url).toBe('/legal-cases?limit=10&offset=0&q=%C3%89lise+%26+50%25');
  });

  it('cuts a long search to 100 UTF-16 units without splitting a surrogate pair', () => {
    expect(legalCaseListRequest('mine', `q=${'a'.repeat(150)}`).query.q).toHaveLength(100);
    const emoji = '😀'; // two UTF-16 units
    const cut = legalCaseListRequest('mine', `q=${encodeURIComponent('a' + emoji.repeat(60))}`).query.q ?? '';
    expect(cut).toBe('a' + emoji.repeat(49));
  });

  it('ignores values the list cannot use rather than sending a request the API refuses', () => {
    const view = readLegalCaseListView('mine', 'page=-2&closed=yes&status=archived');
    expect(view).toEqual({ scope: 'mine', page: 1, closed: false, search: '', status: null });
    expect(legalCaseListRequest('mine', 'page=abc&status=NEW').url).toBe('/legal-cases?limit=10&offset=0');
  });
});
