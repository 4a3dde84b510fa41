// The first paint of Login, rendered to HTML by this remote's Node build (tools/webpack/create-config.js) into
// dist/first-paint/Login.<locale>.html: the server shows it inside the shell's frame to a visitor without a
// session, before any script has arrived, and the shell replaces it with the live page (ARCHITECTURE.md,
// "First paint"). Only pages whose look depends on nothing but the language belong here.
import { pathTo } from '@lexdesk/shared/core';
import { renderFirstPaints } from '@lexdesk/shared/first-paint';
import { MemoryRouter } from 'react-router-dom';
import { LoginForm } from './features/login/components/LoginForm';
import { loginMessages } from './features/login/messages';

export function render(): Record<string, string> {
  return renderFirstPaints(
    'Login',
    () => (
      <MemoryRouter initialEntries={[pathTo.Login()]}>
        <LoginForm />
      </MemoryRouter>
    ),
    [loginMessages],
  );
}
