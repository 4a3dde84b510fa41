import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, forgotPassword, FormError, pathTo, SuccessPanel, TextField, useErrorText } from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { AuthLayout } from '../../../common/AuthLayout';
import styles from '../../../common/Form.module.css';
import { formOptions } from '../../../common/forms';
import { emailField } from '../../../common/schema';

const schema = v.object({ email: emailField });

export function ForgotForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ ...formOptions, resolver: valibotResolver(schema), defaultValues: { email: '' } });
  // The server answers the same whether or not the account exists (no account enumeration).
  const forgot = useMutation({
    mutationFn: (email: string) => forgotPassword(email),
    onError: () => setFormError(t('errors.500')),
  });
  const sentTo = forgot.isSuccess ? forgot.variables : null;

  const onSubmit = handleSubmit(({ email }) => {
    setFormError(null);
    forgot.mutate(email);
  });

  if (sentTo !== null) {
    return (
      <AuthLayout>
        <SuccessPanel
          title={t('auth.forgot.successTitle')}
          action={
            <Link to={pathTo.Login()} className={styles.link}>
              {t('auth.backToLogin')}
            </Link>
          }
        >
          <p>{t('auth.forgot.successText', { email: sentTo })}</p>
        </SuccessPanel>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className={styles.title}>{t('auth.forgot.title')}</h1>
      <p className={styles.intro}>{t('auth.forgot.intro')}</p>
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
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={forgot.isPending} disabled={Object.keys(errors).length > 0}>
            {t('auth.forgot.submit')}
          </Button>
        </div>
      </form>
      <p className={styles.links}>
        <Link to={pathTo.Login()}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
