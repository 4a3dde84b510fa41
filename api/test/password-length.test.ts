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
  expect((await register('x'.repeat(11), 'onze@cabinet.test')).statusCode).toBe(422);
  expect((await register('x'.repeat(12), 'douze@cabinet.test')).statusCode).toBe(201);
});
