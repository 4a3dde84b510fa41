import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  FormError,
  HOME_PATH_BY_ROLE,
  notify,
  SERVER_TEXT,
  setClientName,
  TextField,
  useErrorText,
  useSessionStore,
} from '@lexdesk/shared/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { AuthLayout } from '../../../common/AuthLayout';
import styles from '../../../common/Form.module.css';
import { formOptions } from '../../../common/forms';
import { requiredText } from '../../../common/schema';
import { welcomeFieldError } from '../api/welcomeErrors';

const schema = v.object({ name: requiredText });

export function WelcomeForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const currentName = useSessionStore((state) => state.user?.client?.name ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ ...formOptions, resolver: valibotResolver(schema), defaultValues: { name: currentName } });
  const naming = useMutation({
    mutationFn: (name: string) => setClientName(name),
    onSuccess: async () => {
      // The menus show the firm name from the session user: reload it. A failed reload only delays its
      // display until the next load: the name is saved.
      await useSessionStore
        .getState()
        .load()
        .catch(() => null);
      notify.success(t('auth.welcome.success'));
      // Only a firm member names a firm: the home of role user.
      await navigate(HOME_PATH_BY_ROLE.user, { replace: true });
    },
    onError: (error) => {
      const fieldError = welcomeFieldError(error);
      if (fieldError) setError('name', { type: SERVER_TEXT, message: fieldError }, { shouldFocus: true });
      else setFormError(t('errors.500'));
    },
  });

  const onSubmit = handleSubmit(({ name }) => {
    setFormError(null);
    naming.mutate(name);
  });

  return (
    <AuthLayout>
      <h1 className={styles.title}>{t('auth.welcome.title')}</h1>
      <p className={styles.intro}>{t('auth.welcome.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FormError>{formError}</FormError>
        <TextField
          label={t('auth.welcome.companyName')}
          autoComplete="organization"
          required
          error={errorText(errors.name)}
          {...register('name')}
        />
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={naming.isPending} disabled={Object.keys(errors).length > 0}>
            {t('auth.welcome.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
