import { describe, expect, it } from 'vitest';
import {
  REPAIR_ACTIONS,
  REPAIR_STATUSES,
  REPAIR_TRANSITIONS,
  allowedRepairActions,
  refusedRepairPairs,
  repairActionAllowed,
} from './workflow.js';

describe('the repair machine', () => {
  it('declares every transition from and to known states, with a path and an element of its own', () => {
    for (const action of REPAIR_ACTIONS) {
      const t = REPAIR_TRANSITIONS[action];
      expect(t.from.length).toBeGreaterThan(0);
      for (const s of t.from) expect(REPAIR_STATUSES).toContain(s);
      if (t.to !== 'same') expect(REPAIR_STATUSES).toContain(t.to);
      expect(t.path.startsWith('/api/property/repairOrder')).toBe(true);
    }
    expect(new Set(REPAIR_ACTIONS.map((a) => REPAIR_TRANSITIONS[a].element.code)).size).toBe(REPAIR_ACTIONS.length);
  });

  it('leaves completed and closed orders without any action, and refuses every pair it does not declare', () => {
    const everything = { isAssignee: true, elements: new Set(REPAIR_ACTIONS.map((a) => REPAIR_TRANSITIONS[a].element.code)) };
    expect(allowedRepairActions('completed', everything)).toEqual([]);
    expect(allowedRepairActions('closed', everything)).toEqual([]);
    const refused = refusedRepairPairs();
    expect(refused.length + REPAIR_ACTIONS.reduce((n, a) => n + REPAIR_TRANSITIONS[a].from.length, 0)).toBe(
      REPAIR_STATUSES.length * REPAIR_ACTIONS.length,
    );
  });

  it('lets only the worker receive, and a dispatcher (not another worker) change or return', () => {
    const worker = new Set(['property:repairOrder:receive', 'property:repairOrder:change', 'property:repairOrder:return']);
    expect(repairActionAllowed('receive', 'dispatched', { isAssignee: false, elements: worker })).toBe(false);
    expect(repairActionAllowed('receive', 'dispatched', { isAssignee: true, elements: worker })).toBe(true);
    expect(repairActionAllowed('change', 'processing', { isAssignee: false, elements: worker })).toBe(false);
    const dispatcher = new Set([...worker, 'property:repairOrder:distribute']);
    expect(repairActionAllowed('return', 'processing', { isAssignee: false, elements: dispatcher })).toBe(true);
  });
});
