import { describe, expect, it } from 'vitest';
import { hasElement } from './elements.js';

describe('element codes', () => {
  const user = { elements: [{ code: 'sys:health:check' }, { code: 'property:repairOrder:count' }] };

  it('grant a control whose code is in the user list', () => {
    expect(hasElement(user, 'sys:health:check')).toBe(true);
  });

  it('hide a control whose code is not in the list, and everything without a user', () => {
    expect(hasElement(user, 'admin:user:delete')).toBe(false);
    expect(hasElement(null, 'sys:health:check')).toBe(false);
  });
});
