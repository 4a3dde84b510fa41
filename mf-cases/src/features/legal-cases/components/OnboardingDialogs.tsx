import { Modal } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { casusSnippet, magicLink, mailtoHref } from '../model/onboarding';
import { CopyBlock } from './CopyBlock';
import styles from './Onboarding.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  firmUuid: string;
}

// "The documentation" of section 4 lives in the app: there is no external documentation site.

/** Step 2: the casus widget's snippet for this firm, and what its attributes do. */
export function CasusDialog({ open, onClose, firmUuid }: DialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal open={open} onClose={onClose} title={t('cases.onboarding.casus.dialogTitle')} size="lg">
      <div className={styles.dialogBody}>
        <p>{t('cases.onboarding.casus.dialogIntro')}</p>
        <CopyBlock
          label={t('cases.onboarding.casus.snippetLabel')}
          text={casusSnippet(window.location.origin, firmUuid)}
        />
        <h3 className={styles.dialogSubtitle}>{t('cases.onboarding.casus.attributesTitle')}</h3>
        <ul className={styles.attributes}>
          <li>{t('cases.onboarding.casus.attributeLang')}</li>
          <li>{t('cases.onboarding.casus.attributeLawCase')}</li>
        </ul>
      </div>
    </Modal>
  );
}

/** Step 3: the firm's intake link, to copy or to send by e-mail. */
export function MagicLinkDialog({ open, onClose, firmUuid }: DialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = magicLink(window.location.origin, firmUuid);
  const mailto = mailtoHref(
    t('cases.onboarding.magicLink.mailSubject'),
    intl.formatMessage({ id: 'cases.onboarding.magicLink.mailBody' }, { link }),
  );
  return (
    <Modal open={open} onClose={onClose} title={t('cases.onboarding.magicLink.dialogTitle')} size="lg">
      <div className={styles.dialogBody}>
        <p>{t('cases.onboarding.magicLink.dialogIntro')}</p>
        <CopyBlock label={t('cases.onboarding.magicLink.linkLabel')} text={link} />
        <p>
          <a href={mailto} className={styles.action}>
            {t('cases.onboarding.magicLink.mail')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
