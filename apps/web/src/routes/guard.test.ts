import { repairContract } from '@cvap/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  headOfficeOnlyPage,
  loginPathFor,
  menuPathOf,
  refreshesCounts,
  safeRedirectTarget,
  sectionPrefixes,
  type GuardInput,
  type UserState,
} from './guard.js';
import { ROUTE_CATALOGUE } from './route-catalogue.js';

const manager: UserState = {
  status: 'loaded',
  kiosk: false,
  menuPaths: new Set(['/dashboard/dashboard', '/houseManager/houseManager', '/noticeManager/index', '/repairManager/myRepair']),
};
const kiosk: UserState = { status: 'loaded', kiosk: true, menuPaths: new Set(['/visitorManager/siteRegister']) };

function decide(pathname: string, overrides: Partial<GuardInput> = {}) {
  return decideRoute({ pathname, search: '', hasToken: true, user: manager, ...overrides });
}

describe('route guard: public paths', () => {
  it.each(['/auth', '/404', '/dashboard/helpPdf'])('lets anyone open %s without a token', (path) => {
    expect(decide(path, { hasToken: false, user: { status: 'loading' } })).toEqual({ action: 'allow' });
  });

  it('lets a visitor without a token open /login', () => {
    expect(decide('/login', { hasToken: false })).toEqual({ action: 'allow' });
  });

  it('sends a logged-in user opening /login to /', () => {
    expect(decide('/login')).toEqual({ action: 'redirect', to: '/' });
  });

  it('sends a user who has just logged in on to the redirect of the login page, if it is a console path', () => {
    expect(decide('/login', { search: '?redirect=%2FsystemManager%2FuserMng' })).toEqual({
      action: 'redirect',
      to: '/systemManager/userMng',
    });
    expect(decide('/login', { search: '?redirect=https%3A%2F%2Fevil.example' })).toEqual({ action: 'redirect', to: '/' });
  });

  it('does not wait for the user info on public paths', () => {
    expect(decide('/404', { user: { status: 'loading' } })).toEqual({ action: 'allow' });
  });
});

describe('route guard: no token', () => {
  it('redirects a non-public path to /login with the path (and query) as redirect', () => {
    expect(decide('/houseManager/houseManager', { hasToken: false, search: '?page=2' })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2FhouseManager%2FhouseManager%3Fpage%3D2',
    });
  });

  it('redirects the open paths too: they need a login, just no menu grant', () => {
    expect(decide('/dashboard/dashboard', { hasToken: false })).toEqual({ action: 'redirect', to: loginPathFor('/dashboard/dashboard') });
    expect(decide('/visitorManager/siteRegister', { hasToken: false })).toEqual({
      action: 'redirect',
      to: loginPathFor('/visitorManager/siteRegister'),
    });
  });
});

describe('route guard: user info', () => {
  it('waits while the user info loads', () => {
    expect(decide('/houseManager/houseManager', { user: { status: 'loading' } })).toEqual({ action: 'wait' });
  });

  it('asks to log out and go to login with the redirect when the user info failed to load', () => {
    expect(decide('/noticeManager/index', { user: { status: 'failed' }, search: 'x=1' })).toEqual({
      action: 'user-info-failed',
      loginTo: '/login?redirect=%2FnoticeManager%2Findex%3Fx%3D1',
    });
  });
});

describe('route guard: open paths', () => {
  it.each(['/dashboard/dashboard', '/visitorManager/siteRegister'])('lets any logged-in user open %s without a menu grant', (path) => {
    const nobody: UserState = { status: 'loaded', kiosk: false, menuPaths: new Set() };
    expect(decide(path, { user: nobody })).toEqual({ action: 'allow' });
  });
});

describe('route guard: menu grants', () => {
  it('allows a path in the user menu tree', () => {
    expect(decide('/houseManager/houseManager')).toEqual({ action: 'allow' });
  });

  it('allows an inline page whose parent menu is granted', () => {
    expect(decide('/houseManager/detail', { search: '?id=3' })).toEqual({ action: 'allow' });
    expect(decide('/repairManager/myRepairDetail')).toEqual({ action: 'allow' });
  });

  it('refuses an inline page whose parent menu is not granted', () => {
    expect(decide('/householdManager/detail')).toEqual({ action: 'redirect', to: '/404' });
  });

  it('lets a menu query parameter set the menu an inline page is checked against', () => {
    expect(decide('/householdManager/detail', { search: '?menu=%2FhouseManager%2FhouseManager' })).toEqual({ action: 'allow' });
    expect(decide('/houseManager/detail', { search: '?menu=/systemManager/userMng' })).toEqual({ action: 'redirect', to: '/404' });
  });

  it('does not let a menu query parameter unlock a menu entry itself', () => {
    expect(decide('/systemManager/userMng', { search: '?menu=/houseManager/houseManager' })).toEqual({ action: 'redirect', to: '/404' });
  });

  it('answers an existing but not granted path with /404', () => {
    expect(decide('/systemManager/opLog')).toEqual({ action: 'redirect', to: '/404' });
  });

  it('ignores a trailing slash', () => {
    expect(decide('/houseManager/houseManager/')).toEqual({ action: 'allow' });
  });
});

describe('route guard: redirects', () => {
  it('sends unknown paths to /404, with or without a token', () => {
    expect(decide('/no/such/page')).toEqual({ action: 'redirect', to: '/404' });
    expect(decide('/no/such/page', { hasToken: false })).toEqual({ action: 'redirect', to: '/404' });
  });

  it('sends / to the dashboard home', () => {
    expect(decide('/')).toEqual({ action: 'redirect', to: '/dashboard/dashboard' });
  });

  it('sends / to on-site registration for a kiosk account', () => {
    expect(decide('/', { user: kiosk })).toEqual({ action: 'redirect', to: '/visitorManager/siteRegister' });
  });

  it('sends /dashboard to the dashboard home, keeping the query', () => {
    expect(decide('/dashboard')).toEqual({ action: 'redirect', to: '/dashboard/dashboard' });
    expect(decide('/dashboard', { search: '?embedded=1' })).toEqual({ action: 'redirect', to: '/dashboard/dashboard?embedded=1' });
  });

  it('asks for a login before resolving / without a token', () => {
    expect(decide('/', { hasToken: false })).toEqual({ action: 'redirect', to: '/login?redirect=%2F' });
  });
});

describe('menu of a page', () => {
  it('is the page itself for a menu entry and the parent for an inline page', () => {
    expect(menuPathOf('/noticeManager/index', '')).toBe('/noticeManager/index');
    expect(menuPathOf('/noticeManager/edit', '?id=1')).toBe('/noticeManager/index');
  });

  it('ignores a menu parameter naming no catalogue page', () => {
    expect(menuPathOf('/noticeManager/edit', '?menu=/evil')).toBe('/noticeManager/index');
  });

  it('covers every inline page of the catalogue', () => {
    for (const meta of ROUTE_CATALOGUE.values()) {
      if (meta.parentMenuPath) expect(ROUTE_CATALOGUE.get(meta.parentMenuPath)?.parentMenuPath).toBeNull();
    }
  });
});

describe('login redirect target', () => {
  it('follows a path of this console', () => {
    expect(safeRedirectTarget('/houseManager/houseManager?page=2')).toBe('/houseManager/houseManager?page=2');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/login?redirect=/x'])(
    'falls back to / for %s',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/');
    },
  );
});

describe('route guard: a head-office user acting for one community', () => {
  const inResidential: UserState = {
    status: 'loaded',
    kiosk: false,
    menuPaths: new Set(['/dashboard/dashboard', '/houseManager/houseManager']),
    headOfficeInCommunity: true,
  };

  it('opens a head-office page (left out of the menus) as its notice, not as not-found', () => {
    expect(decide('/systemManager/userMng', { user: inResidential })).toEqual({ action: 'allow' });
    expect(headOfficeOnlyPage('/systemManager/userMng', '')).toBe(true);
    expect(headOfficeOnlyPage('/houseManager/houseManager', '')).toBe(false);
  });

  it('still answers not-found to a community user for the same page', () => {
    expect(decide('/systemManager/userMng')).toEqual({ action: 'redirect', to: '/404' });
  });
});

describe('side-menu counts', () => {
  it('of repair refresh on every repair page and nowhere else', () => {
    const prefixes = sectionPrefixes(repairContract.menus);
    expect(prefixes).toEqual(['/repairManager/']);
    expect(refreshesCounts(prefixes, '/repairManager/myRepair')).toBe(true);
    expect(refreshesCounts(prefixes, '/repairManager/myRepairDetail')).toBe(true);
    expect(refreshesCounts(prefixes, '/repairManagerX/a')).toBe(false);
    expect(refreshesCounts(prefixes, '/dashboard/dashboard')).toBe(false);
  });
});
