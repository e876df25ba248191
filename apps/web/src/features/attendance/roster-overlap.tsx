import { AttendanceEndpoints, type RosterOverlap } from '@cvap/contracts';
import type { App } from 'antd';
import type { TFunction } from 'i18next';
import { callEndpoint } from '../../request/endpoint.js';
import type { SaveIntent } from '../../resource/EditDialog.js';
import { DialogMode } from '../../resource/form-rules.js';

type Modal = ReturnType<typeof App.useApp>['modal'];
/** Lines a confirm lists; the rest are counted. */
const LINES_SHOWN = 20;

/** What the overlap check is asked about a rotation the form is about to save. */
export function overlapQuery({ body, mode, row }: SaveIntent) {
  return {
    ...(mode === DialogMode.edit && row ? { id: Number(row.id) } : {}),
    ...(typeof body.residentialId === 'number' ? { residentialId: body.residentialId } : {}),
    staffIds: (body.staffIds as number[] | undefined) ?? [],
    mode: body.mode === 'weekly' ? ('weekly' as const) : ('rotation' as const),
    pattern: String(body.pattern ?? ''),
    staggered: Number(body.staggered ?? 1),
    startsOn: String(body.startsOn ?? ''),
    endsOn: typeof body.endsOn === 'string' ? body.endsOn : null,
  };
}

/** One line per person and other rotation: who, which rotation, how many days and the first of them. */
export function overlapLines(overlap: RosterOverlap, t: TFunction): string[] {
  return overlap.people.flatMap((person) =>
    person.rosters.map((roster) =>
      t('attendance.rosterOverlapLine', {
        name: person.staffName,
        roster: roster.rosterName,
        count: roster.count,
        days: roster.days.join('、') + (roster.count > roster.days.length ? '…' : ''),
      }),
    ),
  );
}

/**
 * Before a rotation is saved: when other rotations already cover some of the days it would give its staff, a
 * confirm names them and says those days keep the other rotation's shift. 确定 saves; 取消 returns to the form.
 * A check that fails does not stop the save (the save answers for itself).
 */
export function confirmRosterOverlap(modal: Modal, t: TFunction) {
  return async (intent: SaveIntent): Promise<boolean> => {
    const query = overlapQuery(intent);
    if (query.staffIds.length === 0) return true;
    const overlap = await callEndpoint(AttendanceEndpoints.rosterOverlap, { body: query }, { caught: true }).catch(() => null);
    if (!overlap || overlap.people.length === 0) return true;
    const lines = overlapLines(overlap, t);
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('attendance.rosterOverlapTitle'),
        width: 560,
        content: (
          <div data-testid="roster-overlap">
            {lines.slice(0, LINES_SHOWN).map((line) => (
              <div key={line}>{line}</div>
            ))}
            {lines.length > LINES_SHOWN && <div>{t('attendance.rosterOverlapMore', { count: lines.length - LINES_SHOWN })}</div>}
            <p style={{ marginTop: 8 }}>{t('attendance.rosterOverlapKeep')}</p>
          </div>
        ),
        okButtonProps: { 'data-testid': 'roster-overlap-ok' } as never,
        cancelButtonProps: { 'data-testid': 'roster-overlap-cancel' } as never,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}
