import { Avatar, Button, FileDropZone, notify, TextField, useUser } from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { updatePicture, updateProfile, type ProfileBody } from '../../../api/account';
import { firmKeys } from '../../../api/keys';
import { serverFieldErrors, useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';
import { updateSessionUser } from '../../../common/session';
import { SUPPORT_EMAIL } from '../../../common/support';
import {
  hasEmptyField,
  isSupportedPicture,
  PICTURE_ACCEPT,
  PICTURE_MAX_BYTES,
  profileChanged,
  profileOf,
  trimmed,
} from '../model/profile';
import profileStyles from './ProfilePage.module.css';

type FieldName = keyof ProfileBody;
const FIELDS: readonly { name: FieldName; autoComplete: string; type?: string }[] = [
  { name: 'firstname', autoComplete: 'given-name' },
  { name: 'lastname', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
];

/** A local preview of the chosen picture, released when another is chosen or the page closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** /account/profile: names, e-mail and picture; how to leave LexDesk. */
export function ProfilePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const user = useUser();
  const toastError = useErrorToast();
  const pictureId = useId();
  const [saved, setSaved] = useState<ProfileBody>(() => profileOf(user));
  const [draft, setDraft] = useState<ProfileBody>(saved);
  const [picture, setPicture] = useState<File | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Partial<Record<FieldName, true>>>({});
  const preview = usePreviewUrl(picture);
  const queryClient = useQueryClient();
  // The answer is the user: the header shows it at once, and the firm's lists (names, pictures) are read again.
  const keepUser = (next: Parameters<typeof updateSessionUser>[0]) => {
    updateSessionUser(next);
    void queryClient.invalidateQueries({ queryKey: firmKeys.all });
  };
  const profileCall = useMutation({ mutationFn: (profile: ProfileBody) => updateProfile(profile) });
  const pictureCall = useMutation({ mutationFn: (file: File) => updatePicture(file) });
  const loading = profileCall.isPending || pictureCall.isPending;
  const fieldsChanged = profileChanged(saved, draft);
  // Section 5: disabled when a field is empty, nothing changed, or a call is under way.
  const canSave = !hasEmptyField(draft) && (fieldsChanged || picture !== null) && !loading;

  // The zone refuses other types and larger files, and says so; a refused choice drops the previous one.
  const choosePicture = (file: File | undefined) => {
    setServerErrors((current) => ({ ...current, picture: '' }));
    setPicture(file && isSupportedPicture(file.name) ? file : null);
  };

  const failed = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) setServerErrors(fields);
    else toastError(error);
  };

  // The fields and the picture are two calls, in turn: each saved part is kept even if the next fails.
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setServerErrors({});
    try {
      if (fieldsChanged) {
        const next = trimmed(draft);
        keepUser(await profileCall.mutateAsync(next));
        setSaved(next);
        setDraft(next);
      }
      if (picture) {
        keepUser(await pictureCall.mutateAsync(picture));
        setPicture(null);
      }
    } catch (error) {
      failed(error);
      return;
    }
    notify.success(t('office.profile.saved'));
  };

  const displayName = `${saved.firstname} ${saved.lastname}`.trim() || (user?.name ?? '');
  const isFirmAdmin = !!user?.client && user.client.admin_id === user.id;

  return (
    <div className={styles.page}>
      <h1>{t('office.Profile.title')}</h1>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            type={field.type}
            label={t(`office.profile.${field.name}`)}
            value={draft[field.name]}
            onChange={(event) => {
              const value = event.target.value;
              setDraft((current) => ({ ...current, [field.name]: value }));
              setServerErrors((current) => ({ ...current, [field.name]: '' }));
              setTouched((current) => ({ ...current, [field.name]: true }));
            }}
            error={
              serverErrors[field.name] ||
              (touched[field.name] && draft[field.name].trim() === '' ? t('validation.required') : undefined)
            }
            autoComplete={field.autoComplete}
            required
          />
        ))}
        <div className={profileStyles.picture}>
          <Avatar name={displayName} src={preview ?? user?.profile_picture_url ?? null} size="lg" decorative />
          <div className={profileStyles.pictureField}>
            <FileDropZone
              label={t('office.profile.picture')}
              hint={t('office.profile.picture.hint')}
              error={serverErrors.picture || undefined}
              accept={PICTURE_ACCEPT}
              maxFileBytes={PICTURE_MAX_BYTES}
              onFiles={(files) => choosePicture(files[0])}
              files={picture ? [{ id: 'picture', name: picture.name, size: picture.size }] : []}
              onRemove={() => setPicture(null)}
            />
            {preview ? (
              <img className={profileStyles.preview} src={preview} alt={t('office.profile.picture.preview')} />
            ) : null}
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={!canSave} loading={loading}>
            {t('common.save')}
          </Button>
        </div>
      </form>

      <section aria-labelledby={`${pictureId}-leave`} className={`${styles.section} ${profileStyles.leave}`}>
        <h2 id={`${pictureId}-leave`}>{t('office.profile.leave.title')}</h2>
        <p className={styles.text}>
          {intl.formatMessage(
            { id: 'office.profile.leave.text' },
            {
              email: (
                <a key="support" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              ),
            },
          )}
        </p>
        {isFirmAdmin ? <p className={styles.text}>{t('office.profile.leave.adminRule')}</p> : null}
      </section>
    </div>
  );
}
