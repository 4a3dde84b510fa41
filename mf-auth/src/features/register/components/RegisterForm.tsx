import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  FormError,
  homePathOf,
  register as registerAccount,
  roleOf,
  SERVER_TEXT,
  TextField,
  useErrorText,
  useSessionStore,
  validationMessageIds as ids,
  pathTo,
} from '@lexdesk/shared/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { AuthLayout } from '../../../common/AuthLayout';
import { NewPasswordFields } from '../../../common/NewPasswordFields';
import styles from '../../../common/Form.module.css';
import { formOptions } from '../../../common/forms';
import { emailField, passwordConfirmation, passwordsMatch, requiredText } from '../../../common/schema';
import { newPassword } from '../../../common/newPassword';
import { passwordProductWord } from '@lexdesk/shared/domain';
import { registerKeys } from '../api/keys';
import { invitationStatus, registerFailure, type RegisterField } from '../api/registerErrors';

/** `firmName`: the firm the invitation names, read when the form is checked (it arrives after the form is made). */
function registerSchema(firmName: () => string) {
  return v.pipe(
    v.object({
      lastname: requiredText,
      email: emailField,
      password: newPassword,
      password_confirmation: passwordConfirmation,
    }),
    v.forward(v.check(passwordsMatch, ids.passwordConfirm), ['password_confirmation']),
    // The server refuses the firm's name in a password too; the invitee learns it before sending.
    v.forward(
      v.check((input) => passwordProductWord(input.password, firmName()) === undefined, ids.passwordProductWord),
      ['password'],
    ),
  );
}

export function RegisterForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitedEmail = searchParams.get('email') ?? '';
  // The link carries the firm's uuid (`client`) and name (`name`). The name is anyone's to write: it is only
  // a placeholder until check-invitation names the firm, and it is dropped once the invitation is unusable.
  const linkClientName = searchParams.get('name') ?? '';
  // The invitation is checked before anything is typed, so that a used or broken link is said at once.
  const invitation = useQuery({
    queryKey: registerKeys.invitation(token, invitedEmail),
    queryFn: () => invitationStatus(token, invitedEmail),
    enabled: token !== '' && invitedEmail !== '',
    staleTime: Infinity,
  });
  const checked = invitation.data;
  // What the submit learnt about the invitation (used meanwhile, say).
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  // Without a token the link cannot work: said at once rather than after typing a password.
  const invitationProblem =
    submitProblem ?? (token ? null : 'auth.register.invalid') ?? (checked?.valid === false ? checked.messageId : null);
  const serverClientName = checked?.valid ? checked.clientName : null;
  const [formError, setFormError] = useState<string | null>(null);
  const problemId = useId();
  const clientName = serverClientName ?? (invitationProblem ? '' : linkClientName);
  const firmName = useRef(clientName);
  firmName.current = clientName;
  const [schema] = useState(() => registerSchema(() => firmName.current));

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    ...formOptions,
    resolver: valibotResolver(schema),
    defaultValues: {
      lastname: '',
      email: invitedEmail,
      password: '',
      password_confirmation: '',
    },
  });

  const registration = useMutation({
    mutationFn: (payload: Parameters<typeof registerAccount>[0]) => registerAccount(payload),
    onSuccess: (user) => {
      useSessionStore.getState().setUser(user);
      void navigate(homePathOf(roleOf(user)), { replace: true });
    },
    onError: (error) => {
      const failure = registerFailure(error);
      if (failure.kind === 'invitation') {
        setSubmitProblem(failure.messageId);
      } else if (failure.kind === 'server') {
        // A 422 without a message of its own (a proxy's page, say) still says something, translated.
        setFormError(failure.message || t('errors.500'));
        for (const [field, message] of Object.entries(failure.fields)) {
          setError(field as RegisterField, { type: SERVER_TEXT, message });
        }
      } else {
        setFormError(t(failure.messageId));
      }
    },
  });

  const onSubmit = handleSubmit(({ lastname, email, password, password_confirmation }) => {
    setFormError(null);
    registration.mutate({ name: lastname, email, password, password_confirmation, token });
  });

  // An unusable invitation: its message and the way out, no form that could not be sent (issue 22).
  if (invitationProblem) {
    return (
      <AuthLayout sellingPoints>
        <h1 className={styles.title}>{t('auth.register.title')}</h1>
        <FormError id={problemId} className={styles.notice}>
          <p>{t(invitationProblem)}</p>
          <p>
            {t('auth.register.invitationHelp')} <Link to={pathTo.Login()}>{t('auth.loginLink')}</Link>
          </p>
        </FormError>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout sellingPoints>
      <h1 className={styles.title}>{t('auth.register.title')}</h1>
      <p className={styles.firm}>
        {clientName ? (
          <FormattedMessage id="auth.register.firm" values={{ client: <strong key="client">{clientName}</strong> }} />
        ) : (
          t('auth.register.firmUnknown')
        )}
      </p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FormError>{formError}</FormError>
        <TextField
          label={t('auth.fields.lastname')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastname)}
          {...register('lastname')}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email)}
          {...register('email')}
        />
        <NewPasswordFields
          password={register('password', { deps: ['password_confirmation'] })}
          confirmation={register('password_confirmation')}
          passwordError={errorText(errors.password)}
          confirmationError={errorText(errors.password_confirmation)}
        />
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={registration.isPending} disabled={Object.keys(errors).length > 0}>
            {t('auth.register.submit')}
          </Button>
        </div>
      </form>
      <p className={styles.links}>
        {t('auth.haveAccount')} <Link to={pathTo.Login()}>{t('auth.loginLink')}</Link>
      </p>
    </AuthLayout>
  );
}
