import { Select, type Lawyer, type SelectOption } from '@lexdesk/shared';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLawyerSearch } from '../hooks/useLawyerSearch';

export interface ReassignSelectProps {
  /** The current user: never offered (one does not reassign a case to oneself). */
  selfId: number;
  disabled: boolean;
  onChoose: (lawyer: Lawyer) => void;
  className?: string;
}

/** Searchable lawyer picker of the case header; choosing a lawyer reassigns at once (the server checks the firm). */
export function ReassignSelect({ selfId, disabled, onChoose, className }: ReassignSelectProps) {
  const intl = useIntl();
  const { lawyers, loading, tooShort, search, reset } = useLawyerSearch(selfId);
  const label = intl.formatMessage({ id: 'cases.case.reassign.label' });
  const options = useMemo<SelectOption[]>(
    () => lawyers.map((lawyer) => ({ value: String(lawyer.id), label: lawyer.name })),
    [lawyers],
  );

  return (
    <Select
      label={label}
      hideLabel
      placeholder={label}
      options={options}
      // Nothing stays selected: a choice reassigns the case, after which this user no longer owns it.
      value={null}
      onChange={(value) => {
        const lawyer = lawyers.find((candidate) => String(candidate.id) === value);
        if (!lawyer) return;
        reset();
        onChoose(lawyer);
      }}
      onSearchChange={search}
      filterOptions={false}
      loading={loading}
      // Under 3 characters nothing is searched: say why the list is empty rather than "Pas de résultat".
      noResultLabel={tooShort ? intl.formatMessage({ id: 'cases.case.reassign.minLength' }) : undefined}
      disabled={disabled}
      containerClassName={className}
    />
  );
}
