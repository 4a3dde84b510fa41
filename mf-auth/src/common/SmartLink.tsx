import { VisuallyHidden } from '@lexdesk/shared/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Opens elsewhere so that a half-filled form is not lost (terms and privacy beside Subscribe). */
  newTab?: boolean;
}

/** Legal links come from the runtime configuration: a path of this app or an external address. */
export function SmartLink({ href, children, className, newTab = false }: SmartLinkProps) {
  const intl = useIntl();
  const internal = href.startsWith('/') && !href.startsWith('//');
  if (newTab) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden> {intl.formatMessage({ id: 'auth.newTab' })}</VisuallyHidden>
      </a>
    );
  }
  if (internal) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
