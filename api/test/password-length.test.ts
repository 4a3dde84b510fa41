// The API's minimum password length is the shared constant, not a copy of its value: with the
// constant changed, the API follows.
jest.mock('@lexdesk/shared/domain', () => ({
  ...jest.requireActual<object>('@lexdesk/shared/domain'),
  PASSWORD_MIN_LENGTH: 12,
}));

import { Agent, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'none' });
});
afterAll(() => ctx.close());

it('new passwords follow PASSWORD_MIN_LENGTH from @lexdesk/shared/domain', async () => {
  const agent = new Agent(ctx.app);
  await agent.csrf();
  const register = (password: string, email: string) =>
    agent.post('/api/auth/register', {
      firstname: 'Anne',
      lastname: 'Martin',
      email,
      password,
      password_confirmation: password,
    });
  // Not a repeat of one character: the password policy would refuse that as too common, whatever its length.
  const passwordOf = (length: number) => 'Vb7-kQ2#mZ9!tL4$wR8%'.slice(0, length);
  const short = await register(passwordOf(11), 'onze@cabinet.test');
  expect(short.statusCode).toBe(422);
  expect(Object.keys(short.json().errors)).toEqual(['password']);
  expect((await register(passwordOf(12), 'douze@cabinet.test')).statusCode).toBe(201);
});
