import {
  Button,
  ChoiceGroup,
  ChoiceOption,
  notify,
  useApiMutation,
  useApiQuery,
  useLocaleStore,
  type CategoryRef,
} from '@lexdesk/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { getMyCategories, listAllCategories, setMyCategories } from '../../../api/account';
import { useErrorToast } from '../../../common/errors';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import { CATEGORIES_LIST_PATH } from '../../../common/paths';
import { reloadSessionUser } from '../../../common/session';

interface Choices {
  all: CategoryRef[];
  mine: CategoryRef[];
}

/** /account/categories/update: choosing the matters the user practises (the onboarding's first step). */
export function CategoriesUpdatePage() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const choices = useApiQuery(['category-choices', locale], async (signal): Promise<Choices> => {
    const [all, mine] = await Promise.all([listAllCategories(signal), getMyCategories(signal)]);
    return { all, mine };
  });
  if (!choices.data)
    return (
      <PageState
        title={intl.formatMessage({ id: 'office.CategoriesUpdate.title' })}
        loading={choices.loading}
        onRetry={() => void choices.retry()}
      />
    );
  return <CategoriesForm choices={choices.data} />;
}

function CategoriesForm({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const toastError = useErrorToast();
  const [chosen, setChosen] = useState(() => new Set(choices.mine.map((category) => category.id)));
  const save = useApiMutation((ids: number[], signal) => setMyCategories(ids, signal));

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ids = choices.all.map((category) => category.id).filter((id) => chosen.has(id));
    const result = await save.mutate(ids);
    if (result.status === 'error') return toastError(result.error);
    if (result.status !== 'success') return;
    notify.success(t('office.categories.saved'));
    // The onboarding's skills step is now marked, and the header's categories changed.
    await reloadSessionUser();
    navigate(CATEGORIES_LIST_PATH);
  };

  return (
    <div className={styles.page}>
      <h1>{t('office.CategoriesUpdate.title')}</h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <ChoiceGroup legend={t('office.categories.legend')} hint={t('office.categories.hint')}>
          {choices.all.map((category) => (
            <ChoiceOption
              key={category.id}
              type="checkbox"
              name="category_ids"
              value={category.id}
              checked={chosen.has(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
              label={category.description}
            />
          ))}
        </ChoiceGroup>
        <div className={styles.actions}>
          <Button type="submit" loading={save.loading}>
            {t('common.save')}
          </Button>
          {/* Section 2: the update page leads back to the list, without saving. */}
          <Link to={CATEGORIES_LIST_PATH}>{t('office.categories.back')}</Link>
        </div>
      </form>
    </div>
  );
}
