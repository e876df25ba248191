import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { actingResidential } from '../../session/residential.js';
import { readCompanyId } from '../../session/residential-choice.js';
import { useCurrentUser } from '../../session/user-info.js';

/** Whether the console acts for a community: attendance is kept per community, the head office picks one first. */
export function useActsForCommunity(): boolean {
  return actingResidential(useCurrentUser(), readCompanyId()) !== null;
}

/**
 * What an attendance report shows the head office acting for no community: to choose one in the header (the API
 * answers 41121), not an empty table that would read as if nobody were scheduled.
 */
export function ChooseCommunity({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t('attendance.chooseCommunity')} data-testid={`${testId}-choose-community`} />;
}
