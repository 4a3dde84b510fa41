import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  FormError,
  login,
  loginDestination,
  roleOf,
  TextField,
  useErrorText,
  useSessionStore,
  LOGIN_REDIRECT_PARAM,
  pathTo,
} from '@lexdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { AuthLayout } from '../../../common/AuthLayout';
import { AuthPasswordField } from '../../../common/AuthPasswordField';
import styles from '../../../common/Form.module.css';
import { formOptions } from '../../../common/forms';
import { currentPassword, emailField } from '../../../common/schema';
import { loginErrorMessageId } from '../api/loginErrors';

const schema = v.object({ email: emailField, password: currentPassword });

export function LoginForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ ...formOptions, resolver: valibotResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await login(values);
      useSessionStore.getState().setUser(user);
      navigate(loginDestination(roleOf(user), searchParams.get(LOGIN_REDIRECT_PARAM)), { replace: true });
    } catch (error) {
      setFormError(t(loginErrorMessageId(error)));
    }
  });

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
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FormError>{formError}</FormError>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
          {...register('email')}
        />
        <AuthPasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={errorText(errors.password)}
          {...register('password')}
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
