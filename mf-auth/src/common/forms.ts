/** react-hook-form settings of every form: first check on submit, then again at each change. */
export const formOptions = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true } as const;
