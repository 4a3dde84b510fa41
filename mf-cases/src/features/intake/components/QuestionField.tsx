import {
  ChoiceGroup,
  ChoiceOption,
  DateField,
  INTAKE_TEXT_MAX_LENGTH,
  type IntakeQuestion,
  TextArea,
  useErrorText,
} from '@lexdesk/shared';
import { Controller, get, type UseFormReturn } from 'react-hook-form';
import { questionKey, type IntakeValues } from '../model';
import { RequiredMark } from './fields';
import { FileQuestion } from './FileQuestion';

interface QuestionFieldProps {
  question: IntakeQuestion;
  methods: UseFormReturn<IntakeValues>;
  /** Files the other questions hold now: the limit counts the whole submission. */
  countOtherFiles: (key: string) => number;
}

/** One question of the questionnaire, drawn by its type (specification 1, section 3). */
export function QuestionField({ question, methods, countOtherFiles }: QuestionFieldProps) {
  const errorText = useErrorText();
  const { control, register, formState } = methods;
  const key = questionKey(question);
  const answerName = `answers.${key}` as const;
  const error = errorText(get(formState.errors, answerName), INTAKE_TEXT_MAX_LENGTH);
  const title = (
    <>
      {question.title}
      {question.required && <RequiredMark />}
    </>
  );

  switch (question.question_type) {
    case 'checkbox':
      // A controller keeps the value a list, even for a question with a single box.
      return (
        <Controller
          control={control}
          name={answerName}
          defaultValue={[]}
          render={({ field }) => {
            const ticked = Array.isArray(field.value) ? field.value : [];
            return (
              <ChoiceGroup legend={title} error={error}>
                {question.answers.map((option, index) => (
                  <ChoiceOption
                    key={option.value}
                    type="checkbox"
                    name={field.name}
                    value={option.value}
                    label={option.label}
                    invalid={!!error}
                    checked={ticked.includes(option.value)}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...ticked, option.value]
                          : ticked.filter((value) => value !== option.value),
                      )
                    }
                  />
                ))}
              </ChoiceGroup>
            );
          }}
        />
      );
    case 'radio':
      return (
        <ChoiceGroup legend={title} error={error}>
          {question.answers.map((option) => (
            <ChoiceOption
              key={option.value}
              type="radio"
              value={option.value}
              label={option.label}
              required={question.required}
              invalid={!!error}
              {...register(answerName)}
            />
          ))}
        </ChoiceGroup>
      );
    case 'date':
      return (
        // DD/MM/YYYY in the form's language, whatever the browser's; the answer stays the ISO date the API reads.
        <Controller
          control={control}
          name={answerName}
          render={({ field }) => (
            <DateField
              ref={field.ref}
              name={field.name}
              label={title}
              required={question.required}
              error={error}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      );
    case 'file':
    case 'files':
      return (
        <Controller
          control={control}
          name={`files.${key}`}
          defaultValue={[]}
          render={({ field, fieldState }) => (
            <FileQuestion
              question={question}
              field={field}
              error={errorText(fieldState.error)}
              countOtherFiles={() => countOtherFiles(key)}
            />
          )}
        />
      );
    case 'other':
    default:
      return (
        <TextArea
          label={title}
          required={question.required}
          maxLength={INTAKE_TEXT_MAX_LENGTH}
          error={error}
          {...register(answerName)}
        />
      );
  }
}
