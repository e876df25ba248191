import { useTranslation } from 'react-i18next';
import { actingCommunity } from '../../session/community.js';
import { readCompanyId } from '../../session/community-choice.js';
import { useCurrentUser } from '../../session/user-info.js';

/** What an action of the fee screens acts on, as a confirmation says it: the community, or all of the user's. */
export function useActingScopeName(): string {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const community = actingCommunity(user, readCompanyId());
  return community ? community.residentialName : t('fee.allCommunities', { count: user.communities.length });
}
