import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { NotFoundPage } from '../../app/routes/not-found-page';
import { useSession } from '../../app/session/session-context';
import { isOperatorRole } from '../../lib/operator-role';

/**
 * The operator pages, below `RequireAuth` (which sends guests to log in): a player gets the
 * not-found page, so the operator area does not even admit it exists. The console sits outside
 * the player's frame, so the page is laid out on its own here.
 */
export function RequireOperator() {
  const { user } = useSession();
  if (user === undefined || !isOperatorRole(user.role)) {
    return (
      <Box component="main" sx={{ px: 2, py: { xs: 4, md: 8 } }}>
        <NotFoundPage />
      </Box>
    );
  }
  return <Outlet />;
}
