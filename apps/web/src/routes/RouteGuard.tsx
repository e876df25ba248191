import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { noticeErrorMessage } from '../request/notify.js';
import { readCompanyId } from '../session/residential-choice.js';
import { actingResidential } from '../session/residential.js';
import { captureEmbeddedFlag } from '../session/embedded.js';
import { settleLanguage } from '../session/language-preference.js';
import { logout } from '../session/logout.js';
import { useToken } from '../session/token.js';
import { UserProvider, useUserInfoQuery } from '../session/user-info.js';
import { menuPaths } from '../layout/menu-tree.js';
import { decideRoute, type UserState } from './guard.js';
import { PageSpinner } from './lazy-page.js';

/** Applies the access rules (./guard.ts) to every navigation and provides the user info below it. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const token = useToken();
  const userInfo = useUserInfoQuery(token);
  const user = userInfo.data ?? null;

  captureEmbeddedFlag(location.search);

  const userState = useMemo<UserState>(() => {
    if (userInfo.isError) return { status: 'failed' };
    if (!user) return { status: 'loading' };
    return {
      status: 'loaded',
      kiosk: user.kiosk,
      menuPaths: menuPaths(user.menuTrees),
      headOfficeInCommunity: user.headOffice && actingResidential(user, readCompanyId()) !== null,
    };
  }, [userInfo.isError, user]);

  const decision = decideRoute({ pathname: location.pathname, search: location.search, hasToken: token !== null, user: userState });

  const failedLoginTo = decision.action === 'user-info-failed' ? decision.loginTo : null;
  useEffect(() => {
    if (!failedLoginTo) return;
    logout();
    noticeErrorMessage(t('session.userInfoFailed'));
    void navigate(failedLoginTo, { replace: true });
  }, [failedLoginTo, navigate, t]);

  useEffect(() => {
    if (token && user) void settleLanguage(token, user);
  }, [token, user]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action !== 'allow') return <PageSpinner />;
  return (
    <UserProvider value={user}>
      <Outlet />
    </UserProvider>
  );
}
