import {
  Button,
  FormError,
  isEmail,
  login,
  loginDestination,
  roleOf,
  TextField,
  useErrorText,
  useSessionStore,
  validationMessageIds as ids,
  LOGIN_REDIRECT_PARAM,
  pathTo,
} from '@lexdesk/shared/core';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../common/AuthLayout';
import { AuthPasswordField } from '../../../common/AuthPasswordField';
import styles from '../../../common/Form.module.css';
import { loginErrorMessageId } from '../api/loginErrors';

interface LoginValues {
  email: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, { message: string }>>;

/**
 * The rules of `emailField` and `currentPassword` (common/schema.ts), written out: Login is the first page
 * of every visit, and two fields do not need react-hook-form and valibot (about 13 KB compressed) on it.
 */
function validate({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = { message: ids.required };
  else if (!isEmail(trimmed)) errors.email = { message: ids.email };
  if (password === '') errors.password = { message: ids.required };
  return errors;
}

/**
 * The same behaviour as the other forms' `formOptions`: checked first on submit, then at every change; the
 * first field in error takes the focus; the submit button waits while an error remains.
 */
export function LoginForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setFormError(null);
    setSubmitting(true);
    try {
      const user = await login({ email: values.email.trim(), password: values.password });
      useSessionStore.getState().setUser(user);
      navigate(loginDestination(roleOf(user), searchParams.get(LOGIN_REDIRECT_PARAM)), { replace: true });
    } catch (error) {
      setFormError(t(loginErrorMessageId(error)));
    } finally {
      setSubmitting(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <AuthLayout sellingPoints>
      <h1 className={styles.title}>{t('auth.login.title')}</h1>
      <p className={styles.intro}>{t('auth.login.intro')}</p>
      {/* The shell's guard sends anonymous visitors here with a redirect parameter: say why they landed on Login. */}
      {searchParams.has(LOGIN_REDIRECT_PARAM) && (
        <p role="status" className={styles.notice}>
          {t('auth.login.signInToContinue')}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError>{formError}</FormError>
        <TextField
          ref={emailRef}
          name="email"
          value={values.email}
          onChange={onChange}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
        />
        <AuthPasswordField
          ref={passwordRef}
          name="password"
          value={values.password}
          onChange={onChange}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={errorText(errors.password)}
        />
        <Link to={pathTo.Forgot()} className={styles.inlineLink}>
          {t('auth.login.forgot')}
        </Link>
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={isSubmitting} disabled={hasErrors}>
            {t('auth.login.submit')}
          </Button>
        </div>
      </form>
      <p className={styles.links}>
        {t('auth.login.noAccount')} <Link to={pathTo.Subscribe()}>{t('auth.login.subscribe')}</Link>
      </p>
    </AuthLayout>
  );
}
