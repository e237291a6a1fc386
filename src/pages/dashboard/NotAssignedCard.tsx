import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { showPath } from './activityLinks';
import { DashboardCard } from './DashboardCard';
import { ACTIVITIES_NOT_ASSIGNED } from '../../contracts/dashboard';
import { useDashboardCall } from './useDashboardCall';

const ACTIVITY = 'activity';

/**
 * Open activities nobody is responsible for: their count and the first few, each linked
 * to its page (the activity list has no filter for "no responsible", so the card lists them itself).
 */
export function NotAssignedCard() {
  const translate = useTranslate();
  const resource = useResourceSummary(ACTIVITY);
  const result = useDashboardCall(ACTIVITIES_NOT_ASSIGNED);
  return (
    <DashboardCard
      title={translate('app.dashboard.not_assigned.title')}
      result={result}
      isEmpty={(data) => data.count === 0}
      emptyText={translate('app.dashboard.not_assigned.empty')}
    >
      {(data) => (
        <>
          <Typography variant="h3" component="p" sx={{ fontWeight: 500 }} data-testid="not-assigned-count">
            {data.count}
          </Typography>
          <Typography color="text.secondary">{translate('app.dashboard.not_assigned.count', { smart_count: data.count })}</Typography>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate('app.dashboard.not_assigned.first')}
          </Typography>
          <List dense disablePadding>
            {data.activitiesNotAssigned.map((activity) => (
              <ListItem key={activity._id} disableGutters sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={showPath(resource, activity._id)}>
                  {[activity.tag, activity.description].filter(Boolean).join(' · ') || activity._id}
                </Link>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </DashboardCard>
  );
}
