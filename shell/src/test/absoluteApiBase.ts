// Imported first by tests that let the real API client reach a mocked fetch: Node's Request (jest's) cannot
// resolve the relative '/api' a browser resolves against the page, so the client gets an absolute base.
window.__LEXDESK_CONFIG__ = { ...window.__LEXDESK_CONFIG__, apiBase: 'http://localhost/api' };
