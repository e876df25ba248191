import { labelIn, QUARTZ_JOB_ELEMENTS, quartzJobResource, SystemEndpoints, type Label } from '@cvap/contracts';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../i18n/language.js';
import { callEndpoint, useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import type { Row } from '../../resource/api.js';
import type { FieldInputOverrideProps } from '../../resource/EditDialog.js';
import { ResourcePage, type ResourcePageContext } from '../../resource/ResourcePage.js';
import { usePermission } from '../../session/permissions.js';

const PAUSED = 0;

/** The handler is picked from the server's registry list (never a class or method typed in). */
function HandlerSelect({ value, onChange, disabled }: FieldInputOverrideProps) {
  const { data, isLoading } = useEndpoint(SystemEndpoints.jobHandlers, {});
  return (
    <Select
      value={value ?? undefined}
      onChange={onChange}
      disabled={disabled}
      loading={isLoading}
      options={(data ?? []).map((handler) => ({ value: handler.name, label: `${handler.label} — ${handler.description}` }))}
      data-testid="field-handler"
    />
  );
}

function JobActions({ row, context }: { row: Row; context: ResourcePageContext }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const canRun = usePermission(QUARTZ_JOB_ELEMENTS.run.code);
  const canPause = usePermission(QUARTZ_JOB_ELEMENTS.pause.code);
  const canResume = usePermission(QUARTZ_JOB_ELEMENTS.resume.code);
  const label = (element: Label) => labelIn(element, language);
  // The run is a task of the user: its progress shows in the task indicator and its end in the task notice.
  const run = async () => {
    await callEndpoint(SystemEndpoints.runJob, { params: { id: Number(row.id) } });
    context.refresh();
  };
  const toggle = async (action: 'pause' | 'resume') => {
    await callEndpoint(action === 'pause' ? SystemEndpoints.pauseJob : SystemEndpoints.resumeJob, { params: { id: Number(row.id) } });
    noticeSuccess(t(action === 'pause' ? 'system.jobPaused' : 'system.jobResumed'));
    context.refresh();
  };
  const paused = row.status === PAUSED;
  return (
    <>
      {canRun && (
        <Button type="link" size="small" onClick={() => void run().catch(() => undefined)} data-testid={`job-run-${row.id}`}>
          {label(QUARTZ_JOB_ELEMENTS.run)}
        </Button>
      )}
      {!paused && canPause && (
        <Button type="link" size="small" onClick={() => void toggle('pause').catch(() => undefined)} data-testid={`job-pause-${row.id}`}>
          {label(QUARTZ_JOB_ELEMENTS.pause)}
        </Button>
      )}
      {paused && canResume && (
        <Button type="link" size="small" onClick={() => void toggle('resume').catch(() => undefined)} data-testid={`job-resume-${row.id}`}>
          {label(QUARTZ_JOB_ELEMENTS.resume)}
        </Button>
      )}
    </>
  );
}

/** /systemManager/quartzJob: jobs with a handler from the registry, cron, run now, pause and resume. */
export default function QuartzJobPage() {
  return (
    <ResourcePage
      decl={quartzJobResource}
      overrides={{
        inputs: { handler: (props) => <HandlerSelect {...props} /> },
        rowActions: (row, context) => <JobActions row={row} context={context} />,
      }}
    />
  );
}
