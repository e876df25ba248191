import { attendanceRosterResource } from '@cvap/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage.js';
import { confirmRosterOverlap } from './roster-overlap.js';
import { RosterStaffInput } from './RosterStaffInput.js';

/**
 * 排班规则: the generic screen, with a department picker beside the staff picker, and a confirm before saving when
 * other rotations already cover some of the days (those days keep the other rotation's shift).
 */
export default function RosterPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (
    <ResourcePage
      decl={attendanceRosterResource}
      overrides={{
        inputs: { staffIds: (props) => <RosterStaffInput {...props} /> },
        confirmBeforeSave: confirmRosterOverlap(modal, t),
      }}
    />
  );
}
