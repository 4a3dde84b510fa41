import { TextField } from '@lexdesk/shared';
import { checkVatNumber } from '@lexdesk/shared/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDraftStore } from '../model/draft';
import { StepActions } from './StepActions';
import styles from './Subscription.module.css';

/** The VAT number (required, checked by the rule the API applies) and the billing step's Continue. */
export function BillingFields() {
  const intl = useIntl();
  const vat = useDraftStore((state) => state.vat);
  const setVat = useDraftStore((state) => state.setVat);
  const addressComplete = useDraftStore((state) => state.address.complete);
  const [touched, setTouched] = useState(vat !== '');
  const check = checkVatNumber(vat);
  const error =
    !touched || check.ok
      ? undefined
      : intl.formatMessage({ id: vat.trim() === '' ? 'billing.vat.required' : `billing.vat.${check.reason}` });
  const hintId = !addressComplete ? 'billing.billing.incomplete' : 'billing.vat.incomplete';
  return (
    <>
      <div className={styles.formWidth}>
        <TextField
          label={intl.formatMessage({ id: 'billing.vat.label' })}
          hint={intl.formatMessage({ id: 'billing.vat.hint' })}
          value={vat}
          onChange={(event) => setVat(event.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>
      <StepActions back="payment" next="recap" canContinue={addressComplete && check.ok} hintId={hintId} />
    </>
  );
}
