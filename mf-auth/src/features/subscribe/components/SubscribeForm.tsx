import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  Checkbox,
  FormError,
  getRuntimeConfig,
  isEmail,
  register as registerAccount,
  registerCheck,
  SERVER_TEXT,
  TextField,
  useErrorText,
  useSessionStore,
  validationMessageIds as ids,
  pathTo,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from '@lexdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { AuthLayout } from '../../../common/AuthLayout';
import { AuthPasswordField } from '../../../common/AuthPasswordField';
import styles from '../../../common/Form.module.css';
import { formOptions } from '../../../common/forms';
import { emailField, mustBeTicked, requiredText } from '../../../common/schema';
import { newPassword } from '../../../common/newPassword';
import { SmartLink } from '../../../common/SmartLink';
import { isEmailTaken, subscribeFieldErrors } from '../api/subscribeErrors';

const schema = v.object({
  firstname: requiredText,
  lastname: requiredText,
  email: emailField,
  password: newPassword,
  terms: mustBeTicked(ids.terms),
  privacy: mustBeTicked(ids.privacy),
});

export function SubscribeForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const hintId = useId();
  const { legalLinks } = getRuntimeConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    watch,
    formState: { errors },
  } = useForm({
    ...formOptions,
    resolver: valibotResolver(schema),
    defaultValues: { firstname: '', lastname: '', email: '', password: '', terms: false, privacy: false },
  });

  const bothTicked = watch('terms') && watch('privacy');
  const hasErrors = Object.keys(errors).length > 0;

  // Register-check on leaving the email field: an address already in use is said before the submit.
  // It is only a hint (the server still decides at submit, and the submit stays possible): failures,
  // 429 included, are ignored. The server lowercases addresses, so answers are kept by lowercased address.
  const [takenEmails, setTakenEmails] = useState<ReadonlySet<string>>(() => new Set());
  const checkedEmails = useRef(new Set<string>());
  const emailKey = (value: string) => value.trim().toLowerCase();
  // Each address once (a POST, and rate limited): every check's answer is kept, a later one never hides another.
  const emailCheck = useMutation({
    mutationFn: (address: string) => registerCheck(address),
    onSuccess: ({ available }, address) => {
      if (!available) setTakenEmails((taken) => new Set(taken).add(emailKey(address)));
    },
    // Let a later blur ask again.
    onError: (_, address) => checkedEmails.current.delete(emailKey(address)),
  });
  const checkEmail = (value: string) => {
    const address = value.trim();
    const key = emailKey(address);
    if (!isEmail(address) || checkedEmails.current.has(key)) return;
    checkedEmails.current.add(key);
    emailCheck.mutate(address);
  };
  const emailError =
    errorText(errors.email) ?? (takenEmails.has(emailKey(watch('email'))) ? t(ids.emailTaken) : undefined);

  const subscription = useMutation({
    mutationFn: (payload: Parameters<typeof registerAccount>[0]) => registerAccount(payload),
    onSuccess: (user) => {
      useSessionStore.getState().setUser(user);
      void navigate(pathTo.Welcome(), { replace: true });
    },
    onError: (error) => {
      if (isEmailTaken(error)) {
        setError('email', { type: 'validation', message: ids.emailTaken }, { shouldFocus: true });
        return;
      }
      // A 422 about a field (a password refused as too common...) is said under that field, the first
      // one focused; anything else is errors.500.
      const fieldErrors = subscribeFieldErrors(error);
      if (fieldErrors.length === 0) return setFormError(t('errors.500'));
      fieldErrors.forEach(([field, message], index) =>
        setError(field, { type: SERVER_TEXT, message }, { shouldFocus: index === 0 }),
      );
    },
  });

  const onSubmit = handleSubmit(({ firstname, lastname, email, password }) => {
    setFormError(null);
    // The form has no confirmation field (section 2): the password confirms itself.
    // The versions the ticked boxes link to: the server stores them with the time of acceptance.
    subscription.mutate({
      firstname,
      lastname,
      email,
      password,
      password_confirmation: password,
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
    });
  });

  // The submit stays disabled until both boxes are ticked, so their errors cannot wait for a submit:
  // unticking a box says at once why the button is off.
  const checkOnChange = (name: 'terms' | 'privacy') => ({ onChange: () => void trigger(name) });
  const legalLink = (href: string) => (chunks: ReactNode[]) => (
    <SmartLink key="link" href={href} newTab>
      {chunks}
    </SmartLink>
  );

  return (
    <AuthLayout sellingPoints>
      <h1 className={styles.title}>{t('auth.subscribe.title')}</h1>
      <p className={styles.intro}>{t('auth.subscribe.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FormError>{formError}</FormError>
        <div className={styles.row}>
          <TextField
            label={t('auth.fields.firstname')}
            autoComplete="given-name"
            required
            error={errorText(errors.firstname)}
            {...register('firstname')}
          />
          <TextField
            label={t('auth.fields.lastname')}
            autoComplete="family-name"
            required
            error={errorText(errors.lastname)}
            {...register('lastname')}
          />
        </div>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={emailError}
          {...register('email', { onBlur: (event: FocusEvent<HTMLInputElement>) => checkEmail(event.target.value) })}
        />
        <AuthPasswordField
          label={t('auth.fields.password')}
          autoComplete="new-password"
          hint={t('auth.fields.newPasswordHint')}
          required
          error={errorText(errors.password)}
          {...register('password')}
        />
        <div className={styles.checks}>
          <Checkbox
            label={<FormattedMessage id="auth.subscribe.terms" values={{ link: legalLink(legalLinks.terms) }} />}
            required
            error={errorText(errors.terms)}
            {...register('terms', checkOnChange('terms'))}
          />
          <Checkbox
            label={<FormattedMessage id="auth.subscribe.privacy" values={{ link: legalLink(legalLinks.privacy) }} />}
            required
            error={errorText(errors.privacy)}
            {...register('privacy', checkOnChange('privacy'))}
          />
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            fullWidth
            loading={subscription.isPending}
            disabled={!bothTicked || hasErrors}
            aria-describedby={bothTicked ? undefined : hintId}
          >
            {t('auth.subscribe.submit')}
          </Button>
          {!bothTicked && (
            <p id={hintId} className={styles.hint}>
              {t('auth.subscribe.checkboxesHint')}
            </p>
          )}
        </div>
      </form>
      <p className={styles.links}>
        {t('auth.haveAccount')} <Link to={pathTo.Login()}>{t('auth.loginLink')}</Link>
      </p>
    </AuthLayout>
  );
}
