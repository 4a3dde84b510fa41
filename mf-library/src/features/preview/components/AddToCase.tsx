import { Button, errorToastText, notify, Select, type SelectOption } from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addDocumentToCase } from '../../../api/documents';
import { documentKeys, previewQueries } from '../../../api/keys';
import styles from './Preview.module.css';

/** Adds the previewed document to one of the firm's opened cases (only those are listed). */
export function AddToCase({ documentToken }: { documentToken: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cases = useQuery(previewQueries.openedCases());
  const [caseToken, setCaseToken] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (legalCaseToken: string) => addDocumentToCase(legalCaseToken, documentToken),
    onSuccess: () => {
      notify.success(t('library.preview.added'));
      setCaseToken(null);
      // The case's documents and suggestions, wherever they show.
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
  });

  const options: SelectOption[] = (cases.data ?? []).map((legalCase) => ({
    value: legalCase.token,
    label: t('library.preview.caseOption', {
      litigant: `${legalCase.litigant.firstname} ${legalCase.litigant.lastname}`.trim(),
      lawCase: legalCase.lawcase?.content ?? legalCase.law_case_content ?? '',
    }),
  }));

  return (
    <fieldset className={styles.addToCase}>
      <legend>{t('library.preview.addToCase')}</legend>
      <Select
        label={t('library.preview.case')}
        options={options}
        value={caseToken}
        onChange={(value) => setCaseToken(value)}
        loading={cases.isFetching}
        noResultLabel={t('common.noResult')}
      />
      <Button
        variant="secondary"
        disabled={!caseToken || add.isPending}
        onClick={() => {
          if (caseToken) add.mutate(caseToken);
        }}
      >
        {t('library.preview.add')}
      </Button>
    </fieldset>
  );
}
