import { useTranslation } from 'react-i18next';
import { actingResidential } from '../../../session/residential.js';
import { readCompanyId } from '../../../session/residential-choice.js';
import { useCurrentUser } from '../../../session/user-info.js';

/** What an action of the fee screens acts on, as a confirmation says it: the community, or all of the user's. */
export function useActingScopeName(): string {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const residential = actingResidential(user, readCompanyId());
  return residential ? residential.residentialName : t('fee.allCommunities', { count: user.communities.length });
}
