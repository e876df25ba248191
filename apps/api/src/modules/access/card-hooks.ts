import { cardResource, labelIn } from '@cvap/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { residentials } from '../../db/schema/index.js';
import { cardRecords, cards } from './schema.js';
import { persons, staffMembers } from '../household/schema.js';
import { AppError, byLanguage, parseDateTime, type ResourceContext, type ResourceHooks } from '../../engine/index.js';
import { residentialCondition, otherResidentialParent } from '../door/index.js';

/** CARD_STATUS_OPTIONS: active, cancelled (returned). CARD_HOLDER_OPTIONS: resident, staff, visitor. */
const ACTIVE = 1;
const CANCELLED = 3;
const PERSON = 1;
const STAFF = 2;
const VISITOR = 3;

/** What writing a card reads of its context: a resource hook's, or a service's (the visitor's lent card). */
type CardWriteContext = Pick<ResourceContext, 'orm' | 'scope' | 'user' | 'now'>;

function fieldError(ctx: ResourceContext, field: string, zh: string, en: string): AppError {
  const label = labelIn(cardResource.fields[field]!.label, ctx.request.language);
  return new AppError('VALIDATION_FAILED', {
    detail: `${label}: ${byLanguage(ctx, zh, en)}`,
    // Shown under the field: its label, never the field's name in the code.
    data: { fields: [{ field, message: byLanguage(ctx, `${label}${zh}`, `${label} ${en}`) }] },
  });
}

/** A card number is issued once across the property company's communities until the card is returned. */
async function refuseTakenNumber(ctx: CardWriteContext, cardNo: string): Promise<void> {
  const [taken] = await ctx.orm
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(residentials, eq(residentials.id, cards.residentialId))
    .where(and(eq(cards.cardNo, cardNo), ne(cards.status, CANCELLED), eq(residentials.tenantId, ctx.scope.tenantId)))
    .limit(1);
  if (taken) throw new AppError('CARD_NO_TAKEN', { params: { cardNo }, data: { fields: [{ field: 'cardNo', message: 'taken' }] } });
}

/**
 * The holder's record must be the caller's to see, and of the community the form names (if it names one); it fixes
 * the card's community (and a resident's house).
 */
async function holderResidential(ctx: ResourceContext, values: Record<string, unknown>): Promise<void> {
  const residential =
    ctx.scope.kind === 'residential'
      ? ctx.scope.residentialId
      : typeof values.residentialId === 'number'
        ? values.residentialId
        : undefined;
  if (values.holderType === PERSON) {
    if (typeof values.personId !== 'number')
      throw fieldError(ctx, 'personId', '为必填项（住户卡须选择住户）', 'is required for a resident card');
    const [person] = await ctx.orm
      .select({ residentialId: persons.residentialId, apartmentId: persons.apartmentId, name: persons.name, phone: persons.phone })
      .from(persons)
      .where(and(eq(persons.id, values.personId), residentialCondition(ctx, persons.residentialId)))
      .limit(1);
    if (!person || (residential !== undefined && person.residentialId !== residential))
      throw otherResidentialParent(ctx, cardResource, 'personId');
    Object.assign(values, {
      residentialId: person.residentialId,
      apartmentId: person.apartmentId,
      staffId: null,
      holderPhone: values.holderPhone ?? person.phone,
    });
  } else if (values.holderType === STAFF) {
    if (typeof values.staffId !== 'number')
      throw fieldError(ctx, 'staffId', '为必填项（员工卡须选择物业人员）', 'is required for a staff card');
    const [staff] = await ctx.orm
      .select({ residentialId: staffMembers.residentialId, phone: staffMembers.phone })
      .from(staffMembers)
      .where(and(eq(staffMembers.id, values.staffId), residentialCondition(ctx, staffMembers.residentialId)))
      .limit(1);
    if (!staff?.residentialId || (residential !== undefined && staff.residentialId !== residential))
      throw otherResidentialParent(ctx, cardResource, 'staffId');
    Object.assign(values, {
      residentialId: staff.residentialId,
      personId: null,
      apartmentId: null,
      holderPhone: values.holderPhone ?? staff.phone,
    });
  } else {
    // A visitor's card: the community is the acting one (a visitor has no record of their own yet).
    Object.assign(values, { personId: null, staffId: null });
  }
}

type IssuedHandler = (request: FastifyRequest, cardId: number) => Promise<void>;
let issuedHandler: IssuedHandler | null = null;
const issuedBy = new WeakMap<FastifyRequest, number>();

/**
 * Who writes a newly issued card to the devices its holder may pass (the access module, which knows the devices
 * and the task machinery; door does not depend on it). Called after the issue has committed.
 */
export function onCardIssued(handler: IssuedHandler): void {
  issuedHandler = handler;
}

/**
 * Issuing a card (the add form): a 10-digit number not live anywhere in the company, a validity that ends in
 * the future (starting now), the holder's community; the issue is a card record, and once committed the card is
 * written to the holder's devices.
 */
export const cardHooks: ResourceHooks = {
  async beforeWrite(ctx, values, _input, existing) {
    if (existing) return;
    const cardNo = String(values.cardNo ?? '');
    if (!/^\d{10}$/.test(cardNo)) throw fieldError(ctx, 'cardNo', '须为 10 位数字', 'must be 10 digits');
    const until = values.validUntil instanceof Date ? values.validUntil : parseDateTime(String(values.validUntil));
    if (!(until.getTime() > ctx.now.getTime()))
      throw new AppError('CARD_VALIDITY_PAST', { data: { fields: [{ field: 'validUntil', message: 'past' }] } });
    await holderResidential(ctx, values);
    await refuseTakenNumber(ctx, cardNo);
    Object.assign(values, { status: ACTIVE, validFrom: ctx.now });
  },
  async afterWrite(ctx, id, input, existing) {
    if (existing) return;
    await recordIssue(ctx, id, String(input.validUntil ?? ''));
    issuedBy.set(ctx.request, id);
  },
  async afterCommit(ctx) {
    const id = issuedBy.get(ctx.request);
    if (id === undefined) return;
    issuedBy.delete(ctx.request);
    await writeIssuedCard(ctx.request, id);
  },
};

/** The issue's card record. */
async function recordIssue(ctx: CardWriteContext, id: number, detail: string): Promise<void> {
  const [card] = await ctx.orm.select().from(cards).where(eq(cards.id, id));
  await ctx.orm.insert(cardRecords).values({
    residentialId: card!.residentialId,
    cardId: id,
    cardNo: card!.cardNo,
    holderName: card!.holderName,
    event: 'issue',
    ok: true,
    detail,
    operator: ctx.user.name || ctx.user.username,
  });
}

/** Writes a card issued (and committed) to its holder's devices; a failure to start is logged, never thrown. */
export async function writeIssuedCard(request: FastifyRequest, id: number): Promise<void> {
  if (!issuedHandler) return;
  await issuedHandler(request, id).catch((error: unknown) =>
    request.log.error({ err: error, cardId: id }, 'card device write could not start'),
  );
}

export interface VisitorCardInput {
  cardNo: string;
  holderName: string;
  holderPhone: string | null;
  residentialId: number;
  /** The building visited: the card opens its doors besides the community's. */
  buildingId: number | null;
  validUntil: Date;
}

/**
 * Lends a visitor a card (in the caller's transaction): a 10-digit number not live anywhere in the company
 * (40951 otherwise), a visitor card of the community valid from now, with its issue record. Once the transaction
 * has committed, `writeIssuedCard` writes it to the devices.
 */
export async function issueVisitorCard(ctx: CardWriteContext, input: VisitorCardInput): Promise<number> {
  await refuseTakenNumber(ctx, input.cardNo);
  const [row] = await ctx.orm
    .insert(cards)
    .values({ ...input, holderType: VISITOR, cardType: 1, status: ACTIVE, validFrom: ctx.now })
    .returning({ id: cards.id });
  await recordIssue(ctx, row!.id, input.validUntil.toISOString());
  return row!.id;
}
