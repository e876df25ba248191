import type { Residential, UserInfo } from '@cvap/contracts';

type ResidentialUser = Pick<UserInfo, 'headOffice' | 'communities'>;

/**
 * The community to act for after the user info loaded. A stored choice the user may still act for is kept;
 * otherwise a head-office user acts for the head office (null), and anyone else for their first community
 * (the API refuses requests without a community from users who are not head-office users).
 */
export function reconcileCompanyChoice(user: ResidentialUser, stored: string | null): string | null {
  if (stored && user.communities.some((residential) => residential.companyId === stored)) return stored;
  if (user.headOffice) return null;
  return user.communities[0]?.companyId ?? null;
}

/** The community acted for, or null for the head office. */
export function actingResidential(user: ResidentialUser, companyId: string | null): Residential | null {
  return user.communities.find((residential) => residential.companyId === companyId) ?? null;
}

/** A dropdown when there is a choice to make: several communities, or a head-office user. */
export function hasResidentialChoice(user: ResidentialUser): boolean {
  return user.headOffice || user.communities.length > 1;
}
