import { describe, expect, it } from 'vitest';
import { keptForLater, newRequestId, toPendingRegistration } from './registration.js';

describe('kiosk registration', () => {
  it('sends a picked host by id and name, trims, upper-cases and leaves blanks and empty companion rows out', () => {
    const pending = toPendingRegistration(
      {
        guestName: ' 张伟 ',
        idNumber: '11010119900307123x',
        visitPhone: '13812345678',
        visitGender: 1,
        guestType: 'business',
        visitCompanyName: '  ',
        companyId: 7,
        personId: 42,
        personName: 'typed earlier',
        personMobile: '13900000000',
        visitWay: 'car',
        temperature: 36.5,
        licensePlateNumber: ' 京a12345 ',
        companions: [{ name: ' 李娜 ', phone: '13700000000', idNumber: '' }, { name: ' ' }],
        passMethod: 'qr',
        accessCard: '0012345678',
      },
      'id-1',
      { catchImage: 'AAAA', idImage: null },
      '王芳',
    );
    expect(pending).toEqual({
      catchImage: 'AAAA',
      request: {
        clientRequestId: 'id-1',
        guestName: '张伟',
        idNumber: '11010119900307123X',
        visitPhone: '13812345678',
        visitGender: 1,
        guestType: 'business',
        companyId: 7,
        personId: 42,
        personName: '王芳',
        temperature: 36.5,
        licensePlateNumber: '京A12345',
        companions: [{ name: '李娜', phone: '13700000000' }],
        passMethod: 'qr',
        visitWay: 'car',
      },
    });
  });

  it('sends a typed host with its mobile, and the card number with the card pass only', () => {
    const pending = toPendingRegistration(
      {
        guestName: '张伟',
        visitPhone: '13812345678',
        guestType: 'other',
        companyId: 7,
        personName: ' 王芳 ',
        personMobile: '13900000000',
        passMethod: 'card',
        accessCard: '0012345678',
        visitWay: 'walk',
      },
      'id-2',
      { catchImage: 'AAAA', idImage: 'BBBB' },
      undefined,
    );
    expect(pending.request).toMatchObject({
      personName: '王芳',
      personMobile: '13900000000',
      passMethod: 'card',
      accessCard: '0012345678',
      companions: [],
    });
    expect(pending.request).not.toHaveProperty('personId');
    expect(pending.idImage).toBe('BBBB');
  });

  it('sends the house visited at a residential gate, without a company or host', () => {
    const pending = toPendingRegistration(
      { guestName: '张伟', visitPhone: '13812345678', apartmentId: 31, personName: 'left over', passMethod: 'none' },
      'id-4',
      { catchImage: 'AAAA' },
      undefined,
    );
    expect(pending.request).toMatchObject({ apartmentId: 31, passMethod: 'none' });
    for (const key of ['companyId', 'personId', 'personName', 'personMobile']) expect(pending.request).not.toHaveProperty(key);
  });

  it('stamps a registration kept for later with the time it was made', () => {
    const pending = toPendingRegistration({ guestName: '张伟', companyId: 1 }, 'id-3', { catchImage: 'A' }, '王芳');
    expect(keptForLater(pending, new Date('2026-11-27T08:00:00Z')).request.registeredAt).toBe('2026-11-27T08:00:00.000Z');
  });

  it('makes version-4 request ids', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
