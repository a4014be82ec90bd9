import { Outlet } from 'react-router';
import { NotFoundPage } from '../../app/routes/not-found-page';
import { useSession } from '../../app/session/session-context';
import { isOperatorRole } from './operator-role';

/**
 * The operator pages, below `RequireAuth` (which sends guests to log in): a player gets the
 * not-found page, so the operator area does not even admit it exists.
 */
export function RequireOperator() {
  const { user } = useSession();
  if (user === undefined || !isOperatorRole(user.role)) {
    return <NotFoundPage />;
  }
  return <Outlet />;
}
