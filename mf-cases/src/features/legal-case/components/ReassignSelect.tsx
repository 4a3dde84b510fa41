import { Select, useUser, type Lawyer, type SelectOption } from '@lexdesk/shared';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFirmLawyers } from '../hooks/useFirmLawyers';
import { useLawyerSearch } from '../hooks/useLawyerSearch';

export interface ReassignSelectProps {
  /** The current user: never offered (one does not reassign a case to oneself). */
  selfId: number;
  disabled: boolean;
  /** A lawyer was chosen: the caller asks for confirmation before reassigning. */
  onChoose: (lawyer: Lawyer) => void;
  className?: string;
}

/**
 * Lawyer picker of the case header. It opens on the firm's other lawyers (typing filters them locally);
 * a large firm (or a failed listing) falls back to the 3-character server search. The server checks the firm.
 */
export function ReassignSelect({ selfId, disabled, onChoose, className }: ReassignSelectProps) {
  const intl = useIntl();
  const firmUuid = useUser()?.client?.uuid ?? null;
  const firm = useFirmLawyers(firmUuid, selfId);
  const serverSearch = useLawyerSearch(selfId, firm.searchOnServer);
  const lawyers = firm.searchOnServer ? serverSearch.lawyers : firm.lawyers;
  const label = intl.formatMessage({ id: 'cases.case.reassign.label' });
  const options = useMemo<SelectOption[]>(
    () => lawyers.map((lawyer) => ({ value: String(lawyer.id), label: lawyer.name })),
    [lawyers],
  );

  // Under 3 characters the server search runs nowhere: say why the list is empty rather than "Pas de résultat".
  const noResultLabel =
    firm.searchOnServer && serverSearch.tooShort
      ? intl.formatMessage({ id: 'cases.case.reassign.minLength' })
      : undefined;

  return (
    <Select
      label={label}
      hideLabel
      placeholder={label}
      options={options}
      // Nothing stays selected: a confirmed choice reassigns the case, after which this user no longer owns it.
      value={null}
      onChange={(value) => {
        const lawyer = lawyers.find((candidate) => String(candidate.id) === value);
        if (!lawyer) return;
        serverSearch.reset();
        onChoose(lawyer);
      }}
      onSearchChange={firm.searchOnServer ? serverSearch.search : undefined}
      filterOptions={!firm.searchOnServer}
      loading={firm.searchOnServer ? serverSearch.loading : firm.loading}
      noResultLabel={noResultLabel}
      disabled={disabled}
      containerClassName={className}
    />
  );
}
