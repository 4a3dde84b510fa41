import { fetchSession } from '../api/auth';
import type { User } from '../types/entities';
import { useLocaleStore } from './locale';
import { storedLanguageOf, useSessionStore } from './session';

jest.mock('../api/auth', () => ({ fetchSession: jest.fn(), logout: jest.fn() }));

const fetchSessionMock = jest.mocked(fetchSession);

const user = (lang?: string): User =>
  ({
    id: 7,
    name: 'Marc Lambert',
    email: 'avocat@cabinet-demo.test',
    firstname: 'Marc',
    lastname: 'Lambert',
    lawyer_id: 7,
    lawyer_firstname: 'Marc',
    lawyer_lastname: 'Lambert',
    admin: 0,
    profile_picture_url: null,
    categories: [],
    onboarding: {
      has_user_set_their_skills: true,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: true,
    },
    client: null,
    ...(lang === undefined ? {} : { lang }),
  }) as User;

beforeEach(() => {
  useSessionStore.setState({ status: 'anonymous', user: null });
  useLocaleStore.getState().setLocale('fr');
});

describe("the user's stored language", () => {
  it('is read from the user view when it is one of the interface languages', () => {
    expect(storedLanguageOf(user('nl'))).toBe('nl');
    expect(storedLanguageOf(user('de'))).toBeNull();
    expect(storedLanguageOf(user())).toBeNull();
  });

  it('switches the interface when the session found at start is signed in', async () => {
    fetchSessionMock.mockResolvedValue(user('en'));
    await useSessionStore.getState().load();
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the interface at login (setUser of an anonymous session)', () => {
    useSessionStore.getState().setUser(user('nl'));
    expect(useLocaleStore.getState().locale).toBe('nl');
  });

  it("leaves the current choice alone when a signed-in user's data is refreshed", async () => {
    useSessionStore.getState().setUser(user('nl'));
    useLocaleStore.getState().setLocale('en');
    useSessionStore.getState().setUser(user('nl'));
    expect(useLocaleStore.getState().locale).toBe('en');
    fetchSessionMock.mockResolvedValue(user('nl'));
    await useSessionStore.getState().load();
    expect(useLocaleStore.getState().locale).toBe('en');
  });

  it('keeps the current language when the user view has none', () => {
    useLocaleStore.getState().setLocale('en');
    useSessionStore.getState().setUser(user());
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});
