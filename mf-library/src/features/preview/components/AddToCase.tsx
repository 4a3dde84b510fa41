import { Button, errorToastText, notify, Select, useApiQuery, type SelectOption } from '@lexdesk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addDocumentToCase, listOpenedCases } from '../../../api/documents';
import styles from './Preview.module.css';

/** Adds the previewed document to one of the firm's opened cases (only those are listed). */
export function AddToCase({ documentToken }: { documentToken: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cases = useApiQuery(['legal-cases', 'opened'], (signal) => listOpenedCases(signal));
  const [caseToken, setCaseToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const options: SelectOption[] = (cases.data ?? []).map((legalCase) => ({
    value: legalCase.token,
    label: t('library.preview.caseOption', {
      litigant: `${legalCase.litigant.firstname} ${legalCase.litigant.lastname}`.trim(),
      lawCase: legalCase.lawcase?.content ?? legalCase.law_case_content ?? '',
    }),
  }));

  const add = async () => {
    if (!caseToken) return;
    setBusy(true);
    try {
      await addDocumentToCase(caseToken, documentToken);
      notify.success(t('library.preview.added'));
      setCaseToken(null);
    } catch (error) {
      notify.error(errorToastText(intl, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.addToCase}>
      <legend>{t('library.preview.addToCase')}</legend>
      <Select
        label={t('library.preview.case')}
        options={options}
        value={caseToken}
        onChange={(value) => setCaseToken(value)}
        loading={cases.loading}
        noResultLabel={t('common.noResult')}
      />
      <Button variant="secondary" disabled={!caseToken || busy} onClick={() => void add()}>
        {t('library.preview.add')}
      </Button>
    </fieldset>
  );
}
