import {
  permissionCode,
  visitorResource,
  visitorWatchlistEventResource,
  visitorWatchlistResource,
  visitRecordResource,
} from '@cvap/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';
import { HostSelect } from './HostSelect.js';
import { VisitActions } from './VisitActions.js';

/**
 * /visitorManager/visitorMng: visitors and appointments (add, approve, reject, cancel, arrive as the machine
 * allows), and, for whoever holds their elements, the watchlist and its events (a security manager's tabs: the
 * catalogue has no route of their own).
 */
export function VisitorMngPage() {
  const { t } = useTranslation();
  const watchlist = usePermission(permissionCode(visitorWatchlistResource, 'view'));
  const events = usePermission(permissionCode(visitorWatchlistEventResource, 'view'));
  return (
    <Tabs
      destroyOnHidden
      data-testid="resource-tabs"
      items={[
        {
          key: 'visits',
          label: t('visitor.tabVisits'),
          children: (
            <ResourcePage
              decl={visitorResource}
              overrides={{
                rowActions: (row, context) => <VisitActions row={row} context={context} only={['approve', 'reject', 'cancel', 'arrive']} />,
                inputs: { personId: (props) => <HostSelect {...props} /> },
              }}
            />
          ),
        },
        ...(watchlist
          ? [{ key: 'watchlist', label: t('visitor.tabWatchlist'), children: <ResourcePage decl={visitorWatchlistResource} /> }]
          : []),
        ...(events
          ? [{ key: 'events', label: t('visitor.tabEvents'), children: <ResourcePage decl={visitorWatchlistEventResource} /> }]
          : []),
      ]}
    />
  );
}

/** /visitorManager/visitorRecord: every visit that arrived, with sign-out (the lent card taken back) and export. */
export function VisitorRecordPage() {
  return (
    <ResourcePage
      decl={visitRecordResource}
      overrides={{ rowActions: (row, context) => <VisitActions row={row} context={context} only={['signOut']} /> }}
    />
  );
}
