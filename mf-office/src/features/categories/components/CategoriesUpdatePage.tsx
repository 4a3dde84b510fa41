import { Button, ChoiceGroup, ChoiceOption, notify, useLocaleStore, type CategoryRef } from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { setMyCategories } from '../../../api/account';
import { categoryKeys, categoryQueries, firmKeys } from '../../../api/keys';
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
  const choices = useQuery(categoryQueries.choices(locale));
  if (!choices.data)
    return (
      <PageState
        title={intl.formatMessage({ id: 'office.CategoriesUpdate.title' })}
        loading={choices.isFetching}
        onRetry={() => void choices.refetch()}
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
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (ids: number[]) => setMyCategories(ids),
    onSuccess: async () => {
      notify.success(t('office.categories.saved'));
      // The user's matters changed (read again by the list this page leads to), and so did the firm's lawyers per
      // matter; the onboarding's skills step is now marked and the header's categories changed (session user).
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: firmKeys.all });
      await reloadSessionUser();
      await navigate(CATEGORIES_LIST_PATH);
    },
    onError: toastError,
  });

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices.all.map((category) => category.id).filter((id) => chosen.has(id)));
  };

  return (
    <div className={styles.page}>
      <h1>{t('office.CategoriesUpdate.title')}</h1>
      <form className={styles.form} onSubmit={submit}>
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
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          {/* Section 2: the update page leads back to the list, without saving. */}
          <Link to={CATEGORIES_LIST_PATH}>{t('office.categories.back')}</Link>
        </div>
      </form>
    </div>
  );
}
