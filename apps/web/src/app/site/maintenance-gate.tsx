import { MAINTENANCE_PAGE_PATH } from '@satsino/contract/site-settings';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { isMaintenancePath, siteQueryOptions } from './site-info';

interface MaintenanceGateProps {
  children: ReactNode;
}

/**
 * SPEC §2: while maintenance is on, every route except the maintenance page goes there. The
 * locale route's loader checks before the first page draws; this keeps checking afterwards,
 * as the minute's poll or a maintenance 503 from any call turns it on.
 */
export function MaintenanceGate({ children }: MaintenanceGateProps) {
  const { data } = useQuery(siteQueryOptions());
  const { pathname } = useLocation();
  const locale = useLocale();

  if (data?.maintenance === true && !isMaintenancePath(pathname)) {
    return <Navigate replace to={localizedPath(MAINTENANCE_PAGE_PATH, locale)} />;
  }
  return children;
}
