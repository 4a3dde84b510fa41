import { useUser } from '@lexdesk/shared';
import {
  isReferenceCode,
  jurisdictionByCode,
  jurisdictionList,
  natureListFor,
  type JurisdictionType,
} from '@lexdesk/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { DocumentMetadata } from '../../../api/metadata';
import { metadataResolver } from '../model/validation';
import { toFormValues, withSourceRules, type FormMode, type MetadataFormValues } from '../model/values';

export type MetadataFormApi = UseFormReturn<MetadataFormValues>;

export interface MetadataFormOptions {
  /** The document's metadata; none for a new upload. */
  metadata?: DocumentMetadata | null;
  /** A new upload: the super administrator's default source and visibility apply. */
  isNew: boolean;
  mode?: FormMode;
}

/**
 * The metadata form's state (react-hook-form): its values with the source rules applied, checked when a field
 * is left and then at each change, and the values that depend on others kept consistent: a court of another
 * type is dropped when the type changes (the supreme courts, one each, are chosen with their type), a nature
 * of another list when the type or country changes.
 */
export function useMetadataForm({ metadata, isNew, mode = 'full' }: MetadataFormOptions): MetadataFormApi {
  const user = useUser();
  const currentMode = useRef(mode);
  useEffect(() => {
    currentMode.current = mode;
  }, [mode]);
  const [resolver] = useState(() => metadataResolver(() => currentMode.current));
  const form = useForm<MetadataFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver,
    defaultValues: withSourceRules(toFormValues(metadata), user, { isNew }),
  });

  const { watch, getValues, setValue } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'jurisdictionType') {
        const type = getValues('jurisdictionType') as JurisdictionType;
        const court = jurisdictionByCode(getValues('jurisdictionName'));
        const courts = jurisdictionList(type);
        if (courts.length === 1 && courts[0]) setValue('jurisdictionName', courts[0].code, { shouldDirty: true });
        else if (court && court.type !== type) setValue('jurisdictionName', '', { shouldDirty: true });
      }
      if (name === 'type' || name === 'country') {
        const nature = getValues('nature');
        const list = natureListFor(getValues());
        if (nature !== '' && list && !isReferenceCode(list, nature)) setValue('nature', '', { shouldDirty: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);

  return form;
}
