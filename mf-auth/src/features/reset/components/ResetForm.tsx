import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  FormError,
  resetPassword,
  SERVER_TEXT,
  SuccessPanel,
  useErrorText,
  usePageTitle,
  validationMessageIds as ids,
  pathTo,
} from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { AuthLayout } from '../../../common/AuthLayout';
import { NewPasswordFields } from '../../../common/NewPasswordFields';
import styles from '../../../common/Form.module.css';
import { formOptions } from '../../../common/forms';
import { passwordConfirmation, passwordsMatch } from '../../../common/schema';
import { newPassword } from '../../../common/newPassword';
import { resetFailure, type ResetField } from '../api/resetErrors';

// A new password follows the same length rule as on Register and Subscribe.
const schema = v.pipe(
  v.object({ password: newPassword, password_confirmation: passwordConfirmation }),
  v.forward(v.check(passwordsMatch, ids.passwordConfirm), ['password_confirmation']),
);

export function ResetForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  // A link missing its token or email cannot work: said at once.
  const [linkProblem, setLinkProblem] = useState<string | null>(email && token ? null : 'auth.reset.invalidToken');
  const [formError, setFormError] = useState<string | null>(null);
  const problemId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    ...formOptions,
    resolver: valibotResolver(schema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const reset = useMutation({
    mutationFn: (passwords: { password: string; password_confirmation: string }) =>
      resetPassword({ email, token, ...passwords }),
    onError: (error) => {
      const failure = resetFailure(error);
      if (failure.kind === 'link') {
        setLinkProblem(failure.messageId);
      } else if (failure.kind === 'server') {
        // A 422 without a message of its own (a proxy's page, say) still says something, translated.
        setFormError(failure.message || t('errors.500'));
        for (const [field, message] of Object.entries(failure.fields)) {
          setError(field as ResetField, { type: SERVER_TEXT, message });
        }
      } else {
        setFormError(t(failure.messageId));
      }
    },
  });

  const onSubmit = handleSubmit((passwords) => {
    // A link known to be bad cannot succeed: its message stays, no vaguer error replaces it.
    if (linkProblem) return;
    setFormError(null);
    reset.mutate(passwords);
  });

  if (reset.isSuccess) return <ResetDone />;

  return (
    <AuthLayout>
      <h1 className={styles.title}>{t('auth.reset.title')}</h1>
      <p className={styles.intro}>{email ? t('auth.reset.intro', { email }) : t('auth.reset.introNoEmail')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {linkProblem && (
          <FormError id={problemId} className={styles.notice}>
            <p>{t(linkProblem)}</p>
            <p>
              <Link to={pathTo.Forgot()}>{t('auth.reset.requestNew')}</Link>
            </p>
          </FormError>
        )}
        <FormError>{formError}</FormError>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <NewPasswordFields
          password={register('password', { deps: ['password_confirmation'] })}
          confirmation={register('password_confirmation')}
          passwordError={errorText(errors.password)}
          confirmationError={errorText(errors.password_confirmation)}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            fullWidth
            loading={reset.isPending}
            disabled={!!linkProblem || Object.keys(errors).length > 0}
            aria-describedby={linkProblem ? problemId : undefined}
          >
            {t('auth.reset.submit')}
          </Button>
        </div>
      </form>
      <p className={styles.links}>
        <Link to={pathTo.Login()}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}

/** The password is changed: the page, and the browser tab, say so ("Mot de passe modifié · LexDesk"). */
function ResetDone() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  usePageTitle(t('auth.reset.successTitle'));
  return (
    <AuthLayout>
      <SuccessPanel
        title={t('auth.reset.successTitle')}
        action={
          <Link to={pathTo.Login()} className={styles.link}>
            {t('auth.loginLink')}
          </Link>
        }
      >
        <p>{t('auth.reset.successText')}</p>
      </SuccessPanel>
    </AuthLayout>
  );
}
