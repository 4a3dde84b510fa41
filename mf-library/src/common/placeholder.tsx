import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import './registerMessages';

/**
 * 'page' owns the <h1>; a 'layout' page also renders its child route; a 'nested' page (a tab or a
 * step inside a layout page) and a 'sidebar' use <h2> so that a screen keeps one <h1>.
 */
export function placeholder(
  name: string,
  kind: 'page' | 'layout' | 'nested' | 'sidebar',
  withText = false,
): ComponentType {
  const title = <FormattedMessage id={`library.${name}.title`} />;
  function Placeholder() {
    if (kind === 'sidebar') return <h2>{title}</h2>;
    return (
      <>
        {kind === 'nested' ? <h2>{title}</h2> : <h1>{title}</h1>}
        {withText ? (
          <p>
            <FormattedMessage id={`library.${name}.text`} />
          </p>
        ) : null}
        {kind === 'layout' ? <Outlet /> : null}
      </>
    );
  }
  Placeholder.displayName = `mf_library.${name}`;
  return Placeholder;
}
