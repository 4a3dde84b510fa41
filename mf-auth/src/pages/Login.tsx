import { PAGE_SIZE } from '@lexdesk/shared';
export default function Login() {
  return <h1>Login {PAGE_SIZE}</h1>;
}
